import { useMemo } from "react";
import { PRODUCT_NAME_MAX, PRODUCT_SKU_MAX } from "@vitrine/contract";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { useWholeLibrary } from "@/data/library/list-whole-library";
import type { FieldErrors } from "@/lib/form";
import { optionDraftFor, type OptionDraft, type ProductDraft } from "../lib/product-draft";
import { useT } from "../messages";

interface ProductOptionsFieldProps {
  draft: ProductDraft;
  errors: FieldErrors;
  /** Asks for the library only while the dialog is open. */
  enabled: boolean;
  onChange: (changes: Pick<ProductDraft, "modelId" | "options" | "defaultOption">, clearedErrors: string[]) => void;
}

/**
 * The product's options: a library model with material variants, and for each variant offered its
 * own name, SKU, price and link, one of them shown first.
 */
export function ProductOptionsField({ draft, errors, enabled, onChange }: ProductOptionsFieldProps) {
  const t = useT();
  const library = useWholeLibrary({}, { enabled, revalidateOnFocus: false });
  const models = useMemo(() => library.data?.items.filter((item) => item.materialVariants.length > 0) ?? [], [library.data]);
  const model = library.data?.items.find((item) => item._id === draft.modelId);
  // A saved option whose variant the model no longer lists still shows, so that it can be removed.
  const variants = useMemo(() => {
    const listed = model?.materialVariants ?? [];
    return [...listed, ...draft.options.map((option) => option.variant).filter((variant) => !listed.includes(variant))];
  }, [model, draft.options]);
  const modelChoices = useMemo(() => {
    const choices = [{ value: "", label: t("options.noModel") }, ...models.map((item) => ({ value: item._id, label: item.name }))];
    if (draft.modelId !== "" && !models.some((item) => item._id === draft.modelId))
      choices.push({ value: draft.modelId, label: model?.name ?? t("options.savedModel") });
    return choices;
  }, [models, model, draft.modelId, t]);

  const optionErrorKeys = Object.keys(errors).filter((key) => key.startsWith("options") || key === "modelId" || key === "defaultOption");
  const defaultVariant = draft.options.find((option) => option.variant === draft.defaultOption)?.variant ?? draft.options[0]?.variant ?? null;

  const chooseModel = (modelId: string) => onChange({ modelId, options: [], defaultOption: null }, optionErrorKeys);
  const toggle = (variant: string, offered: boolean) => {
    const kept = draft.options.filter((option) => option.variant !== variant);
    const options = offered ? variants.flatMap((v) => (v === variant ? [optionDraftFor(v, draft)] : kept.filter((o) => o.variant === v))) : kept;
    onChange({ modelId: draft.modelId, options, defaultOption: draft.defaultOption }, optionErrorKeys);
  };
  const edit = (index: number, key: keyof OptionDraft, value: string) => {
    const options = draft.options.map((option, i) => (i === index ? { ...option, [key]: value } : option));
    onChange({ modelId: draft.modelId, options, defaultOption: draft.defaultOption }, [`options.${index}.${key}`]);
  };

  return (
    <fieldset className="product-options">
      <legend className="field-label">{t("options.title")}</legend>
      <Field label={t("options.model")} error={errors.modelId} hint={models.length === 0 && library.data ? t("options.noModels") : t("options.modelHint")}>
        {(control) => (
          <Select
            {...control}
            value={draft.modelId}
            options={modelChoices}
            onChange={(e) => chooseModel(e.target.value)}
            disabled={!library.data && !library.error}
          />
        )}
      </Field>
      {(errors.options || errors.defaultOption) && <p className="field-error">{errors.options ?? errors.defaultOption}</p>}
      {draft.modelId !== "" && variants.length > 0 && (
        <ul className="product-option-list">
          {variants.map((variant) => {
            const index = draft.options.findIndex((option) => option.variant === variant);
            const option = index >= 0 ? draft.options[index] : null;
            const error = (key: string) => errors[`options.${index}.${key}`];
            return (
              <li key={variant} className="product-option">
                <div className="product-option-head">
                  <label className="product-option-offer">
                    <input type="checkbox" checked={option !== null} onChange={(e) => toggle(variant, e.target.checked)} />
                    <span>{t("options.offer", { variant })}</span>
                  </label>
                  {option && (
                    <label className="product-option-default">
                      <input
                        type="radio"
                        name="product-default-option"
                        checked={defaultVariant === variant}
                        onChange={() => onChange({ modelId: draft.modelId, options: draft.options, defaultOption: variant }, ["defaultOption"])}
                      />
                      <span>{t("options.default")}</span>
                    </label>
                  )}
                </div>
                {error("variant") && <p className="field-error">{error("variant")}</p>}
                {option && (
                  <div className="product-option-fields">
                    <TextField
                      label={t("options.name")}
                      error={error("name")}
                      value={option.name}
                      onChange={(e) => edit(index, "name", e.target.value)}
                      maxLength={PRODUCT_NAME_MAX}
                    />
                    <TextField
                      label={t("options.sku")}
                      error={error("sku")}
                      inputClassName="mono-input"
                      value={option.sku}
                      onChange={(e) => edit(index, "sku", e.target.value)}
                      maxLength={PRODUCT_SKU_MAX}
                      spellCheck={false}
                    />
                    <TextField
                      label={t("options.price")}
                      error={error("price")}
                      inputMode="decimal"
                      value={option.price}
                      onChange={(e) => edit(index, "price", e.target.value)}
                      placeholder="0.00"
                    />
                    <TextField
                      label={t("options.url")}
                      error={error("url")}
                      type="url"
                      inputMode="url"
                      value={option.url}
                      onChange={(e) => edit(index, "url", e.target.value)}
                      placeholder={t("options.urlPlaceholder")}
                      spellCheck={false}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
