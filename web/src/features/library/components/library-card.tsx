import type { LibraryObject } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { IconButton } from "@/components/ui/icon-button";
import { IconCube, IconTrash } from "@/components/ui/icons";
import { IconPencil } from "@/components/ui/icons-extra";
import { formatBytes, formatTriangles, optimisationSaving, formatRealWorldSize } from "../lib/model-format";
import { useT } from "../messages";
import { ModelVariants } from "./model-variants";

interface LibraryCardProps {
  object: LibraryObject;
  /** Whether this person may rename, retag and delete this model (never for samples). */
  editable: boolean;
  onEdit: (object: LibraryObject) => void;
  onDelete: (object: LibraryObject) => void;
}

export function LibraryCard({ object, editable, onEdit, onDelete }: LibraryCardProps) {
  const t = useT();
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
          {object.sample && <Badge tone="accent">{t("card.sample")}</Badge>}
          {processing && (
            <Badge tone="warning" dot>
              {t("card.optimising")}
            </Badge>
          )}
          {object.status === "failed" && (
            <Badge tone="danger" dot>
              {t("card.failed")}
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
              <IconButton label={t("card.editLabel", { name: object.name })} title={t("card.edit")} onClick={() => onEdit(object)}>
                <IconPencil />
              </IconButton>
              <IconButton label={t("card.deleteLabel", { name: object.name })} title={t("card.delete")} onClick={() => onDelete(object)}>
                <IconTrash />
              </IconButton>
            </div>
          )}
        </div>
        <p className="library-card-stats">
          {/* Stats of a model still being optimised are the original's: the size would mislead. */}
          <span>{formatTriangles(object.triangles)}</span>
          {!processing && <span>{formatBytes(object.size)}</span>}
          {saving !== null && (
            <span className="library-card-saving" title={t("card.optimisedFrom", { size: formatBytes(object.originalSize!) })}>
              {t("card.smaller", { saving })}
            </span>
          )}
        </p>
        {object.status === "ready" && (
          <p className="library-card-size" data-real-world-size title={t("card.realSize")}>
            <span>{formatRealWorldSize(object.realWorldSize)}</span>
            {object.unit !== "m" && <span className="library-card-unit">{t("card.authoredIn", { unit: object.unit })}</span>}
          </p>
        )}
        {object.status === "ready" && <ModelVariants object={object} />}
        {object.status === "failed" && (
          <p className="library-card-error" role="note">
            {t("card.fixIt", { error: object.error ?? t("card.notProcessed") })}
          </p>
        )}
        {object.tags.length > 0 && (
          <ul className="library-card-tags" aria-label={t("card.tags")}>
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
