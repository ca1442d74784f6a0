import type { useT } from "../messages";

type Translate = typeof useT.now;
export type BarBreakdown = "device" | "os" | "browser" | "source" | "visitor";

/** The breakdowns drawn as bars, in the order the screen and the CSV show them. */
export const barBreakdowns: BarBreakdown[] = ["device", "os", "browser", "source", "visitor"];

/** A class's name for people ("desktop" -> "Computer"), shared by the charts and the CSV. */
export function className(breakdown: BarBreakdown, klass: string, t: Translate): string {
  return t(`class.${breakdown}.${klass}` as Parameters<Translate>[0]);
}

/** `mon-09` -> "Monday 09:00". */
export function hourOfWeekName(klass: string, t: Translate): string {
  const [day, hour] = klass.split("-");
  return `${t(`weekday.${day}` as Parameters<Translate>[0])} ${hour}:00`;
}
