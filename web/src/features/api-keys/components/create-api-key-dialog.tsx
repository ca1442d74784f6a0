import { useState, type FormEvent } from "react";
import type { ApiKeyScope, CreatedApiKey } from "@vitrine/contract";
import { ChoiceCard, ChoiceCardGroup } from "@/components/ui/choice-card";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { TextField } from "@/components/ui/text-field";
import { apiFieldErrors, listFieldError, validate, type FieldErrors } from "@/lib/form";
import { createApiKeySchema, useCreateApiKey } from "@/data/api-keys/create-api-key";
import { describeBrands, scopeLabels } from "../lib/describe-key";
import { useT } from "../messages";

interface CreateApiKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brands: { id: string; name: string }[];
}

type BrandChoice = "all" | "chosen";

/** Create a key; then show it once, with a copy button, before it is gone for good. */
export function CreateApiKeyDialog({ open, onOpenChange, brands }: CreateApiKeyDialogProps) {
  const t = useT();
  const labels = scopeLabels(t);
  const brandChoices: { value: BrandChoice; title: string; description: string }[] = [
    { value: "all", title: t("create.allBrands"), description: t("create.allBrandsHint") },
    { value: "chosen", title: t("create.someBrands"), description: t("create.someBrandsHint") },
  ];
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiKeyScope>("read");
  const [brandChoice, setBrandChoice] = useState<BrandChoice>("all");
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setName("");
      setScope("read");
      setBrandChoice("all");
      setChosen([]);
      setErrors({});
      setCreated(null);
    }
  };

  const brandError = listFieldError(errors, "brandIds");
  const toggleBrand = (id: string, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((b) => b !== id)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(createApiKeySchema, { name, scope, brandIds: brandChoice === "all" || scope === "audit" ? "all" : chosen });
    if (parsed.errors) return setErrors(parsed.errors);
    setErrors({});
    const outcome = await create.trigger(parsed.data);
    if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
    setCreated(outcome.data);
  };

  if (created) {
    const names = new Map(brands.map((b) => [b.id, b.name]));
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title={t("created.title")}
        description={t("created.description")}
        footer={
          <Button variant="primary" onClick={() => close(false)}>
            {t("created.done")}
          </Button>
        }
      >
        <div className="form-stack">
          <CopyField label={t("created.key")} value={created.key} />
          <dl className="key-secret-facts">
            <dt>{t("created.name")}</dt>
            <dd>{created.apiKey.name}</dd>
            <dt>{t("created.access")}</dt>
            <dd>{labels[created.apiKey.scope].label}</dd>
            <dt>{t("created.brands")}</dt>
            <dd>{describeBrands(created.apiKey, names, t)}</dd>
          </dl>
          <Alert tone="info">
            {t("created.hintBefore")} <code>Authorization: Bearer …</code>
            {t("created.hintAfter")}
          </Alert>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t("create.title")}
      description={t("create.description")}
      footer={<FormDialogFooter formId="create-api-key-form" submitLabel={t("create.submit")} busy={create.isMutating} onCancel={() => close(false)} />}
    >
      <form id="create-api-key-form" className="form-stack" onSubmit={submit} noValidate>
        <TextField
          label={t("create.name")}
          hint={t("create.nameHint")}
          error={errors.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t("create.namePlaceholder")}
          maxLength={80}
          autoFocus
        />
        <fieldset className="field key-fieldset">
          <legend className="field-label">{t("create.access")}</legend>
          <ChoiceCardGroup label={t("create.access")}>
            {(Object.keys(labels) as ApiKeyScope[]).map((value) => (
              <ChoiceCard
                key={value}
                type="radio"
                name="key-scope"
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
                title={labels[value].label}
                description={labels[value].description}
              />
            ))}
          </ChoiceCardGroup>
          {errors.scope && <p className="field-error">{errors.scope}</p>}
        </fieldset>
        {scope !== "audit" && (
          <fieldset className="field key-fieldset">
            <legend className="field-label">{t("create.brands")}</legend>
            <ChoiceCardGroup label={t("create.brands")}>
              {brandChoices.map((choice) => (
                <ChoiceCard
                  key={choice.value}
                  type="radio"
                  name="key-brands"
                  checked={brandChoice === choice.value}
                  onChange={() => setBrandChoice(choice.value)}
                  title={choice.title}
                  description={choice.description}
                />
              ))}
            </ChoiceCardGroup>
            {brandChoice === "chosen" && (
              <div className="key-brand-list" role="group" aria-label={t("create.brandsCovered")}>
                {brands.map((brand) => (
                  <label key={brand.id}>
                    <input type="checkbox" checked={chosen.includes(brand.id)} onChange={(event) => toggleBrand(brand.id, event.target.checked)} />
                    {brand.name}
                  </label>
                ))}
              </div>
            )}
            {brandError && <p className="field-error">{brandError}</p>}
          </fieldset>
        )}
      </form>
    </Dialog>
  );
}
