/** An instant as a `datetime-local` input's value, in the browser's zone; "" for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the browser's zone) as an ISO instant; null for empty. */
export const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);
