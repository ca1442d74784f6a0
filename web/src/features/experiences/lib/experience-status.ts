import type { ExperienceStatus } from "@vitrine/contract";
import type { BadgeTone } from "@/components/ui/badge";

export const experienceStatusTones: Record<ExperienceStatus, BadgeTone> = {
  draft: "warning",
  published: "success",
  archived: "neutral",
};
