import { Badge } from "@/components/ui/badge";
import { IconExternal } from "@/components/ui/icons";
import { formatDate } from "@/lib/format";
import type { LibraryObjectState } from "../hooks/use-preloaded-models";
import { formatBytes, formatCount, formatDimensions, formatPercent, formatSaving, optimisationSaving } from "../lib/model-stats";
import { useT } from "../messages";
import type { ModelMeasurements } from "./library-model";

interface ModelStatsProps {
  object: LibraryObjectState;
  /** What the viewer measured on the loaded file; null until it is drawn. */
  measured: ModelMeasurements | null;
}

/** The stored stats of one object, its optimisation saving, and what the viewer measured. */
export function ModelStats({ object, measured }: ModelStatsProps) {
  const t = useT();
  const saving = optimisationSaving(object.size, object.originalSize);
  const [min, max] = [object.bbox.min, object.bbox.max];
  const triangleMismatch = measured !== null && measured.triangles !== object.triangles;

  return (
    <section className="model-stats" aria-labelledby="model-stats-title">
      <header className="model-stats-header">
        <h2 id="model-stats-title" className="model-stats-title">
          {object.name}
        </h2>
        <div className="model-stats-badges">
          <Badge tone={object.sample ? "accent" : "neutral"}>{object.sample ? t("stats.sample") : t("stats.workspaceModel")}</Badge>
          {object.status === "processing" && (
            <Badge tone="warning" dot>
              {t("stats.optimising")}
            </Badge>
          )}
          {object.status === "failed" && (
            <Badge tone="danger" dot>
              {t("stats.optimisationFailed")}
            </Badge>
          )}
          {object.tags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </div>
      </header>

      <dl className="stat-tiles">
        <Stat label={t("stats.triangles")} value={formatCount(object.triangles)} />
        <Stat label={t("stats.materials")} value={formatCount(object.materials)} />
        <Stat label={t("stats.textures")} value={formatCount(object.textures)} />
        <Stat label={t("stats.fileSize")} value={formatBytes(object.size)} title={t("stats.bytes", { count: formatCount(object.size) })} />
      </dl>

      <div className="model-stats-section">
        <h3 className="model-stats-subtitle">{t("stats.optimisation")}</h3>
        {saving.kind === "not-optimised" ? (
          <p className="model-stats-note" data-testid="optimisation-saving">
            {object.sample
              ? t("stats.notOptimisedSample")
              : object.status === "processing"
                ? t("stats.notOptimisedYet")
                : object.status === "failed"
                  ? t("stats.notOptimisedFailed")
                  : t("stats.notOptimised")}
          </p>
        ) : (
          <>
            <p className="model-stats-saving" data-testid="optimisation-saving">
              {formatSaving(saving)}
            </p>
            <div className="saving-bar" role="img" aria-label={t("stats.servedShare", { percent: formatPercent(100 - saving.percent) })}>
              <span style={{ width: `${Math.min(100, Math.max(2, 100 - saving.percent))}%` }} />
            </div>
            <p className="model-stats-note">
              {t("stats.uploadedServed", { uploaded: formatBytes(object.originalSize ?? 0), served: formatBytes(object.size) })}
            </p>
          </>
        )}
      </div>

      <div className="model-stats-section">
        <h3 className="model-stats-subtitle">{t("stats.bounds")}</h3>
        <dl className="model-stats-list">
          <div>
            <dt title={t("stats.sizeTitle")}>{t("stats.size")}</dt>
            <dd data-testid="model-dimensions">{formatDimensions(object.bbox)}</dd>
          </div>
          <div>
            <dt>{t("stats.min")}</dt>
            <dd className="mono">{formatVector(min)}</dd>
          </div>
          <div>
            <dt>{t("stats.max")}</dt>
            <dd className="mono">{formatVector(max)}</dd>
          </div>
        </dl>
      </div>

      <div className="model-stats-section">
        <h3 className="model-stats-subtitle">{t("stats.inViewer")}</h3>
        <dl className="model-stats-list">
          <div>
            <dt>{t("stats.trianglesDrawn")}</dt>
            <dd>
              {measured ? formatCount(measured.triangles) : "—"}
              {triangleMismatch && (
                <span className="model-stats-warning" title={t("stats.mismatch")}>
                  {" "}
                  {t("stats.stored", { count: formatCount(object.triangles) })}
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>{t("stats.meshes")}</dt>
            <dd>{measured ? formatCount(measured.meshes) : "—"}</dd>
          </div>
        </dl>
      </div>

      <div className="model-stats-section">
        <dl className="model-stats-list">
          <div>
            <dt>{t("stats.updated")}</dt>
            <dd>{formatDate(object._updatedAt)}</dd>
          </div>
          <div>
            <dt>{t("stats.id")}</dt>
            <dd className="mono model-stats-id">{object._id}</dd>
          </div>
        </dl>
        <a className="model-stats-file" href={object.glb} download>
          <IconExternal size={14} /> {t("stats.download")}
        </a>
      </div>
    </section>
  );
}

function Stat({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <div className="stat-tile" title={title}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function formatVector(vector: readonly number[]): string {
  return vector.map((value) => value.toFixed(3)).join(", ");
}
