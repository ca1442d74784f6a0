import { useEffect, useState, type FormEvent } from "react";
import { createExperienceSchema } from "@vitrine/contract";
import { TranslatableDialogBody } from "@/components/content-translations/translatable-dialog-body";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { validate } from "@/lib/form";
import { useT } from "../messages";

interface ExperienceNameDialogProps {
  open: boolean;
  /** The current name when renaming; absent when creating. */
  name?: string;
  busy?: boolean;
  /** Resolves to a server message to show under the field, or nothing when it worked. */
  onSubmit: (name: string) => Promise<string | undefined> | void;
  onClose: () => void;
  /** When renaming: the experience whose name can also be shown in one of the brand's other languages. */
  translating?: { brandId: string; experienceId: string };
}

const NAME_TEXT = ["experience.name"];

/** The one field of a new experience, and of a rename. */
export function ExperienceNameDialog({ open, name, busy = false, onSubmit, onClose, translating }: ExperienceNameDialogProps) {
  const t = useT();
  const renaming = name !== undefined;
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const [language, setLanguage] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setValue(name ?? "");
    setError(undefined);
    setLanguage(null);
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
      title={renaming ? t("nameDialog.renameTitle", { name }) : t("nameDialog.newTitle")}
      description={renaming ? t("nameDialog.renameDescription") : t("nameDialog.newDescription")}
      footer={
        language ? undefined : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t("nameDialog.cancel")}
            </Button>
            <Button type="submit" form="experience-name-form" variant="primary" loading={busy}>
              {renaming ? t("nameDialog.rename") : t("nameDialog.create")}
            </Button>
          </>
        )
      }
    >
      <TranslatableDialogBody translating={renaming ? translating : null} prefixes={NAME_TEXT} language={language} onLanguageChange={setLanguage}>
        <form id="experience-name-form" className="form-stack" onSubmit={submit} noValidate>
          <TextField
            label={t("nameDialog.name")}
            error={error}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={100}
            placeholder={t("nameDialog.placeholder")}
            autoFocus
          />
        </form>
      </TranslatableDialogBody>
    </Dialog>
  );
}
