import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { Scene } from "@vitrine/contract";
import { TranslatableContent } from "@/components/content-translations/translatable-content";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LeaveConfirmDialog } from "@/components/ui/leave-confirm-dialog";
import { SaveBar } from "@/components/ui/save-bar";
import { Field } from "@/components/ui/field";
import { IconCopy, IconTrash } from "@/components/ui/icons";
import { IconRestore } from "@/components/ui/icons-extra";
import { Select } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { useDeleteScene } from "@/data/scenes/delete-scene";
import { useDuplicateScene } from "@/data/scenes/duplicate-scene";
import { useUpdateScene } from "@/data/scenes/update-scene";
import { isApiError } from "@/lib/api-error";
import { formatDate } from "@/lib/format";
import { apiFieldErrors } from "@/lib/form";
import { useSetsForPicker } from "@/data/sets/list-sets";
import { useLeaveGuard } from "@/hooks/use-leave-guard";
import { draftToUpdate, isDirty, objectLabels, sceneToDraft, type FieldErrors, type SceneDraft } from "../lib/scene-draft";
import { CameraPointsFields } from "./camera-points-fields";
import { SegmentsEditor } from "./segments-editor";
import { useT } from "../messages";
import { TagsInput } from "./tags-input";

interface SceneEditorProps {
  brandId: string;
  experienceId: string;
  /** The scene as the server has it now (it may move on while this editor is open). */
  scene: Scene;
  position: number;
  sceneCount: number;
  modelNames: Map<string, string>;
  editable: boolean;
  /** Fetches the scenes again and returns this scene's latest copy. */
  reload: () => Promise<Scene | undefined>;
  onSelect: (sceneId: string) => void;
}

const NO_SET = "";

/**
 * Edits one scene's name, tags, set, camera and segments (its objects are placed in the world
 * builder). The draft remembers the version it was made on; a save on a version someone else
 * already replaced is refused, and the person chooses when to reload theirs away.
 */
export function SceneEditor({ brandId, experienceId, scene, position, sceneCount, modelNames, editable, reload, onSelect }: SceneEditorProps) {
  const t = useT();
  const updateScene = useUpdateScene();
  const duplicateScene = useDuplicateScene();
  const deleteScene = useDeleteScene();
  const sets = useSetsForPicker(brandId);
  // The server copy the draft was made from; saves name its version.
  const [base, setBase] = useState(scene);
  const [draft, setDraft] = useState<SceneDraft>(() => sceneToDraft(scene));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const dirty = useMemo(() => isDirty(base, draft), [base, draft]);
  const { blocker, allowNextNavigation } = useLeaveGuard(editable && dirty);
  const stale = scene.version !== base.version;

  // Follow the server while there is nothing of ours to lose.
  useEffect(() => {
    if (scene.version !== base.version && !dirty) {
      setBase(scene);
      setDraft(sceneToDraft(scene));
      setConflict(null);
    }
  }, [scene, base.version, dirty]);

  const change = (changes: Partial<SceneDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    if (attempted) setErrors(draftToUpdate(base, next, base.version).errors ?? {});
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const result = draftToUpdate(base, draft, base.version);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    const outcome = await updateScene.trigger({ brandId, experienceId, sceneId: scene.id, changes: result.body });
    if (outcome.ok) {
      setBase(outcome.data);
      setDraft(sceneToDraft(outcome.data));
      setAttempted(false);
      setConflict(null);
    } else if (isApiError(outcome.error) && outcome.error.status === 409) {
      setConflict(outcome.error.message);
    } else {
      setErrors(apiFieldErrors(outcome.error));
    }
  };

  const reloadTheirs = async () => {
    const fresh = (await reload()) ?? scene;
    setBase(fresh);
    setDraft(sceneToDraft(fresh));
    setErrors({});
    setAttempted(false);
    setConflict(null);
  };

  const duplicate = async () => {
    const outcome = await duplicateScene.trigger({ brandId, experienceId, sceneId: scene.id });
    if (outcome.ok) onSelect(outcome.data.id);
  };

  const confirmDelete = () => {
    setConfirmingDelete(false);
    allowNextNavigation();
    // Optimistic: the scene leaves the list now, and the screen moves to another one.
    void deleteScene.trigger({ brandId, experienceId, sceneId: scene.id, name: scene.name });
  };

  const labels = objectLabels(base.objects, modelNames, { model: t("objects.model"), videoWall: t("objects.videoWall") });
  const objects = base.objects.map((object) => ({ id: object.id, label: labels.get(object.id) ?? object.id }));
  const setItems = sets.data?.items ?? [];
  const setMissing = draft.setId && sets.data && !setItems.some((set) => set.id === draft.setId);
  const setOptions = [
    { value: NO_SET, label: t("editor.noSet") },
    ...setItems.map((set) => ({ value: set.id, label: set.name })),
    ...(setMissing ? [{ value: draft.setId!, label: t("editor.missingSet") }] : []),
  ];
  const lastScene = sceneCount <= 1;
  // The scene's name and its segments' titles, in the manifest's keys.
  const texts = useMemo(() => [`scene.${scene.id}.`], [scene.id]);

  return (
    <form className="scene-editor" onSubmit={save} noValidate aria-label={t("editor.label", { name: scene.name })}>
      <TranslatableContent brandId={brandId} experienceId={experienceId} prefixes={texts} readOnly={!editable}>
        <Card>
          <CardHeader
            title={
              <>
                <span className="scene-editor-position">{t("editor.position", { position })}</span> {base.name}
              </>
            }
            description={t("editor.version", { version: base.version, date: formatDate(base.updatedAt) })}
            actions={
              editable && (
                <>
                  <Button size="sm" onClick={() => void duplicate()} loading={duplicateScene.isMutating}>
                    <IconCopy /> {t("editor.duplicate")}
                  </Button>
                  {/* A disabled button shows no tooltip in every browser: the wrapper carries it. */}
                  <span title={lastScene ? t("editor.lastScene") : undefined} className="scene-delete-wrap">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setConfirmingDelete(true)}
                      disabled={lastScene}
                      aria-label={t("editor.deleteLabel", { name: base.name })}
                    >
                      <IconTrash /> {t("editor.delete")}
                    </Button>
                  </span>
                </>
              )
            }
          />
          <CardBody className="form-stack">
            {editable && (conflict || (stale && dirty)) && (
              <Alert tone="danger" title={conflict ? t("editor.notSaved") : t("editor.changedElsewhere")}>
                <span className="scene-conflict">
                  <span>{conflict ?? t("editor.conflict")}</span>
                  <Button size="sm" onClick={() => void reloadTheirs()}>
                    <IconRestore /> {t("editor.reload")}
                  </Button>
                </span>
              </Alert>
            )}
            <div className="form-row">
              <TextField
                label={t("editor.name")}
                error={errors.name}
                value={draft.name}
                onChange={(event) => change({ name: event.target.value })}
                maxLength={100}
                disabled={!editable}
              />
              <Field label={t("editor.set")} error={errors.setId ?? (sets.error ? t("editor.setsLoadError") : undefined)} hint={t("editor.setHint")}>
                {(control) => (
                  <Select
                    {...control}
                    value={draft.setId ?? NO_SET}
                    options={setOptions}
                    onChange={(event) => change({ setId: event.target.value || null })}
                    disabled={!editable}
                  />
                )}
              </Field>
            </div>
            <Field label={t("editor.tags")} error={errors.tags} hint={editable ? t("editor.tagsHint") : undefined}>
              {(control) => <TagsInput control={control} tags={draft.tags} onChange={(tags) => change({ tags })} disabled={!editable} />}
            </Field>
          </CardBody>
        </Card>

        <Card>
          <CardHeader title={t("editor.camera.title")} description={t("editor.camera.description")} />
          <CardBody>
            <CameraPointsFields
              label={t("editor.camera.label")}
              camera={draft.camera}
              onChange={(camera) => change({ camera })}
              path="camera"
              errors={errors}
              disabled={!editable}
            />
          </CardBody>
        </Card>

        <Card>
          <CardHeader
            title={
              <>
                {t("editor.segments.title")} <span className="section-count">{draft.segments.length}</span>
              </>
            }
            description={t("editor.segments.description")}
          />
          <CardBody>
            <SegmentsEditor
              segments={draft.segments}
              onChange={(segments) => change({ segments })}
              objects={objects}
              sceneCamera={draft.camera}
              errors={errors}
              disabled={!editable}
            />
          </CardBody>
        </Card>
      </TranslatableContent>

      {editable && dirty && (
        <SaveBar
          label={t("editor.save")}
          text={t("editor.unsaved", { name: base.name })}
          onDiscard={() => void reloadTheirs()}
          discardLabel={t("editor.discard")}
          saveLabel={t("editor.saveScene")}
          busy={updateScene.isMutating}
        />
      )}

      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t("editor.deleteTitle", { name: base.name })}
        description={t("editor.deleteDescription")}
        confirmLabel={t("editor.deleteConfirm")}
        destructive
        onConfirm={confirmDelete}
      />
      <LeaveConfirmDialog
        blocker={blocker}
        title={t("editor.leaveTitle")}
        description={t("editor.leaveDescription", { name: base.name })}
        confirmLabel={t("editor.leaveConfirm")}
      />
    </form>
  );
}
