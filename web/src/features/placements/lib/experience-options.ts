import type { Experience } from "@vitrine/contract";
import { useT } from "../messages";

/** Select options for experiences, drafts marked (they show nothing until published); an unknown id kept so it is not lost. */
export function experienceOptions(experiences: Experience[], current?: string | null, t: typeof useT.now = useT.now) {
  const options = experiences
    .filter((e) => e.status !== "archived" || e.id === current)
    .map((e) => ({ value: e.id, label: e.publishedVersion === null ? t("experience.notPublished", { name: e.name }) : e.name }));
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: t("experience.unknown") });
  return options;
}
