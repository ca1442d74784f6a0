import type { Experience } from "@vitrine/contract";
import { useT } from "../messages";

/** Distinct colours that carry white text; the brand's experiences take them in list order. */
// Each at least 4.5:1 against the white labels the timeline writes on them (small bold text).
export const PALETTE = ["#4f46e5", "#155e75", "#92400e", "#047857", "#be185d", "#7c3aed", "#b91c1c", "#0f766e", "#2563eb", "#3f6212"];

function hashColour(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** Names and colours of the brand's experiences, the same on every card, bar and legend. */
export interface ExperienceLookup {
  name(id: string | null): string;
  colour(id: string | null): string;
}

/** `t` from `useT()` in components, so the names follow a language switch. */
export function experienceLookup(experiences: Experience[], t: typeof useT.now = useT.now): ExperienceLookup {
  const index = new Map(experiences.map((e, i) => [e.id, i]));
  const names = new Map(experiences.map((e) => [e.id, e.name]));
  return {
    name: (id) => (id ? (names.get(id) ?? t("experience.unknown")) : t("experience.fallback")),
    colour: (id) => {
      if (!id) return "#98a1b0";
      const i = index.get(id);
      return i === undefined ? hashColour(id) : PALETTE[i % PALETTE.length]!;
    },
  };
}
