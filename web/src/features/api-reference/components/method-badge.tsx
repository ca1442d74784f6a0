import { cn } from "@/lib/cn";

/** GET, POST, PATCH… in the colour readers of API references expect. */
export function MethodBadge({ method }: { method: string }) {
  return <span className={cn("method-badge", `method-${method.toLowerCase()}`)}>{method.toUpperCase()}</span>;
}
