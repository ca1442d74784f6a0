import { useState } from "react";
import type { Manifest, ManifestVersionDetail } from "@contract";
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
const modes = [
  { value: "tree", label: "Tree" },
  { value: "raw", label: "Raw JSON" },
] as const;

/** A published manifest, readable: a foldable tree or the raw JSON, with a copy button. */
export function ManifestViewerCard({ brandId, experienceId, detail, onShowLive, nothingPublished, draftManifest }: ManifestViewerCardProps) {
  const [mode, setMode] = useState<Mode>("tree");
  // Remounting the tree with a new depth is how "expand all" and "collapse all" apply.
  const [depth, setDepth] = useState({ value: 1, generation: 0 });
  const data = nothingPublished ? undefined : detail.data;
  const manifest = data?.manifest ?? (nothingPublished ? draftManifest : undefined) ?? undefined;
  const name = data ? `Manifest version ${data.version}` : "Draft manifest";
  const publicUrl = data ? `/v1/public/brands/${brandId}/experiences/${experienceId}/manifests/${data.version}` : "";
  const pretty = () => JSON.stringify(manifest, null, 2);

  return (
    <Card className="manifest-viewer-card" id="manifest-json">
      <CardHeader
        title={
          data ? (
            <span className="manifest-viewer-title">
              Manifest, version {data.version} {data.live ? <Badge tone="success" dot>Live</Badge> : <Badge tone="neutral">Not live</Badge>}
            </span>
          ) : manifest ? (
            <span className="manifest-viewer-title">
              Manifest <Badge tone="warning">Draft, not published</Badge>
            </span>
          ) : (
            "Manifest"
          )
        }
        description={
          data
            ? `Published ${formatDateTime(data.publishedAt)}${data.publishedBy.name ? ` by ${data.publishedBy.name}` : ""}. This is exactly what the viewer downloads.`
            : manifest
              ? "Nothing is published yet. This is what publishing now would give the viewer; every version you publish is kept below."
              : "What the viewer downloads: scenes, models, set, products, video wall, theme, host, survey and assistant."
        }
        actions={
          manifest && (
            <>
              {onShowLive && (
                <Button size="sm" variant="ghost" onClick={onShowLive}>
                  Back to the live version
                </Button>
              )}
              {data && (
                <a className={buttonClass("secondary", "sm")} href={publicUrl} target="_blank" rel="noreferrer">
                  <IconExternal /> Public URL
                </a>
              )}
              <CopyButton text={pretty} label="Copy JSON" ariaLabel={`Copy JSON of the ${name.toLowerCase()}`} />
            </>
          )
        }
      />
      <CardBody>
        {nothingPublished && !manifest ? (
          <EmptyState
            icon={<IconCube size={20} />}
            title="Nothing published yet"
            description="Once you publish, the manifest the viewer downloads shows here, and every version you publish is kept below."
          />
        ) : detail.error && !data ? (
          <ErrorState title="Could not load the manifest" error={detail.error} onRetry={detail.mutate} />
        ) : !manifest ? (
          <SkeletonRows rows={6} />
        ) : (
          <>
            <div className="manifest-viewer-toolbar">
              <SegmentedControl label="How to show the manifest" value={mode} options={modes} onChange={(value) => setMode(value as Mode)} />
              {mode === "tree" && (
                <div className="manifest-viewer-fold">
                  <Button size="sm" variant="ghost" onClick={() => setDepth((d) => ({ value: Number.POSITIVE_INFINITY, generation: d.generation + 1 }))}>
                    Expand all
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDepth((d) => ({ value: 0, generation: d.generation + 1 }))}>
                    Collapse all
                  </Button>
                </div>
              )}
            </div>
            <div className="manifest-viewer-frame">
              {mode === "tree" ? (
                <JsonViewer key={`${data?.version ?? "draft"}:${depth.generation}`} value={manifest} openDepth={depth.value} label={name} />
              ) : (
                <pre className="json-raw" tabIndex={0} aria-label={`${name} as JSON`}>
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
