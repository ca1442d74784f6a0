import type { Experience } from "@contract";

/** Select options for experiences, drafts marked (they show nothing until published); an unknown id kept so it is not lost. */
export function experienceOptions(experiences: Experience[], current?: string | null) {
  const options = experiences
    .filter((e) => e.status !== "archived" || e.id === current)
    .map((e) => ({ value: e.id, label: e.publishedVersion === null ? `${e.name} (not published)` : e.name }));
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: "Unknown experience" });
  return options;
}
