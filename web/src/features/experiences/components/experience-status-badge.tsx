import type { ExperienceStatus } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { experienceStatusTones } from "../lib/experience-status";
import { useT } from "../messages";

export function ExperienceStatusBadge({ status }: { status: ExperienceStatus }) {
  const t = useT();
  return (
    <Badge tone={experienceStatusTones[status]} dot>
      {t(`status.${status}`)}
    </Badge>
  );
}
