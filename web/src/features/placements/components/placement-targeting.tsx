import { useState } from "react";
import type { Placement } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { SchedulerScope } from "../lib/scheduler-scope";
import { useT } from "../messages";
import { ExperimentDialog } from "./experiment-dialog";
import { SmartRulesDialog } from "./smart-rules-dialog";
import "./smart-rules.css";

/** A QR code's smart rules and A/B test at a glance, each opening its dialog. */
export function PlacementTargeting({ scope, placement }: { scope: SchedulerScope; placement: Placement }) {
  const t = useT();
  const [dialog, setDialog] = useState<"rules" | "experiment" | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const running = placement.experiment?.status === "running";
  return (
    <div className="placement-targeting">
      <Button size="sm" onClick={() => setDialog("rules")}>
        {t("card.rules")}
        {placement.rules.length > 0 && <Badge tone={placement.ruleWarnings.length > 0 ? "warning" : "neutral"}>{placement.rules.length}</Badge>}
      </Button>
      <Button size="sm" onClick={() => setDialog("experiment")}>
        {t("card.experiment")}
        {running && <Badge tone="accent">{t("card.experimentRunning")}</Badge>}
      </Button>
      <SmartRulesDialog scope={scope} placement={placement} open={dialog === "rules"} onOpenChange={close} />
      <ExperimentDialog scope={scope} placement={placement} open={dialog === "experiment"} onOpenChange={close} />
    </div>
  );
}
