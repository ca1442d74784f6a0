import { useEffect, useState, type FormEvent } from "react";
import { createPlacementSchema, type Experience, type Placement, type Store } from "@contract";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { useCreatePlacement } from "@/data/placements/create-placement";
import { useUpdatePlacement } from "@/data/placements/update-placement";
import { experienceOptions } from "../lib/experience-options";

interface PlacementDialogProps {
  brandId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  experiences: Experience[];
  stores: Store[];
  /** Editing this placement; creating one when absent. */
  placement?: Placement;
  /** The default experience of a new placement. */
  defaultExperienceId?: string | null;
}

interface Draft {
  name: string;
  storeId: string;
  defaultExperienceId: string;
}

/** Name, store and default experience of a QR code (its schedules are edited on its card). */
export function PlacementDialog({ brandId, open, onOpenChange, experiences, stores, placement, defaultExperienceId = null }: PlacementDialogProps) {
  const createPlacement = useCreatePlacement();
  const updatePlacement = useUpdatePlacement();
  const initial = (): Draft => ({
    name: placement?.name ?? "",
    storeId: placement?.storeId ?? "",
    defaultExperienceId: (placement ? placement.defaultExperienceId : defaultExperienceId) ?? "",
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
      title={placement ? `Edit ${placement.name}` : "New QR code"}
      description={
        placement
          ? "Rename it, move it to another store, or change what it shows outside its schedules."
          : "A QR code standing somewhere, usually in a store. Outside its schedules it shows its default experience."
      }
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" form={formId} variant="primary" loading={busy}>
            {placement ? "Save" : "Create QR code"}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="form-stack">
        <Field label="Name" error={errors.name} hint="Where it stands, e.g. “Entrance window” or “Till, level 1”.">
          {(control) => <Input {...control} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} maxLength={100} autoFocus />}
        </Field>
        <Field label="Store" error={errors.storeId} hint="Its schedules follow the store’s time zone by default.">
          {(control) => (
            <Select
              {...control}
              value={draft.storeId}
              onChange={(e) => setDraft({ ...draft, storeId: e.target.value })}
              options={[{ value: "", label: "No store" }, ...stores.map((s) => ({ value: s.id, label: `${s.name} (${s.timezone})` }))]}
            />
          )}
        </Field>
        <Field
          label="Default experience"
          error={errors.defaultExperienceId}
          hint="Shown outside every schedule. With none (or one not yet published), visitors see the brand’s fallback page."
        >
          {(control) => (
            <Select
              {...control}
              value={draft.defaultExperienceId}
              onChange={(e) => setDraft({ ...draft, defaultExperienceId: e.target.value })}
              options={[{ value: "", label: "None: the brand’s fallback page" }, ...experienceOptions(experiences, draft.defaultExperienceId)]}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
