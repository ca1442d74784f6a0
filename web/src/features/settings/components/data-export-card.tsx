import { useMemo, useState } from "react";
import type { WorkspaceExport } from "@vitrine/contract";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatBytes, formatDate } from "@/lib/format";
import { toastError } from "@/lib/notify";
import { getWorkspaceExport, useRequestWorkspaceExport, useWorkspaceExports } from "@/data/workspace-exports/workspace-exports";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { useT } from "../messages";
import type Source from "../messages/en.json";
import "./data-export-card.css";

/** When it was asked for, to the minute, in the console's language: "Nov 26, 05:06 AM". */
function useRequestedAtFormat() {
  const { locale } = useConsoleLanguage();
  return useMemo(() => new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }), [locale]);
}

/** Each status's label (a key of the settings catalogue) and badge tone. */
const STATUS: Record<WorkspaceExport["status"], { label: keyof typeof Source; tone: BadgeTone }> = {
  pending: { label: "export.status.pending", tone: "neutral" },
  running: { label: "export.status.running", tone: "accent" },
  ready: { label: "export.status.ready", tone: "success" },
  failed: { label: "export.status.failed", tone: "danger" },
  expired: { label: "export.status.expired", tone: "neutral" },
};

function ExportRow({ item }: { item: WorkspaceExport }) {
  const t = useT();
  const requestedAt = useRequestedAtFormat();
  const [opening, setOpening] = useState(false);
  const busy = item.status === "pending" || item.status === "running";
  const status = { ...STATUS[item.status], label: t(STATUS[item.status].label) };
  // The link is made when asked for (it works 15 minutes), never kept in the list.
  const download = async () => {
    setOpening(true);
    try {
      const fresh = await getWorkspaceExport(item.id);
      if (fresh.downloadUrl) window.location.assign(fresh.downloadUrl);
      else toastError(t("export.noLongerDownloadable"));
    } catch (err) {
      toastError(err);
    } finally {
      setOpening(false);
    }
  };
  const detail =
    item.status === "ready" && item.size !== null
      ? t("export.readyDetail", { size: formatBytes(item.size), date: formatDate(item.expiresAt!) })
      : item.status === "failed"
        ? (item.error ?? t("export.failed"))
        : item.status === "expired"
          ? t("export.expired")
          : item.progress.entries > 0
            ? t("export.progress", { count: item.progress.entries, size: formatBytes(item.progress.bytes) })
            : item.status === "running"
              ? t("export.starting")
              : t("export.waiting");
  return (
    <li className={`data-export-row${item.status === "expired" ? " is-expired" : ""}`} data-export-id={item.id} data-status={item.status}>
      <div className="data-export-row-main">
        <p className="data-export-row-title">
          {requestedAt.format(new Date(item.createdAt))}
          {!item.includeFiles && <span className="data-export-row-note"> · {t("export.dataOnly")}</span>}
        </p>
        <p className="data-export-row-text">{detail}</p>
      </div>
      <div className="data-export-row-actions">
        {busy && <Spinner label={status.label} />}
        <Badge tone={status.tone} dot>
          {status.label}
        </Badge>
        {item.status === "ready" && (
          <Button size="sm" onClick={() => void download()} loading={opening}>
            {t("export.download")}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * "Data export" (owners): an archive of the whole workspace, prepared on the server in the
 * background. The list polls while an export is unfinished and stops once all are settled.
 */
export function DataExportCard() {
  const t = useT();
  const exports = useWorkspaceExports();
  const request = useRequestWorkspaceExport();
  const items = exports.data?.items ?? [];
  const preparing = items.some((e) => e.status === "pending" || e.status === "running");
  return (
    <Card>
      <CardHeader title={t("export.title")} description={t("export.description")} />
      <CardBody className="data-export-body">
        {/* In the body rather than the header's actions, so that on a phone the text keeps the card's width. */}
        <div className="data-export-toolbar">
          <Button variant="primary" onClick={() => void request.trigger({})} loading={request.isMutating} disabled={preparing}>
            {t("export.submit")}
          </Button>
          <p className="data-export-hint">{preparing ? t("export.preparing") : t("export.hint")}</p>
        </div>
        {exports.error ? (
          <p className="data-export-empty">{t("export.loadFailed")}</p>
        ) : !exports.data ? (
          <p className="data-export-empty">
            <Spinner /> {t("export.loading")}
          </p>
        ) : items.length === 0 ? (
          <p className="data-export-empty">{t("export.empty")}</p>
        ) : (
          <ul className="data-export-list" aria-label={t("export.list")}>
            {items.map((item) => (
              <ExportRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
