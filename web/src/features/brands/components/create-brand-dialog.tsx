import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-field";
import { createBrandSchema, useCreateBrand } from "@/data/brands/create-brand";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { useT } from "../messages";
import { BrandColourFields } from "./brand-colour-fields";

interface CreateBrandDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const DEFAULT_COLOURS = { primary: "#111827", accent: "#4f46e5" };

export function CreateBrandDialog({ open, onOpenChange }: CreateBrandDialogProps) {
  const t = useT();
  const navigate = useNavigate();
  const createBrand = useCreateBrand();
  const [name, setName] = useState("");
  const [colours, setColours] = useState(DEFAULT_COLOURS);
  const [errors, setErrors] = useState<FieldErrors>({});

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setName("");
      setColours(DEFAULT_COLOURS);
      setErrors({});
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(createBrandSchema, { name, colors: colours });
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    const outcome = await createBrand.trigger(result.data);
    if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
    close(false);
    navigate(`/manager/panel/brands/${outcome.data.id}`);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t("create.title")}
      description={t("create.description")}
      form={{ id: "create-brand-form", onSubmit: submit, submitLabel: t("create.submit"), busy: createBrand.isMutating }}
    >
      <TextField
        label={t("fields.name")}
        error={errors.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder={t("create.namePlaceholder")}
        autoFocus
        maxLength={80}
      />
      <BrandColourFields value={colours} onChange={setColours} errors={errors} />
    </FormDialog>
  );
}
