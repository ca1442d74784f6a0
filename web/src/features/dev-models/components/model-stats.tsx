import { Badge } from "@/components/ui/badge";
import { IconExternal } from "@/components/ui/icons";
import { formatDate } from "@/lib/format";
import type { LibraryObjectState } from "../hooks/use-preloaded-models";
import { formatBytes, formatCount, formatDimensions, formatPercent, formatSaving, optimisationSaving } from "../utils/model-stats";
import type { ModelMeasurements } from "./library-model";

interface ModelStatsProps {
  object: LibraryObjectState;
  /** What the viewer measured on the loaded file; null until it is drawn. */
  measured: ModelMeasurements | null;
}

/** The stored stats of one object, its optimisation saving, and what the viewer measured. */
export function ModelStats({ object, measured }: ModelStatsProps) {
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
          <Badge tone={object.sample ? "accent" : "neutral"}>{object.sample ? "Sample" : "Workspace model"}</Badge>
          {object.status === "processing" && (
            <Badge tone="warning" dot>
              Optimising
            </Badge>
          )}
          {object.status === "failed" && (
            <Badge tone="danger" dot>
              Optimisation failed
            </Badge>
          )}
          {object.tags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </div>
      </header>

      <dl className="stat-tiles">
        <Stat label="Triangles" value={formatCount(object.triangles)} />
        <Stat label="Materials" value={formatCount(object.materials)} />
        <Stat label="Textures" value={formatCount(object.textures)} />
        <Stat label="File size" value={formatBytes(object.size)} title={`${formatCount(object.size)} bytes`} />
      </dl>

      <div className="model-stats-section">
        <h3 className="model-stats-subtitle">Optimisation</h3>
        {saving.kind === "not-optimised" ? (
          <p className="model-stats-note" data-testid="optimisation-saving">
            {object.sample
              ? "Not optimised (sample): samples ship already optimised."
              : object.status === "processing"
                ? "Not optimised yet: this is the uploaded file until optimising finishes."
                : object.status === "failed"
                  ? "Not optimised: optimising this upload failed, so the uploaded file is served."
                  : "Not optimised."}
          </p>
        ) : (
          <>
            <p className="model-stats-saving" data-testid="optimisation-saving">
              {formatSaving(saving)}
            </p>
            <div
              className="saving-bar"
              role="img"
              aria-label={`Served file is ${formatPercent(100 - saving.percent)} of the original`}
            >
              <span style={{ width: `${Math.min(100, Math.max(2, 100 - saving.percent))}%` }} />
            </div>
            <p className="model-stats-note">
              {formatBytes(object.originalSize ?? 0)} uploaded → {formatBytes(object.size)} served
            </p>
          </>
        )}
      </div>

      <div className="model-stats-section">
        <h3 className="model-stats-subtitle">Bounds</h3>
        <dl className="model-stats-list">
          <div>
            <dt title="Width × height × depth">Size</dt>
            <dd data-testid="model-dimensions">{formatDimensions(object.bbox)}</dd>
          </div>
          <div>
            <dt>Min</dt>
            <dd className="mono">{formatVector(min)}</dd>
          </div>
          <div>
            <dt>Max</dt>
            <dd className="mono">{formatVector(max)}</dd>
          </div>
        </dl>
      </div>

      <div className="model-stats-section">
        <h3 className="model-stats-subtitle">In the viewer</h3>
        <dl className="model-stats-list">
          <div>
            <dt>Triangles drawn</dt>
            <dd>
              {measured ? formatCount(measured.triangles) : "—"}
              {triangleMismatch && (
                <span className="model-stats-warning" title="The stored stats disagree with the file">
                  {" "}
                  (stored {formatCount(object.triangles)})
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>Meshes (draw calls)</dt>
            <dd>{measured ? formatCount(measured.meshes) : "—"}</dd>
          </div>
        </dl>
      </div>

      <div className="model-stats-section">
        <dl className="model-stats-list">
          <div>
            <dt>Updated</dt>
            <dd>{formatDate(object._updatedAt)}</dd>
          </div>
          <div>
            <dt>Id</dt>
            <dd className="mono model-stats-id">{object._id}</dd>
          </div>
        </dl>
        <a className="model-stats-file" href={object.glb} download>
          <IconExternal size={14} /> Download GLB
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
