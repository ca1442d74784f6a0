import { useEffect, useState, type FormEvent } from "react";
import { createExperienceSchema } from "@contract";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { validate } from "@/lib/form";

interface ExperienceNameDialogProps {
  open: boolean;
  /** The current name when renaming; absent when creating. */
  name?: string;
  busy?: boolean;
  /** Resolves to a server message to show under the field, or nothing when it worked. */
  onSubmit: (name: string) => Promise<string | undefined> | void;
  onClose: () => void;
}

/** The one field of a new experience, and of a rename. */
export function ExperienceNameDialog({ open, name, busy = false, onSubmit, onClose }: ExperienceNameDialogProps) {
  const renaming = name !== undefined;
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setValue(name ?? "");
    setError(undefined);
  }, [open, name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(createExperienceSchema, { name: value });
    if (result.errors) return setError(result.errors.name);
    if (renaming && result.data.name === name) return onClose();
    setError((await onSubmit(result.data.name)) ?? undefined);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={renaming ? `Rename ${name}` : "New experience"}
      description={renaming ? "Viewers see the new name once you publish again." : "It starts as a draft with one empty Intro scene. Nobody sees it until you publish it."}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="experience-name-form" variant="primary" loading={busy}>
            {renaming ? "Rename" : "Create experience"}
          </Button>
        </>
      }
    >
      <form id="experience-name-form" className="form-stack" onSubmit={submit} noValidate>
        <Field label="Name" error={error}>
          {(control) => (
            <Input {...control} value={value} onChange={(event) => setValue(event.target.value)} maxLength={100} placeholder="e.g. Spring collection" autoFocus />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
