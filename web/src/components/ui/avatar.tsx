import { cn } from "@/lib/cn";

interface AvatarProps {
  name: string | null | undefined;
  email?: string | null;
  size?: "sm" | "md";
}

function initials(name: string | null | undefined, email: string | null | undefined) {
  const source = name?.trim() || email?.split("@")[0] || "?";
  const parts = source.split(/[\s._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "?") + (parts[1]?.[0] ?? "")).toUpperCase();
}

// A stable hue per person so the same colleague always has the same colour.
function hue(seed: string) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export function Avatar({ name, email, size = "md" }: AvatarProps) {
  const seed = email ?? name ?? "?";
  return (
    <span className={cn("avatar", size === "sm" && "avatar-sm")} style={{ ["--avatar-hue" as string]: hue(seed) }} aria-hidden="true">
      {initials(name, email)}
    </span>
  );
}
