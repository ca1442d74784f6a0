import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconPlus, IconQr, IconStore } from "@/components/ui/icons";
import { IconDownload } from "@/components/ui/icons-extra";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useCan } from "@/data/me/use-can";
import { useMe } from "@/data/me/get-me";
import { useBrandExperiences } from "@/data/experiences/list-experiences";
import { usePlacements } from "@/data/placements/list-placements";
import { useBrandStores } from "@/data/stores/list-stores";
import { DownloadCodesDialog } from "@/components/placement-codes/download-codes-dialog";
import { experienceLookup } from "../lib/experience-colours";
import type { SchedulerScope } from "../lib/scheduler-scope";
import { BulkPlacementsDialog } from "./bulk-placements-dialog";
import { PlacementCard } from "./placement-card";
import { PlacementDialog } from "./placement-dialog";
import { useT } from "../messages";
import "./placements.css";

interface QrCodeSchedulerProps {
  brandId: string;
  experienceId: string;
}

/**
 * The experience's QR code scheduler: every placement that can show it (as default or in a
 * schedule), each with its timeline, schedules and QR code, and a way to add one.
 */
export function QrCodeScheduler({ brandId, experienceId }: QrCodeSchedulerProps) {
  const t = useT();
  const can = useCan();
  const editable = can("brandContent.write", brandId);
  const { data: me } = useMe();
  const [creating, setCreating] = useState(false);
  const [creatingInBulk, setCreatingInBulk] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // The codes ticked for printing; none ticked prints every code of the list.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const placements = usePlacements(brandId, { experienceId, limit: 100 });
  const experiences = useBrandExperiences(brandId);
  const stores = useBrandStores(brandId);
  const experienceList = experiences.data?.items ?? [];
  const lookup = useMemo(() => experienceLookup(experiences.data?.items ?? [], t), [experiences.data, t]);
  const scope: SchedulerScope = { brandId, experienceId, experiences: experienceList, lookup, stores: stores.data?.items ?? [], editable };
  const experienceName = experienceList.find((e) => e.id === experienceId)?.name ?? t("scheduler.thisExperience");

  const items = placements.data?.items ?? [];
  const chosen = items.filter((p) => selected.has(p.id));
  const toPrint = (chosen.length > 0 ? chosen : items).map((p) => p.id);
  const select = (placementId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(placementId);
      else next.delete(placementId);
      return next;
    });
  const error = placements.error ?? experiences.error;
  const loading = !placements.data || (!experiences.data && !experiences.error);

  const createButton = editable && (
    <div className="qr-scheduler-actions">
      <Button onClick={() => setCreatingInBulk(true)}>
        <IconStore /> {t("scheduler.bulk")}
      </Button>
      <Button variant="primary" onClick={() => setCreating(true)}>
        <IconPlus /> {t("scheduler.new")}
      </Button>
    </div>
  );

  return (
    <div className="stack qr-scheduler">
      <Card>
        <CardHeader
          title={t("scheduler.title")}
          description={
            <>
              {t("scheduler.descriptionBefore")} <strong>{experienceName}</strong>
              {t("scheduler.descriptionAfter")}
            </>
          }
          actions={createButton}
        />
        {items.length > 0 && (
          <div className="codes-toolbar">
            <label className="codes-select-all">
              <input
                type="checkbox"
                checked={chosen.length === items.length}
                ref={(box) => {
                  if (box) box.indeterminate = chosen.length > 0 && chosen.length < items.length;
                }}
                onChange={(event) => setSelected(new Set(event.target.checked ? items.map((p) => p.id) : []))}
              />
              {chosen.length > 0 ? t("codes.selected", { count: chosen.length, total: items.length }) : t("codes.selectAll")}
            </label>
            <Button size="sm" onClick={() => setDownloading(true)}>
              <IconDownload /> {chosen.length > 0 ? t("codes.downloadSelected", { count: chosen.length }) : t("codes.downloadAll")}
            </Button>
          </div>
        )}
      </Card>
      {error && !placements.data ? (
        <Card>
          <ErrorState title={t("scheduler.loadError")} error={error} onRetry={() => (placements.mutate(), experiences.mutate())} />
        </Card>
      ) : loading ? (
        <LoadingPlaceholder text={t("scheduler.loading")} />
      ) : placements.data!.items.length === 0 ? (
        <Card>
          <EmptyState
            icon={<IconQr size={20} />}
            title={t("scheduler.emptyTitle")}
            description={editable ? t("scheduler.emptyEditor") : t("scheduler.emptyReader")}
            action={createButton}
          />
        </Card>
      ) : (
        placements.data!.items.map((placement) => (
          <PlacementCard
            key={placement.id}
            scope={scope}
            placement={placement}
            publicBaseUrl={me?.tenant.publicBaseUrl ?? null}
            selected={selected.has(placement.id)}
            onSelect={(on) => select(placement.id, on)}
          />
        ))
      )}
      {editable && <PlacementDialog scope={scope} open={creating} onOpenChange={setCreating} />}
      {editable && <BulkPlacementsDialog scope={scope} placements={items} open={creatingInBulk} onOpenChange={setCreatingInBulk} />}
      <DownloadCodesDialog brandId={brandId} experienceId={experienceId} placementIds={toPrint} open={downloading} onOpenChange={setDownloading} />
    </div>
  );
}
