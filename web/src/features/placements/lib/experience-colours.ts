import type { Experience } from "@vitrine/contract";
import { useT } from "../messages";

/** Distinct colours that carry white text; the brand's experiences take them in list order. */
const PALETTE = ["#4f46e5", "#0891b2", "#d97706", "#059669", "#db2777", "#7c3aed", "#dc2626", "#0d9488", "#2563eb", "#65a30d"];

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
