import { Badge } from "@/components/ui/badge";
import { useT } from "../messages";

/** Whether an endpoint receives events: active, or paused. */
export function WebhookStatusBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    <Badge tone={active ? "success" : "neutral"} dot>
      {active ? t("status.active") : t("status.paused")}
    </Badge>
  );
}
