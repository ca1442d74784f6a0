import { useState } from "react";
import type { FunnelReport, RetentionReport } from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { useCan } from "@/data/me/use-can";
import { CustomFunnels } from "./custom-funnels";
import { FunnelEditor } from "./funnel-editor";
import { RetentionGrid } from "./retention-grid";
import { useT } from "../messages";

/** The brand's own funnels over the range; brand admins edit them here. */
export function FunnelsCard({ brandId, funnels }: { brandId: string; funnels: FunnelReport[] }) {
  const t = useT();
  const can = useCan();
  const [editing, setEditing] = useState(false);
  return (
    <Card data-card="funnels">
      <CardHeader
        title={t("funnels.title")}
        description={t("funnels.description")}
        actions={can("brand.update", brandId) ? <Button onClick={() => setEditing(true)}>{t("funnels.edit")}</Button> : undefined}
      />
      <CardBody>
        <CustomFunnels funnels={funnels} />
      </CardBody>
      {/* Mounted while open, so each opening starts from the saved funnels. */}
      {editing && <FunnelEditor brandId={brandId} funnels={funnels} open onOpenChange={setEditing} />}
    </Card>
  );
}

/** The brand's weekly retention, cohorts of the weeks the range touches. */
export function RetentionCard({ retention }: { retention: RetentionReport }) {
  const t = useT();
  return (
    <Card data-card="retention">
      <CardHeader title={t("retention.title")} description={t("retention.description")} />
      <CardBody>
        <RetentionGrid retention={retention} />
      </CardBody>
    </Card>
  );
}
