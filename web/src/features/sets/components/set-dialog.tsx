import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { floorKinds, lightingPresets, type VitrineSet } from "@vitrine/contract";
import { ColourField } from "@/components/ui/colour-field";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Select } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { formatNumber } from "@/lib/format";
import { apiFieldErrors, type FieldErrors } from "@/lib/form";
import { useCreateSet } from "@/data/sets/create-set";
import { useLibrary } from "../hooks/use-library";
import { useUpdateSet } from "@/data/sets/update-set";
import { previewSettings, type PreviewSettings } from "../lib/preview-settings";
import { draftToSet, emptySetDraft, setToDraft, type SetDraft } from "../lib/set-draft";
import { useT } from "../messages";
import { SetPreview } from "./set-preview";

interface SetDialogProps {
  brandId: string;
  open: boolean;
  /** The set to edit, or null to create one. */
  set: VitrineSet | null;
  onClose: () => void;
}

const NONE = "";
const triangles = (count: number) => formatNumber(count, { notation: "compact", maximumFractionDigits: 1 });

export function SetDialog({ brandId, open, set, onClose }: SetDialogProps) {
  const t = useT();
  const lightingOptions = useMemo(() => lightingPresets.map((value) => ({ value, label: t(`lighting.${value}`) })), [t]);
  const floorOptions = useMemo(() => floorKinds.map((value) => ({ value, label: t(`floor.${value}`) })), [t]);
  const createSet = useCreateSet();
  const updateSet = useUpdateSet();
  const library = useLibrary(open);
  const [draft, setDraft] = useState<SetDraft>(emptySetDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  // After a first attempt, errors follow the typing so a fixed field clears at once.
  const [attempted, setAttempted] = useState(false);

  // Start from the set's values (or the defaults) each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    setDraft(set ? setToDraft(set) : emptySetDraft());
    setErrors({});
    setAttempted(false);
  }, [open, set]);

  const change = (changes: Partial<SetDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    if (attempted) setErrors(draftToSet(next).errors ?? {});
  };

  const models = library.data?.items ?? [];
  // The preview follows every keystroke; a half-typed colour or size keeps the last drawn value.
  const lastPreview = useRef<PreviewSettings | undefined>(undefined);
  const preview = useMemo(() => previewSettings(draft, library.data?.items, lastPreview.current), [draft, library.data]);
  useEffect(() => {
    lastPreview.current = preview;
  }, [preview]);
  // A set may point at a model this workspace no longer lists: keep it choosable rather than silently dropping it.
  const missing = draft.backdropObjectId && library.data && !models.some((m) => m._id === draft.backdropObjectId);
  const backdropOptions = [
    { value: NONE, label: t("dialog.none") },
    ...models.map((model) => ({
      value: model._id,
      label: t(model.status === "processing" ? "dialog.backdropOptionProcessing" : "dialog.backdropOption", {
        name: model.name,
        triangles: triangles(model.triangles),
      }),
    })),
    ...(missing ? [{ value: draft.backdropObjectId!, label: t("dialog.missingModel") }] : []),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const result = draftToSet(draft);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    if (set) {
      // Optimistic: the list shows the change now and puts the old values back if the save is refused.
      void updateSet.trigger({ brandId, setId: set.id, changes: result.data });
      return onClose();
    }
    const outcome = await createSet.trigger({ brandId, set: result.data });
    if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
    onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={set ? t("dialog.editTitle", { name: set.name }) : t("dialog.newTitle")}
      description={t("dialog.description")}
      footer={<FormDialogFooter formId="set-form" submitLabel={set ? t("dialog.save") : t("dialog.create")} busy={createSet.isMutating} onCancel={onClose} />}
    >
      <form id="set-form" className="set-form" onSubmit={submit} noValidate>
        <div className="form-stack">
          <TextField
            label={t("dialog.name")}
            error={errors.name}
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            maxLength={100}
            autoFocus
          />
          <Field
            label={t("dialog.backdrop")}
            error={errors.backdropObjectId ?? (library.error ? t("dialog.libraryError") : undefined)}
            hint={library.isLoading ? t("dialog.libraryLoading") : t("dialog.backdropHint")}
          >
            {(control) => (
              <Select
                {...control}
                value={draft.backdropObjectId ?? NONE}
                options={backdropOptions}
                onChange={(event) => change({ backdropObjectId: event.target.value || null })}
              />
            )}
          </Field>
          <div className="form-row">
            <Field label={t("dialog.lighting")} error={errors.lighting}>
              {(control) => (
                <Select
                  {...control}
                  value={draft.lighting}
                  options={lightingOptions}
                  onChange={(event) => change({ lighting: event.target.value as SetDraft["lighting"] })}
                />
              )}
            </Field>
            <ColourField label={t("dialog.background")} value={draft.background} onChange={(background) => change({ background })} error={errors.background} />
          </div>
          <div className="form-row">
            <Field label={t("dialog.floor")} error={errors["floor.kind"]}>
              {(control) => (
                <Select
                  {...control}
                  value={draft.floorKind}
                  options={floorOptions}
                  onChange={(event) => change({ floorKind: event.target.value as SetDraft["floorKind"] })}
                />
              )}
            </Field>
            <TextField
              label={t("dialog.floorSize")}
              error={errors["floor.size"]}
              type="number"
              inputMode="decimal"
              min={1}
              max={200}
              step="any"
              value={draft.floorSize}
              onChange={(event) => change({ floorSize: event.target.value })}
              disabled={draft.floorKind === "none"}
            />
          </div>
          {/* Without a floor its colour and size mean nothing; they are kept in case a floor comes back. */}
          <ColourField
            label={t("dialog.floorColour")}
            value={draft.floorColor}
            onChange={(floorColor) => change({ floorColor })}
            error={errors["floor.color"]}
            disabled={draft.floorKind === "none"}
          />
        </div>
        <SetPreview settings={preview} />
      </form>
    </Dialog>
  );
}
