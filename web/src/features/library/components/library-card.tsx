import type { LibraryObject } from "@contract";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { IconCube, IconTrash } from "@/components/ui/icons";
import { IconPencil } from "@/components/ui/icons-extra";
import { formatBytes, formatTriangles, optimisationSaving, formatRealWorldSize } from "../lib/model-format";
import { ModelVariants } from "./model-variants";

interface LibraryCardProps {
  object: LibraryObject;
  /** Whether this person may rename, retag and delete this model (never for samples). */
  editable: boolean;
  onEdit: (object: LibraryObject) => void;
  onDelete: (object: LibraryObject) => void;
}

export function LibraryCard({ object, editable, onEdit, onDelete }: LibraryCardProps) {
  const processing = object.status === "processing";
  const saving = processing ? null : optimisationSaving(object.size, object.originalSize);
  return (
    <article className="library-card" aria-label={object.name} data-status={object.status}>
      <div className="library-card-thumb">
        {object.thumbnail ? (
          <img src={object.thumbnail} alt="" loading="lazy" />
        ) : (
          <IconCube size={40} className="library-card-placeholder" aria-hidden="true" />
        )}
        <div className="library-card-badges">
          {object.sample && <Badge tone="accent">Sample</Badge>}
          {processing && (
            <Badge tone="warning" dot>
              Optimising…
            </Badge>
          )}
          {object.status === "failed" && (
            <Badge tone="danger" dot>
              Cannot be used
            </Badge>
          )}
        </div>
      </div>
      <div className="library-card-body">
        <div className="library-card-title-row">
          <h2 className="library-card-title" title={object.name}>
            {object.name}
          </h2>
          {editable && (
            <div className="library-card-actions">
              <Button variant="ghost" size="sm" iconOnly aria-label={`Edit ${object.name}`} title="Rename or retag" onClick={() => onEdit(object)}>
                <IconPencil />
              </Button>
              <Button variant="ghost" size="sm" iconOnly aria-label={`Delete ${object.name}`} title="Delete model" onClick={() => onDelete(object)}>
                <IconTrash />
              </Button>
            </div>
          )}
        </div>
        <p className="library-card-stats">
          {/* Stats of a model still being optimised are the original's: the size would mislead. */}
          <span>{formatTriangles(object.triangles)}</span>
          {!processing && <span>{formatBytes(object.size)}</span>}
          {saving !== null && (
            <span className="library-card-saving" title={`Optimised from ${formatBytes(object.originalSize!)}`}>
              {saving}% smaller
            </span>
          )}
        </p>
        {object.status === "ready" && (
          <p className="library-card-size" data-real-world-size title="Its size in the room, as AR shows it (width × height × depth)">
            <span>{formatRealWorldSize(object.realWorldSize)}</span>
            {object.unit !== "m" && <span className="library-card-unit">authored in {object.unit}</span>}
          </p>
        )}
        {object.status === "ready" && <ModelVariants object={object} />}
        {object.status === "failed" && (
          <p className="library-card-error" role="note">
            {object.error ?? "This model could not be processed."} Delete it and upload a fixed file.
          </p>
        )}
        {object.tags.length > 0 && (
          <ul className="library-card-tags" aria-label="Tags">
            {object.tags.map((tag) => (
              <li key={tag} className="library-tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
