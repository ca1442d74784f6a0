import { useState } from "react";
import { Link } from "react-router-dom";
import type { Placement } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import { Card, CardBody } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { IconPencil } from "@/components/ui/icons-extra";
import { IconExternal, IconQr, IconStore, IconTrash } from "@/components/ui/icons";
import { useDeletePlacement } from "@/data/placements/delete-placement";
import { useStore } from "@/data/stores/get-store";
import { placementUrl, shortUrl } from "../lib/qr-code";
import type { SchedulerScope } from "../lib/scheduler-scope";
import { browserTimeZone } from "@/lib/time-zones";
import { EmbedDialog } from "./embed-dialog";
import { PlacementDialog } from "./placement-dialog";
import { PlacementTargeting } from "./placement-targeting";
import { PlacementTimeline } from "./placement-timeline";
import { QrCodeDialog } from "./qr-code-dialog";
import { QrImage } from "./qr-image";
import { useT } from "../messages";
import { SchedulesEditor } from "./schedules-editor";

interface PlacementCardProps {
  scope: SchedulerScope;
  placement: Placement;
  publicBaseUrl: string | null;
  /** Ticked for printing with others (the list's "Download codes"). */
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** One QR code: what it is and shows now, its 7-day timeline, its schedules, its code. */
export function PlacementCard({ scope, placement, publicBaseUrl, selected, onSelect }: PlacementCardProps) {
  const { brandId, experienceId, experiences, lookup, editable } = scope;
  const t = useT();
  const [dialog, setDialog] = useState<"qr" | "embed" | "edit" | "delete" | null>(null);
  const deletePlacement = useDeletePlacement();
  // The one store it stands in, read on its own (a chain has far more stores than a list page holds).
  const store = useStore(brandId, placement.storeId ?? undefined).data;
  const url = placementUrl(publicBaseUrl, placement.id);
  const active = placement.activeExperienceId;
  const activeExperience = experiences.find((e) => e.id === active);
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <Card className="placement-card" aria-label={t("card.label", { name: placement.name })}>
      <header className="placement-head">
        <input
          type="checkbox"
          className="placement-select"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t("codes.selectOne", { name: placement.name })}
        />
        <button type="button" className="placement-qr" onClick={() => setDialog("qr")} aria-label={t("card.showQr", { name: placement.name })}>
          <QrImage url={url} label="" />
        </button>
        <div className="placement-heading">
          <h2 className="placement-name">{placement.name}</h2>
          <p className="placement-meta">
            {store ? (
              <Link to={`/manager/panel/brands/${brandId}/stores/${store.id}`} className="placement-store">
                <IconStore size={14} /> {store.name}
              </Link>
            ) : (
              <span className="placement-store">
                <IconStore size={14} /> {t("card.noStore")}
              </span>
            )}
            <span className="mono placement-url">{shortUrl(url)}</span>
          </p>
          <p className="placement-now">
            <span className="placement-now-label">{t("card.nowShowing")}</span>
            {active ? (
              <span className="placement-now-experience">
                <span className="timeline-swatch" style={{ background: lookup.colour(active) }} />
                {lookup.name(active)}
              </span>
            ) : (
              <span className="placement-now-experience">{t("card.fallback")}</span>
            )}
            {active === experienceId && <Badge tone="accent">{t("card.thisExperience")}</Badge>}
            {activeExperience && activeExperience.publishedVersion === null && <Badge tone="warning">{t("card.notPublished")}</Badge>}
          </p>
        </div>
        <div className="placement-actions">
          <Button size="sm" onClick={() => setDialog("qr")}>
            <IconQr /> {t("card.qrCode")}
          </Button>
          <Button size="sm" onClick={() => setDialog("embed")}>
            <IconExternal /> {t("card.embed")}
          </Button>
          {editable && (
            <>
              <Button size="sm" onClick={() => setDialog("edit")}>
                <IconPencil /> {t("card.edit")}
              </Button>
              <IconButton label={t("card.delete", { name: placement.name })} title={t("card.deleteTitle")} onClick={() => setDialog("delete")}>
                <IconTrash />
              </IconButton>
            </>
          )}
        </div>
      </header>
      <CardBody className="placement-body">
        <PlacementTargeting scope={scope} placement={placement} />
        <PlacementTimeline brandId={brandId} placementId={placement.id} experiences={lookup} />
        <SchedulesEditor scope={scope} placement={placement} timezone={store?.timezone ?? browserTimeZone()} />
      </CardBody>
      <QrCodeDialog placement={placement} url={url} open={dialog === "qr"} onOpenChange={close} />
      <EmbedDialog brandId={brandId} placement={placement} url={url} open={dialog === "embed"} onOpenChange={close} />
      {editable && (
        <>
          <PlacementDialog scope={scope} placement={placement} open={dialog === "edit"} onOpenChange={close} />
          <ConfirmDialog
            open={dialog === "delete"}
            onOpenChange={close}
            title={t("card.confirmTitle", { name: placement.name })}
            description={t("card.confirmDescription")}
            confirmLabel={t("card.confirmLabel")}
            destructive
            busy={deletePlacement.isMutating}
            onConfirm={async () => {
              await deletePlacement.trigger({ brandId, placementId: placement.id, name: placement.name });
              setDialog(null);
            }}
          />
        </>
      )}
    </Card>
  );
}
