import { cn } from "@/lib/cn";

/** "120 / 500" under a text field; turns red past the limit. */
export function CharCount({ value, max }: { value: string; max: number }) {
  const length = value.trim().length;
  return (
    <span className={cn("char-count", length > max && "char-count-over")}>
      {length} / {max}
    </span>
  );
}
