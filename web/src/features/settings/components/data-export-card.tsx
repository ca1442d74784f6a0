import { useState } from "react";
import type { WorkspaceExport } from "@contract";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatBytes, formatDate } from "@/lib/format";
import { toastError } from "@/lib/notify";
import { getWorkspaceExport, useRequestWorkspaceExport, useWorkspaceExports } from "@/data/workspace-exports/workspace-exports";
import "./data-export-card.css";

/** When it was asked for, to the minute: "Nov 26, 05:06 AM". */
const requestedAt = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

const STATUS: Record<WorkspaceExport["status"], { label: string; tone: BadgeTone }> = {
  pending: { label: "Queued", tone: "neutral" },
  running: { label: "Preparing", tone: "accent" },
  ready: { label: "Ready", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
  expired: { label: "Expired", tone: "neutral" },
};

function ExportRow({ item }: { item: WorkspaceExport }) {
  const [opening, setOpening] = useState(false);
  const busy = item.status === "pending" || item.status === "running";
  const status = STATUS[item.status];
  // The link is made when asked for (it works 15 minutes), never kept in the list.
  const download = async () => {
    setOpening(true);
    try {
      const fresh = await getWorkspaceExport(item.id);
      if (fresh.downloadUrl) window.location.assign(fresh.downloadUrl);
      else toastError("This export can no longer be downloaded");
    } catch (err) {
      toastError(err);
    } finally {
      setOpening(false);
    }
  };
  const detail =
    item.status === "ready" && item.size !== null
      ? `${formatBytes(item.size)} · until ${formatDate(item.expiresAt!)}`
      : item.status === "failed"
        ? (item.error ?? "Something went wrong")
        : item.status === "expired"
          ? "The archive was deleted after 7 days"
          : item.progress.entries > 0
            ? `${item.progress.entries} items, ${formatBytes(item.progress.bytes)} so far`
            : item.status === "running"
              ? "Starting…"
              : "Waiting to start";
  return (
    <li className={`data-export-row${item.status === "expired" ? " is-expired" : ""}`} data-export-id={item.id} data-status={item.status}>
      <div className="data-export-row-main">
        <p className="data-export-row-title">
          {requestedAt.format(new Date(item.createdAt))}
          {!item.includeFiles && <span className="data-export-row-note"> · data only</span>}
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
            Download
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
  const exports = useWorkspaceExports();
  const request = useRequestWorkspaceExport();
  const items = exports.data?.items ?? [];
  const preparing = items.some((e) => e.status === "pending" || e.status === "running");
  return (
    <Card>
      <CardHeader
        title="Export the workspace"
        description="One zip file with every brand, experience, published version, product, store, survey and its responses, the daily analytics and the library's files. Secrets such as API keys are left out."
      />
      <CardBody className="data-export-body">
        {/* In the body rather than the header's actions, so that on a phone the text keeps the card's width. */}
        <div className="data-export-toolbar">
          <Button variant="primary" onClick={() => void request.trigger({})} loading={request.isMutating} disabled={preparing}>
            Export workspace
          </Button>
          <p className="data-export-hint">
            {preparing ? "An export is being prepared; you can leave this page." : "Prepared in the background. Archives are kept 7 days."}
          </p>
        </div>
        {exports.error ? (
          <p className="data-export-empty">The exports could not be loaded.</p>
        ) : !exports.data ? (
          <p className="data-export-empty">
            <Spinner /> Loading exports…
          </p>
        ) : items.length === 0 ? (
          <p className="data-export-empty">No exports yet.</p>
        ) : (
          <ul className="data-export-list" aria-label="Exports">
            {items.map((item) => (
              <ExportRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
