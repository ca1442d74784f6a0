import { useEffect, useState, type FormEvent } from "react";
import type { LibraryObject } from "@contract";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Input } from "@/components/ui/input";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { useUpdateLibraryObject } from "@/data/library/update-library-object";
import { formatRealWorldSize, parseTags } from "../lib/model-format";

type Unit = LibraryObject["unit"];
type Placement = LibraryObject["ar"]["placement"];
const UNITS = [
  { value: "m", label: "Metres" },
  { value: "cm", label: "Centimetres" },
  { value: "mm", label: "Millimetres" },
] as const satisfies readonly { value: Unit; label: string }[];
type Budget = LibraryObject["budget"];
const BUDGETS = [
  { value: "strict", label: "Lighter" },
  { value: "standard", label: "Standard" },
  { value: "detailed", label: "More detail" },
] as const satisfies readonly { value: Budget; label: string }[];
/** What a phone downloads at each budget (the contract's `modelBudgetLevels`). */
const BUDGET_HINTS: Record<Budget, string> = {
  strict: "Phones get at most 75,000 triangles, 512 px textures and about 2.5 MB: for models shown among many, or on slow networks.",
  standard: "Phones get at most 150,000 triangles, 1024 px textures and about 5 MB.",
  detailed: "Phones get up to 300,000 triangles, 2048 px textures and about 10 MB: for a hero product whose detail matters most.",
};
const PLACEMENTS = [
  { value: "floor", label: "On the floor" },
  { value: "wall", label: "On a wall" },
] as const satisfies readonly { value: Placement; label: string }[];

interface EditModelDialogProps {
  /** The model being edited; null when the dialog is closed. */
  object: LibraryObject | null;
  onClose: () => void;
}

export function EditModelDialog({ object, onClose }: EditModelDialogProps) {
  const updateObject = useUpdateLibraryObject();
  const [name, setName] = useState("");
  const [tags, setTags] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [unit, setUnit] = useState<Unit>("m");
  const [placement, setPlacement] = useState<Placement>("floor");
  const [budget, setBudget] = useState<Budget>("standard");

  // Each opening starts from the model's current values.
  useEffect(() => {
    if (!object) return;
    setName(object.name);
    setTags(object.tags.join(", "));
    setUnit(object.unit);
    setPlacement(object.ar.placement);
    setBudget(object.budget);
    setError(null);
  }, [object]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!object) return;
    if (!name.trim()) return setError("Name is required");
    // Optimistic: the card changes now; a refused save is rolled back with an error toast.
    // A new unit, placement or budget re-runs processing: variants, AR file and sizes are made again.
    const reprocess = {
      ...(unit !== object.unit && { unit }),
      ...(placement !== object.ar.placement && { arPlacement: placement }),
      ...(budget !== object.budget && { budget }),
    };
    void updateObject.trigger({ objectId: object._id, changes: { name: name.trim(), tags: parseTags(tags), ...reprocess } });
    onClose();
  };

  return (
    <Dialog
      open={object !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit model"
      description="The name and tags people see when they pick models for sets and scenes."
      footer={<FormDialogFooter formId="edit-model-form" submitLabel="Save" onCancel={onClose} />}
    >
      <form id="edit-model-form" className="form-stack" onSubmit={submit} noValidate>
        <Field label="Name" error={error}>
          {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} maxLength={100} autoFocus />}
        </Field>
        <Field label="Tags" hint="Separated by commas">
          {(control) => <Input {...control} value={tags} onChange={(event) => setTags(event.target.value)} />}
        </Field>
        {object && !object.sample && (
          <>
            <div className="field">
              <span className="field-label">File authored in</span>
              <SegmentedControl label="File authored in" value={unit} options={UNITS} onChange={setUnit} disabled={object.status === "processing"} />
              <span className="field-hint">
                {object.status === "ready" ? `Now ${formatRealWorldSize(object.realWorldSize)} in the room. ` : ""}
                Pick the unit its file was made in if it looks 100 times too big or small; the model is processed again.
              </span>
            </div>
            <div className="field">
              <span className="field-label">In augmented reality</span>
              <SegmentedControl label="In augmented reality" value={placement} options={PLACEMENTS} onChange={setPlacement} disabled={object.status === "processing"} />
            </div>
            <div className="field">
              <span className="field-label">Delivery files</span>
              <SegmentedControl label="Delivery files" value={budget} options={BUDGETS} onChange={setBudget} disabled={object.status === "processing"} />
              <span className="field-hint">
                {BUDGET_HINTS[budget]}
                {budget !== object.budget && " The phone and desktop files are made again."}
              </span>
            </div>
          </>
        )}
      </form>
    </Dialog>
  );
}
