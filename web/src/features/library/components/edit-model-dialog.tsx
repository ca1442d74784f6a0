import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { LibraryObject } from "@vitrine/contract";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-field";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { useUpdateLibraryObject } from "@/data/library/update-library-object";
import { parseTags } from "@/lib/tags";
import { formatRealWorldSize } from "../lib/model-format";
import { useT } from "../messages";

type Unit = LibraryObject["unit"];
type Placement = LibraryObject["ar"]["placement"];
const UNITS = ["m", "cm", "mm"] as const satisfies readonly Unit[];
type Budget = LibraryObject["budget"];
// Each budget's hint says what a phone downloads at it (the contract's `modelBudgetLevels`).
const BUDGETS = ["strict", "standard", "detailed"] as const satisfies readonly Budget[];
const PLACEMENTS = ["floor", "wall"] as const satisfies readonly Placement[];

interface EditModelDialogProps {
  /** The model being edited; null when the dialog is closed. */
  object: LibraryObject | null;
  onClose: () => void;
}

export function EditModelDialog({ object, onClose }: EditModelDialogProps) {
  const t = useT();
  const units = useMemo(() => UNITS.map((value) => ({ value, label: t(`edit.unit.${value}`) })), [t]);
  const budgets = useMemo(() => BUDGETS.map((value) => ({ value, label: t(`edit.budget.${value}`) })), [t]);
  const placements = useMemo(() => PLACEMENTS.map((value) => ({ value, label: t(`edit.placement.${value}`) })), [t]);
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
    if (!name.trim()) return setError(t("edit.nameRequired"));
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
    <FormDialog
      open={object !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("edit.title")}
      description={t("edit.description")}
      form={{ id: "edit-model-form", onSubmit: submit, submitLabel: t("edit.save") }}
    >
      <TextField label={t("edit.name")} error={error} value={name} onChange={(event) => setName(event.target.value)} maxLength={100} autoFocus />
      <TextField label={t("edit.tags")} hint={t("edit.tagsHint")} value={tags} onChange={(event) => setTags(event.target.value)} />
      {object && !object.sample && (
        <>
          <div className="field">
            <span className="field-label">{t("edit.unit")}</span>
            <SegmentedControl label={t("edit.unit")} value={unit} options={units} onChange={setUnit} disabled={object.status === "processing"} />
            <span className="field-hint">
              {object.status === "ready" ? `${t("edit.nowInRoom", { size: formatRealWorldSize(object.realWorldSize) })} ` : ""}
              {t("edit.unitHint")}
            </span>
          </div>
          <div className="field">
            <span className="field-label">{t("edit.ar")}</span>
            <SegmentedControl label={t("edit.ar")} value={placement} options={placements} onChange={setPlacement} disabled={object.status === "processing"} />
          </div>
          <div className="field">
            <span className="field-label">{t("edit.delivery")}</span>
            <SegmentedControl label={t("edit.delivery")} value={budget} options={budgets} onChange={setBudget} disabled={object.status === "processing"} />
            <span className="field-hint">
              {t(`edit.budgetHint.${budget}`)}
              {budget !== object.budget && ` ${t("edit.remade")}`}
            </span>
          </div>
        </>
      )}
    </FormDialog>
  );
}
