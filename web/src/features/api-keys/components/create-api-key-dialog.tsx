import { useState, type FormEvent } from "react";
import type { ApiKeyScope, CreatedApiKey } from "@contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Input } from "@/components/ui/input";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { createApiKeySchema, useCreateApiKey } from "@/data/api-keys/create-api-key";
import { describeBrands, scopeLabels } from "../lib/describe-key";

interface CreateApiKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brands: { id: string; name: string }[];
}

type BrandChoice = "all" | "chosen";

/** Create a key; then show it once, with a copy button, before it is gone for good. */
export function CreateApiKeyDialog({ open, onOpenChange, brands }: CreateApiKeyDialogProps) {
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

  const brandError = errors.brandIds ?? Object.entries(errors).find(([path]) => path.startsWith("brandIds."))?.[1];
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
        title="Copy your new API key"
        description="Store it in your system’s secret manager now: for your security, Vitrine shows it only this once."
        footer={
          <Button variant="primary" onClick={() => close(false)}>
            I have copied it
          </Button>
        }
      >
        <div className="form-stack">
          <CopyField label="API key" value={created.key} />
          <dl className="key-secret-facts">
            <dt>Name</dt>
            <dd>{created.apiKey.name}</dd>
            <dt>Access</dt>
            <dd>{scopeLabels[created.apiKey.scope].label}</dd>
            <dt>Brands</dt>
            <dd>{describeBrands(created.apiKey, names)}</dd>
          </dl>
          <Alert tone="info">
            Send it as <code>Authorization: Bearer …</code>. If it leaks, revoke it here and create a new one.
          </Alert>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Create an API key"
      description="For one external system, such as your PIM or a store-operations tool."
      footer={<FormDialogFooter formId="create-api-key-form" submitLabel="Create key" busy={create.isMutating} onCancel={() => close(false)} />}
    >
      <form id="create-api-key-form" className="form-stack" onSubmit={submit} noValidate>
        <Field label="Name" hint="What uses it, so you know which key to revoke later." error={errors.name}>
          {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} placeholder="PIM sync" maxLength={80} autoFocus />}
        </Field>
        <fieldset className="field key-fieldset">
          <legend className="field-label">Access</legend>
          <div className="key-options" role="radiogroup" aria-label="Access">
            {(Object.keys(scopeLabels) as ApiKeyScope[]).map((value) => (
              <label key={value} className="choice-card">
                <input type="radio" name="key-scope" value={value} checked={scope === value} onChange={() => setScope(value)} />
                <span>
                  <span className="key-option-title">{scopeLabels[value].label}</span>
                  <span className="key-option-text">{scopeLabels[value].description}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.scope && <p className="field-error">{errors.scope}</p>}
        </fieldset>
        {scope !== "audit" && (
        <fieldset className="field key-fieldset">
          <legend className="field-label">Brands</legend>
          <div className="key-options" role="radiogroup" aria-label="Brands">
            <label className="choice-card">
              <input type="radio" name="key-brands" checked={brandChoice === "all"} onChange={() => setBrandChoice("all")} />
              <span>
                <span className="key-option-title">All brands</span>
                <span className="key-option-text">Including brands created later.</span>
              </span>
            </label>
            <label className="choice-card">
              <input type="radio" name="key-brands" checked={brandChoice === "chosen"} onChange={() => setBrandChoice("chosen")} />
              <span>
                <span className="key-option-title">Only some brands</span>
                <span className="key-option-text">Other brands answer as if they did not exist.</span>
              </span>
            </label>
          </div>
          {brandChoice === "chosen" && (
            <div className="key-brand-list" role="group" aria-label="Brands this key covers">
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
