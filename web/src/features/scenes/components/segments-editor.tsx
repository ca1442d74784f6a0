import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import { EmptyState } from "@/components/ui/empty-state";
import { IconPlus, IconTrash } from "@/components/ui/icons";
import { IconArrowDown, IconArrowUp, IconListChecks } from "@/components/ui/icons-extra";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";
import { moveItem, newSegmentId, type CameraDraft, type FieldErrors, type SegmentDraft } from "../lib/scene-draft";
import { useT } from "../messages";
import { CameraPointsFields } from "./camera-points-fields";

interface SegmentsEditorProps {
  segments: SegmentDraft[];
  onChange: (segments: SegmentDraft[]) => void;
  /** The scene's objects that a segment may highlight, with their display names. */
  objects: Array<{ id: string; label: string }>;
  /** Where a segment's own camera starts when it gets one: the scene's camera. */
  sceneCamera: CameraDraft;
  errors: FieldErrors;
  disabled?: boolean;
}

/** The scene's ordered stops: a title, optionally their own camera, and the objects they highlight. */
export function SegmentsEditor({ segments, onChange, objects, sceneCamera, errors, disabled = false }: SegmentsEditorProps) {
  const t = useT();
  const update = (index: number, changes: Partial<SegmentDraft>) =>
    onChange(segments.map((segment, i) => (i === index ? { ...segment, ...changes } : segment)));
  const add = () =>
    onChange([
      ...segments,
      { id: newSegmentId(segments.map((s) => s.id)), title: t("segments.newTitle", { number: segments.length + 1 }), camera: null, objectIds: [] },
    ]);

  return (
    <div className="segments">
      {segments.length === 0 ? (
        <EmptyState
          icon={<IconListChecks size={20} />}
          title={t("segments.empty.title")}
          description={disabled ? t("segments.empty.readOnly") : t("segments.empty.description")}
        />
      ) : (
        <ol className="segment-list">
          {segments.map((segment, index) => {
            const number = index + 1;
            const path = `segments.${index}`;
            return (
              <li key={segment.id} className="segment" data-segment-id={segment.id} aria-label={t("segments.label", { number })}>
                <div className="segment-header">
                  <span className="segment-number" aria-hidden="true">
                    {number}
                  </span>
                  <div className="segment-title-field">
                    <Input
                      aria-label={t("segments.titleLabel", { number })}
                      aria-invalid={errors[`${path}.title`] ? true : undefined}
                      value={segment.title}
                      onChange={(event) => update(index, { title: event.target.value })}
                      maxLength={100}
                      disabled={disabled}
                    />
                    {errors[`${path}.title`] && <p className="field-error">{errors[`${path}.title`]}</p>}
                  </div>
                  {!disabled && (
                    <div className="segment-tools">
                      <IconButton
                        label={t("segments.moveUpLabel", { number })}
                        title={t("segments.moveUp")}
                        disabled={index === 0}
                        onClick={() => onChange(moveItem(segments, index, index - 1))}
                      >
                        <IconArrowUp />
                      </IconButton>
                      <IconButton
                        label={t("segments.moveDownLabel", { number })}
                        title={t("segments.moveDown")}
                        disabled={index === segments.length - 1}
                        onClick={() => onChange(moveItem(segments, index, index + 1))}
                      >
                        <IconArrowDown />
                      </IconButton>
                      <IconButton
                        label={t("segments.deleteLabel", { number })}
                        title={t("segments.delete")}
                        onClick={() => onChange(segments.filter((_, i) => i !== index))}
                      >
                        <IconTrash />
                      </IconButton>
                    </div>
                  )}
                </div>
                <div className="segment-body">
                  <div className="segment-highlights">
                    <span className="segment-label">{t("segments.highlights")}</span>
                    {objects.length === 0 ? (
                      <span className="cell-muted">{t("segments.noObjects")}</span>
                    ) : (
                      <div className="highlight-options" role="group" aria-label={t("segments.highlightedLabel", { number })}>
                        {objects.map((object) => {
                          const checked = segment.objectIds.includes(object.id);
                          return (
                            <label key={object.id} className={cn("highlight-option", checked && "highlight-option-on")}>
                              <input
                                type="checkbox"
                                checked={checked}
                                disabled={disabled}
                                onChange={() =>
                                  update(index, {
                                    // Kept in the scene's object order, whatever order they were ticked in.
                                    objectIds: checked
                                      ? segment.objectIds.filter((id) => id !== object.id)
                                      : objects.map((o) => o.id).filter((id) => id === object.id || segment.objectIds.includes(id)),
                                  })
                                }
                              />
                              {object.label}
                            </label>
                          );
                        })}
                      </div>
                    )}
                  </div>
                  <Switch
                    checked={segment.camera !== null}
                    onCheckedChange={(own) => update(index, { camera: own ? structuredClone(sceneCamera) : null })}
                    label={t("segments.ownCamera")}
                    aria-label={t("segments.ownCameraLabel", { number })}
                    disabled={disabled}
                  />
                  {segment.camera ? (
                    <CameraPointsFields
                      label={t("segments.cameraLabel", { number })}
                      camera={segment.camera}
                      onChange={(camera) => update(index, { camera })}
                      path={`${path}.camera`}
                      errors={errors}
                      disabled={disabled}
                    />
                  ) : (
                    <p className="segment-note">{t("segments.sceneCamera")}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {!disabled && (
        <Button onClick={add} disabled={segments.length >= 50} className="segment-add">
          <IconPlus /> {t("segments.add")}
        </Button>
      )}
    </div>
  );
}
