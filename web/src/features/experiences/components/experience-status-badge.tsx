import type { ExperienceStatus } from "@contract";
import { Badge } from "@/components/ui/badge";
import { experienceStatusLabels, experienceStatusTones } from "../lib/experience-status";

export function ExperienceStatusBadge({ status }: { status: ExperienceStatus }) {
  return (
    <Badge tone={experienceStatusTones[status]} dot>
      {experienceStatusLabels[status]}
    </Badge>
  );
}
