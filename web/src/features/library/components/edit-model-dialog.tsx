import { useEffect, useState, type FormEvent } from "react";
import type { LibraryObject } from "@contract";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useUpdateLibraryObject } from "@/data/library/update-library-object";
import { parseTags } from "../lib/model-format";

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

  // Each opening starts from the model's current values.
  useEffect(() => {
    if (!object) return;
    setName(object.name);
    setTags(object.tags.join(", "));
    setError(null);
  }, [object]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!object) return;
    if (!name.trim()) return setError("Name is required");
    // Optimistic: the card changes now; a refused save is rolled back with an error toast.
    void updateObject.trigger({ objectId: object._id, changes: { name: name.trim(), tags: parseTags(tags) } });
    onClose();
  };

  return (
    <Dialog
      open={object !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit model"
      description="The name and tags people see when they pick models for sets and scenes."
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="edit-model-form" variant="primary">
            Save
          </Button>
        </>
      }
    >
      <form id="edit-model-form" className="form-stack" onSubmit={submit} noValidate>
        <Field label="Name" error={error}>
          {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} maxLength={100} autoFocus />}
        </Field>
        <Field label="Tags" hint="Separated by commas">
          {(control) => <Input {...control} value={tags} onChange={(event) => setTags(event.target.value)} />}
        </Field>
      </form>
    </Dialog>
  );
}
