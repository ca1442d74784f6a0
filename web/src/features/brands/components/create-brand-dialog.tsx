import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { ColourField } from "@/components/ui/colour-field";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { createBrandSchema, useCreateBrand } from "@/data/brands/create-brand";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { useT } from "../messages";

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
    <Dialog
      open={open}
      onOpenChange={close}
      title={t("create.title")}
      description={t("create.description")}
      footer={
        <>
          <Button onClick={() => close(false)}>{t("create.cancel")}</Button>
          <Button type="submit" form="create-brand-form" variant="primary" loading={createBrand.isMutating}>
            {t("create.submit")}
          </Button>
        </>
      }
    >
      <form id="create-brand-form" className="form-stack" onSubmit={submit} noValidate>
        <Field label={t("fields.name")} error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder={t("create.namePlaceholder")}
              autoFocus
              maxLength={80}
            />
          )}
        </Field>
        <div className="form-row">
          <ColourField
            label={t("fields.primaryColour")}
            value={colours.primary}
            onChange={(primary) => setColours((current) => ({ ...current, primary }))}
            error={errors["colors.primary"]}
          />
          <ColourField
            label={t("fields.accentColour")}
            value={colours.accent}
            onChange={(accent) => setColours((current) => ({ ...current, accent }))}
            error={errors["colors.accent"]}
          />
        </div>
      </form>
    </Dialog>
  );
}
