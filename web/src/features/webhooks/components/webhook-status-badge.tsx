import { Badge } from "@/components/ui/badge";
import { useT } from "../messages";

/** Whether an endpoint receives events: active, or paused. */
export function WebhookStatusBadge({ active }: { active: boolean }) {
  const t = useT();
  return active ? (
    <Badge tone="success" dot>
      {t("status.active")}
    </Badge>
  ) : (
    <Badge tone="neutral" dot>
      {t("status.paused")}
    </Badge>
  );
}
