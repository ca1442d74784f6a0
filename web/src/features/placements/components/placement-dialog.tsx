import { useEffect, useState, type FormEvent } from "react";
import { createPlacementSchema, type Placement } from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { TextField } from "@/components/ui/text-field";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { useCreatePlacement } from "@/data/placements/create-placement";
import { useUpdatePlacement } from "@/data/placements/update-placement";
import type { SchedulerScope } from "../lib/scheduler-scope";
import { useT } from "../messages";
import { ExperienceSelect } from "./experience-select";
import { StorePicker } from "./store-picker";

interface PlacementDialogProps {
  /** A new placement shows the scope's experience by default. */
  scope: SchedulerScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this placement; creating one when absent. */
  placement?: Placement;
}

interface Draft {
  name: string;
  storeId: string;
  defaultExperienceId: string;
}

/** Name, store and default experience of a QR code (its schedules are edited on its card). */
export function PlacementDialog({ scope, open, onOpenChange, placement }: PlacementDialogProps) {
  const { brandId, experiences } = scope;
  const t = useT();
  const createPlacement = useCreatePlacement();
  const updatePlacement = useUpdatePlacement();
  const initial = (): Draft => ({
    name: placement?.name ?? "",
    storeId: placement?.storeId ?? "",
    defaultExperienceId: (placement ? placement.defaultExperienceId : scope.experienceId) ?? "",
  });
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Each opening starts from the placement as saved.
  useEffect(() => {
    if (open) {
      setDraft(initial());
      setErrors({});
    }
    // Only an opening resets the draft; `initial` is a new function at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const formId = placement ? `placement-form-${placement.id}` : "placement-form-new";
  const busy = createPlacement.isMutating || updatePlacement.isMutating;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name: draft.name, storeId: draft.storeId || null, defaultExperienceId: draft.defaultExperienceId || null };
    const checked = validate(createPlacementSchema, body);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    const outcome = placement
      ? await updatePlacement.trigger({ brandId, placementId: placement.id, changes: body })
      : await createPlacement.trigger({ brandId, placement: body });
    if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={placement ? t("dialog.editTitle", { name: placement.name }) : t("dialog.newTitle")}
      description={placement ? t("dialog.editDescription") : t("dialog.newDescription")}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t("dialog.cancel")}</Button>
          <Button type="submit" form={formId} variant="primary" loading={busy}>
            {placement ? t("dialog.save") : t("dialog.create")}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="form-stack">
        <TextField
          label={t("dialog.name")}
          error={errors.name}
          hint={t("dialog.nameHint")}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          maxLength={100}
          autoFocus
        />
        <Field label={t("dialog.store")} error={errors.storeId} hint={t("dialog.storeHint")}>
          {(control) => (
            <StorePicker
              {...control}
              brandId={brandId}
              value={draft.storeId}
              onChange={(store) => setDraft({ ...draft, storeId: store?.id ?? "" })}
              noneLabel={t("dialog.noStore")}
            />
          )}
        </Field>
        <ExperienceSelect
          label={t("dialog.defaultExperience")}
          error={errors.defaultExperienceId}
          hint={t("dialog.defaultHint")}
          experiences={experiences}
          value={draft.defaultExperienceId}
          onChange={(defaultExperienceId) => setDraft({ ...draft, defaultExperienceId })}
          noneLabel={t("dialog.none")}
        />
      </form>
    </Dialog>
  );
}
