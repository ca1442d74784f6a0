import { useEffect, useMemo, useState } from "react";
import { HOST_LINE_MAX, HOST_NAME_MAX, type Host } from "@vitrine/contract";
import { SaveBar } from "@/components/ui/save-bar";
import { TranslatableContent } from "@/components/content-translations/translatable-content";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { TextField } from "@/components/ui/text-field";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { useScenes } from "@/data/scenes/list-scenes";
import { useImageUpload } from "@/hooks/use-image-upload";
import { apiFieldErrors, type FieldErrors } from "@/lib/form";
import { useTheme } from "@/data/theme/get-theme";
import { useLibraryModels } from "../hooks/use-library-models";
import { useUpdateHost } from "@/data/host/update-host";
import { draftFromHost, hostUpdateFromDraft, isHostDirty, segmentsByScene, type HostDraft } from "../lib/host-draft";
import { useT } from "../messages";
import { AvatarPicker } from "./avatar-picker";
import { BubblePreview } from "./bubble-preview";
import { SegmentLines } from "./segment-lines";
import "./host.css";

interface HostEditorProps {
  brandId: string;
  experienceId: string;
  host: Host;
  canWrite: boolean;
}

/** The host's texts in the manifest's keys (name, greeting, segment lines). */
const HOST_TEXTS = ["host."];

export function HostEditor({ brandId, experienceId, host, canWrite }: HostEditorProps) {
  const t = useT();
  const updateHost = useUpdateHost();
  const avatarUpload = useImageUpload(brandId);
  const scenes = useScenes(brandId, experienceId);
  const theme = useTheme(brandId, experienceId);
  const library = useLibraryModels();
  const [saved, setSaved] = useState<Host>(host);
  const [draft, setDraft] = useState<HostDraft>(() => draftFromHost(host));
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Which line the preview shows: the greeting, or the segment being edited. */
  const [previewing, setPreviewing] = useState<string | null>(null);

  const grouped = useMemo(() => segmentsByScene(scenes.data?.items ?? []), [scenes.data]);
  const segmentIds = useMemo(() => new Set(grouped.flatMap((scene) => scene.segments.map((s) => s.id))), [grouped]);
  const dirty = isHostDirty(draft, saved, segmentIds);

  // A newer saved host (after a save, or a refetch) replaces a clean draft; edits in progress stay.
  useEffect(() => {
    setSaved(host);
    setDraft((current) => (isHostDirty(current, saved, segmentIds) ? current : draftFromHost(host)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);

  const change = (update: Partial<HostDraft>, ...fields: string[]) => {
    setDraft((current) => ({ ...current, ...update }));
    if (fields.some((field) => errors[field])) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))));
  };

  const pickImage = async (file: File) => {
    const upload = await avatarUpload.start(file);
    if (upload?.url) change({ avatar: { kind: "image", url: upload.url, uploadId: upload.id } }, "avatar", "avatar.uploadId");
  };

  const discard = () => {
    avatarUpload.reset();
    setDraft(draftFromHost(saved));
    setErrors({});
  };

  const save = async () => {
    const checked = hostUpdateFromDraft(draft, saved, segmentIds);
    if (checked.errors) return setErrors(checked.errors);
    const outcome = await updateHost.trigger({ brandId, experienceId, host: checked.data });
    if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
    avatarUpload.reset();
    setSaved(outcome.data);
    setDraft(draftFromHost(outcome.data));
    setErrors({});
  };

  const previewSegment = previewing ? grouped.flatMap((scene) => scene.segments).find((s) => s.id === previewing) : undefined;
  const previewText = previewSegment ? (draft.segmentLines[previewSegment.id] ?? "") : draft.greeting;
  const avatarUrl =
    draft.avatar.kind === "image"
      ? avatarUpload.state.status === "uploading" || avatarUpload.state.status === "done"
        ? avatarUpload.state.previewUrl
        : draft.avatar.url
      : draft.avatar.kind === "model"
        ? (library.data?.items.find((model) => model._id === (draft.avatar as { libraryObjectId: string | null }).libraryObjectId)?.thumbnail ?? null)
        : null;
  const avatarVariants = draft.avatar.kind === "image" && avatarUrl === draft.avatar.url ? draft.avatar.variants : undefined;
  const avatarError = errors.avatar ?? errors["avatar.libraryObjectId"] ?? errors["avatar.uploadId"];

  return (
    <div className="preview-editor">
      <div className="preview-editor-form">
        <TranslatableContent brandId={brandId} experienceId={experienceId} prefixes={HOST_TEXTS} readOnly={!canWrite}>
          <Card>
            <CardHeader
              title={t("editor.title")}
              description={t("editor.description")}
              actions={
                <Switch
                  checked={draft.enabled}
                  onCheckedChange={(enabled) => change({ enabled })}
                  label={draft.enabled ? t("editor.on") : t("editor.off")}
                  aria-label={t("editor.showHost")}
                  disabled={!canWrite}
                />
              }
            />
            <CardBody className="form-stack">
              <TextField
                label={t("editor.name")}
                error={errors.name}
                value={draft.name}
                onChange={(event) => change({ name: event.target.value }, "name")}
                maxLength={HOST_NAME_MAX}
                disabled={!canWrite}
              />
              <Field
                label={t("editor.greeting")}
                error={errors.greeting}
                hint={t("editor.greetingHint", { length: draft.greeting.length, max: HOST_LINE_MAX })}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    rows={3}
                    value={draft.greeting}
                    onChange={(event) => change({ greeting: event.target.value }, "greeting")}
                    onFocus={() => setPreviewing(null)}
                    maxLength={HOST_LINE_MAX}
                    disabled={!canWrite}
                  />
                )}
              </Field>
            </CardBody>
          </Card>

          <Card>
            <CardHeader title={t("editor.avatarTitle")} description={t("editor.avatarDescription")} />
            <CardBody>
              <AvatarPicker
                avatar={draft.avatar}
                onChange={(avatar) => {
                  if (avatar.kind !== "image") avatarUpload.reset();
                  change({ avatar }, "avatar", "avatar.libraryObjectId", "avatar.uploadId");
                }}
                upload={avatarUpload.state}
                onPickImage={pickImage}
                error={avatarError}
                disabled={!canWrite}
              />
            </CardBody>
          </Card>

          <Card>
            <CardHeader title={t("editor.linesTitle")} description={t("editor.linesDescription")} />
            <CardBody>
              {scenes.error && !scenes.data ? (
                <ErrorState title={t("editor.scenesError")} error={scenes.error} onRetry={() => scenes.mutate()} />
              ) : !scenes.data ? (
                <SkeletonRows rows={3} />
              ) : (
                <SegmentLines
                  scenes={grouped}
                  lines={draft.segmentLines}
                  errors={errors}
                  onChange={(segmentId, line) => change({ segmentLines: { ...draft.segmentLines, [segmentId]: line } }, `segmentLines.${segmentId}`)}
                  onFocusSegment={setPreviewing}
                  disabled={!canWrite}
                />
              )}
            </CardBody>
          </Card>
        </TranslatableContent>
      </div>

      <aside className="preview-editor-side" aria-label={t("editor.preview")}>
        <BubblePreview
          enabled={draft.enabled}
          name={draft.name.trim()}
          text={previewText.trim()}
          caption={previewSegment ? previewSegment.title : t("editor.greeting")}
          avatarUrl={avatarUrl}
          avatarVariants={avatarVariants}
          theme={theme.data}
        />
      </aside>

      {canWrite && dirty && (
        <SaveBar
          text={t("editor.unsaved")}
          onDiscard={discard}
          discardLabel={t("editor.discard")}
          onSave={save}
          saveLabel={t("editor.save")}
          busy={updateHost.isMutating}
          saveDisabled={avatarUpload.busy || !scenes.data}
          // Lines are saved for the segments that exist: wait until they are known, or lines would be dropped.
          saveTitle={scenes.data ? undefined : t("editor.waitingForScenes")}
        />
      )}
    </div>
  );
}
