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
import { useAllPlacementIds, usePlacements } from "@/data/placements/list-placements";
import { Pagination } from "@/components/ui/pagination";
import { SearchInput } from "@/components/ui/search-input";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { DownloadCodesDialog } from "@/components/placement-codes/download-codes-dialog";
import { experienceLookup } from "../lib/experience-colours";
import type { SchedulerScope } from "../lib/scheduler-scope";
import { BulkPlacementsDialog } from "./bulk-placements-dialog";
import { PlacementCard } from "./placement-card";
import { PlacementDialog } from "./placement-dialog";
import { useT } from "../messages";
import "./placements.css";

/** Placements on one page: a chain's experience can stand in thousands of stores. */
const PAGE_SIZE = 20;

interface QrCodeSchedulerProps {
  brandId: string;
  experienceId: string;
}

/**
 * The experience's QR code scheduler: every placement that can show it (as default or in a
 * schedule), each with its timeline, schedules and QR code, and a way to add one. They are read a
 * page at a time, by name, and searched by name prefix on the server.
 */
export function QrCodeScheduler({ brandId, experienceId }: QrCodeSchedulerProps) {
  const t = useT();
  const can = useCan();
  const editable = can("brandContent.write", brandId);
  const { data: me } = useMe();
  const [creating, setCreating] = useState(false);
  const [creatingInBulk, setCreatingInBulk] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // The codes ticked for printing, on any page; none ticked prints every code of the list (all its pages).
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 250);
  const listQuery = { experienceId, sort: "name" as const, ...(q ? { q } : {}) };
  const pages = useCursorPages(`${experienceId}\n${q}`);
  const placements = usePlacements(brandId, { ...listQuery, limit: PAGE_SIZE, ...(pages.cursor ? { cursor: pages.cursor } : {}) });
  const everyId = useAllPlacementIds(brandId, listQuery, downloading && selected.size === 0);
  const experiences = useBrandExperiences(brandId);
  const experienceList = experiences.data?.items ?? [];
  const lookup = useMemo(() => experienceLookup(experiences.data?.items ?? [], t), [experiences.data, t]);
  const scope: SchedulerScope = { brandId, experienceId, experiences: experienceList, lookup, editable };
  const experienceName = experienceList.find((e) => e.id === experienceId)?.name ?? t("scheduler.thisExperience");

  const items = placements.data?.items ?? [];
  const chosenHere = items.filter((p) => selected.has(p.id));
  // undefined while every page is being read (the dialog says so); nothing to print if that failed.
  const toPrint = selected.size > 0 ? [...selected] : everyId.error ? [] : everyId.data;
  const select = (placementId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(placementId);
      else next.delete(placementId);
      return next;
    });
  const selectPage = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const p of items) {
        if (on) next.add(p.id);
        else next.delete(p.id);
      }
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
        {(items.length > 0 || q || pages.page > 1) && (
          <div className="codes-toolbar">
            <label className="codes-select-all">
              <input
                type="checkbox"
                checked={items.length > 0 && chosenHere.length === items.length}
                disabled={items.length === 0}
                ref={(box) => {
                  if (box) box.indeterminate = chosenHere.length > 0 && chosenHere.length < items.length;
                }}
                onChange={(event) => selectPage(event.target.checked)}
              />
              {selected.size > 0 ? t("codes.selectedCount", { count: selected.size }) : t("codes.selectPage")}
            </label>
            <SearchInput className="codes-search" value={search} onChange={setSearch} label={t("scheduler.search")} />
            <Button size="sm" onClick={() => setDownloading(true)}>
              <IconDownload /> {selected.size > 0 ? t("codes.downloadSelected", { count: selected.size }) : t("codes.downloadAll")}
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
      ) : items.length === 0 && (q || pages.page > 1) ? (
        <Card>
          <EmptyState icon={<IconQr size={20} />} title={t("scheduler.noMatch", { q })} />
        </Card>
      ) : items.length === 0 ? (
        <Card>
          <EmptyState
            icon={<IconQr size={20} />}
            title={t("scheduler.emptyTitle")}
            description={editable ? t("scheduler.emptyEditor") : t("scheduler.emptyReader")}
            action={createButton}
          />
        </Card>
      ) : (
        <>
          {items.map((placement) => (
            <PlacementCard
              key={placement.id}
              scope={scope}
              placement={placement}
              publicBaseUrl={me?.tenant.publicBaseUrl ?? null}
              selected={selected.has(placement.id)}
              onSelect={(on) => select(placement.id, on)}
            />
          ))}
          <Pagination pages={pages} nextCursor={placements.data?.nextCursor ?? null} />
        </>
      )}
      {editable && <PlacementDialog scope={scope} open={creating} onOpenChange={setCreating} />}
      {editable && <BulkPlacementsDialog scope={scope} open={creatingInBulk} onOpenChange={setCreatingInBulk} />}
      <DownloadCodesDialog brandId={brandId} experienceId={experienceId} placementIds={toPrint} open={downloading} onOpenChange={setDownloading} />
    </div>
  );
}
