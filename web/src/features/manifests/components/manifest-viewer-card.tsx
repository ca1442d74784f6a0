import { useState } from "react";
import type { Manifest, ManifestVersionDetail } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconCube, IconExternal } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { formatDateTime } from "../lib/format";
import { CopyButton } from "./copy-button";
import { useT } from "../messages";
import { JsonViewer } from "./json-viewer";

interface ManifestViewerCardProps {
  brandId: string;
  experienceId: string;
  /** The version shown: the live one unless the person picked another in the history. */
  detail: { data?: ManifestVersionDetail; error?: unknown; isLoading: boolean; mutate: () => void };
  /** Set while an older version is shown, to go back to the live one. */
  onShowLive?: () => void;
  nothingPublished: boolean;
  /** Shown while nothing is published: what publishing would produce now. */
  draftManifest?: Manifest | null;
}

type Mode = "tree" | "raw";

/** A published manifest, readable: a foldable tree or the raw JSON, with a copy button. */
export function ManifestViewerCard({ brandId, experienceId, detail, onShowLive, nothingPublished, draftManifest }: ManifestViewerCardProps) {
  const t = useT();
  const [mode, setMode] = useState<Mode>("tree");
  const modes = [
    { value: "tree", label: t("viewer.tree") },
    { value: "raw", label: t("viewer.raw") },
  ] as const;
  // Remounting the tree with a new depth is how "expand all" and "collapse all" apply.
  const [depth, setDepth] = useState({ value: 1, generation: 0 });
  const data = nothingPublished ? undefined : detail.data;
  const manifest = data?.manifest ?? (nothingPublished ? draftManifest : undefined) ?? undefined;
  const name = data ? t("viewer.versionName", { version: data.version }) : t("viewer.draftName");
  const publicUrl = data ? `/v1/public/brands/${brandId}/experiences/${experienceId}/manifests/${data.version}` : "";
  const pretty = () => JSON.stringify(manifest, null, 2);

  return (
    <Card className="manifest-viewer-card" id="manifest-json">
      <CardHeader
        title={
          data ? (
            <span className="manifest-viewer-title">
              {t("viewer.titleVersion", { version: data.version })}{" "}
              {data.live ? (
                <Badge tone="success" dot>
                  {t("common.live")}
                </Badge>
              ) : (
                <Badge tone="neutral">{t("viewer.notLive")}</Badge>
              )}
            </span>
          ) : manifest ? (
            <span className="manifest-viewer-title">
              {t("viewer.title")} <Badge tone="warning">{t("viewer.draftBadge")}</Badge>
            </span>
          ) : (
            t("viewer.title")
          )
        }
        description={
          data
            ? data.publishedBy.name
              ? t("viewer.publishedByDescription", { date: formatDateTime(data.publishedAt), name: data.publishedBy.name })
              : t("viewer.publishedDescription", { date: formatDateTime(data.publishedAt) })
            : manifest
              ? t("viewer.draftDescription")
              : t("viewer.description")
        }
        actions={
          manifest && (
            <>
              {onShowLive && (
                <Button size="sm" variant="ghost" onClick={onShowLive}>
                  {t("viewer.backToLive")}
                </Button>
              )}
              {data && (
                <a className={buttonClass("secondary", "sm")} href={publicUrl} target="_blank" rel="noreferrer">
                  <IconExternal /> {t("viewer.publicUrl")}
                </a>
              )}
              <CopyButton
                text={pretty}
                label={t("viewer.copyJson")}
                ariaLabel={data ? t("viewer.copyVersionLabel", { version: data.version }) : t("viewer.copyDraftLabel")}
              />
            </>
          )
        }
      />
      <CardBody>
        {nothingPublished && !manifest ? (
          <EmptyState icon={<IconCube size={20} />} title={t("viewer.nothingTitle")} description={t("viewer.nothingDescription")} />
        ) : detail.error && !data ? (
          <ErrorState title={t("viewer.loadError")} error={detail.error} onRetry={detail.mutate} />
        ) : !manifest ? (
          <SkeletonRows rows={6} />
        ) : (
          <>
            <div className="manifest-viewer-toolbar">
              <SegmentedControl label={t("viewer.modeLabel")} value={mode} options={modes} onChange={(value) => setMode(value as Mode)} />
              {mode === "tree" && (
                <div className="manifest-viewer-fold">
                  <Button size="sm" variant="ghost" onClick={() => setDepth((d) => ({ value: Number.POSITIVE_INFINITY, generation: d.generation + 1 }))}>
                    {t("viewer.expandAll")}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDepth((d) => ({ value: 0, generation: d.generation + 1 }))}>
                    {t("viewer.collapseAll")}
                  </Button>
                </div>
              )}
            </div>
            <div className="manifest-viewer-frame">
              {mode === "tree" ? (
                <JsonViewer key={`${data?.version ?? "draft"}:${depth.generation}`} value={manifest} openDepth={depth.value} label={name} />
              ) : (
                <pre className="json-raw" tabIndex={0} aria-label={t("viewer.asJson", { name })}>
                  {pretty()}
                </pre>
              )}
            </div>
          </>
        )}
      </CardBody>
    </Card>
  );
}
