import { useEffect, useMemo, useState, type FormEvent } from "react";
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, PRODUCT_SKU_MAX, type Product, type UpdateProduct } from "@vitrine/contract";
import { TranslatableDialogBody } from "@/components/content-translations/translatable-dialog-body";
import { Dialog } from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import { Field } from "@/components/ui/field";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Select } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { useImageUpload } from "@/hooks/use-image-upload";
import { apiFieldErrors, type FieldErrors } from "@/lib/form";
import { useCreateProduct } from "@/data/products/create-product";
import type { ProductsScope } from "@/data/products/list-products";
import { formatPrice, currencyOptions } from "../lib/price";
import { createFromDraft, draftFromProduct, emptyDraft, parsePrice, updateFromDraft, type ProductDraft } from "../lib/product-draft";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { useT } from "../messages";
import { ProductImageField } from "./product-image-field";
import { ProductOptionsField } from "./product-options-field";

export type ProductDialogState =
  | { mode: "closed" }
  | { mode: "create"; currency: string }
  /** `draft` and `errors` bring back an edit the server refused, as it was typed. */
  | { mode: "edit"; product: Product; draft?: ProductDraft; errors?: FieldErrors };

interface ProductDialogProps {
  scope: ProductsScope;
  state: ProductDialogState;
  onClose: () => void;
  /** Edits are saved by the list (optimistically); the dialog closes at once. */
  onSaveEdit: (product: Product, changes: UpdateProduct, draft: ProductDraft, previewImageUrl: string | null) => void;
}

export function ProductDialog({ scope, state, onClose, onSaveEdit }: ProductDialogProps) {
  const t = useT();
  const { locale } = useConsoleLanguage();
  const createProduct = useCreateProduct();
  const image = useImageUpload(scope.brandId);
  const [draft, setDraft] = useState<ProductDraft>(emptyDraft());
  const [errors, setErrors] = useState<FieldErrors>({});
  const currencies = useMemo(() => currencyOptions(locale), [locale]);
  const open = state.mode !== "closed";
  // An existing product's texts can be shown in one of the brand's other languages instead.
  const [language, setLanguage] = useState<string | null>(null);
  const editedId = state.mode === "edit" ? state.product.id : null;
  const texts = useMemo(() => (editedId ? [`product.${editedId}.`] : []), [editedId]);

  // Start from the product (or a refused draft) each time the dialog opens.
  useEffect(() => {
    image.reset();
    setLanguage(null);
    if (state.mode === "create") {
      setDraft(emptyDraft(state.currency));
      setErrors({});
    } else if (state.mode === "edit") {
      setDraft(state.draft ?? draftFromProduct(state.product));
      setErrors(state.errors ?? {});
    }
    // `image.reset` is stable; re-run only when another product (or mode) is opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const pickImage = async (file: File) => {
    const upload = await image.start(file);
    if (upload?.url) set("image", { kind: "new", uploadId: upload.id, previewUrl: upload.url });
  };

  const shownImage =
    image.state.status === "uploading" || image.state.status === "done"
      ? image.state.previewUrl
      : draft.image.kind === "keep"
        ? draft.image.url
        : draft.image.kind === "new"
          ? draft.image.previewUrl
          : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (image.busy) return;
    if (state.mode === "edit") {
      const result = updateFromDraft(state.product, draft);
      if (result.errors) return setErrors(result.errors);
      if (result.data) onSaveEdit(state.product, result.data, draft, draft.image.kind === "new" ? draft.image.previewUrl : null);
      return onClose();
    }
    const result = createFromDraft(draft);
    if (result.errors) return setErrors(result.errors);
    const outcome = await createProduct.trigger({ ...scope, product: result.data });
    if (outcome.ok) onClose();
    else setErrors(apiFieldErrors(outcome.error));
  };

  const price = parsePrice(draft.price);
  const priceHint =
    !Number.isNaN(price) && draft.currency.length === 3
      ? t("dialog.priceShownAs", { price: formatPrice(price, draft.currency, locale) })
      : t("dialog.priceHint");

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={state.mode === "edit" ? t("dialog.editTitle", { name: state.product.name }) : t("dialog.newTitle")}
      description={state.mode === "create" ? t("dialog.newDescription") : undefined}
      footer={
        language ? undefined : (
          <FormDialogFooter
            formId="product-form"
            submitLabel={state.mode === "edit" ? t("dialog.save") : t("dialog.add")}
            busy={createProduct.isMutating}
            disabled={image.busy}
            onCancel={onClose}
          />
        )
      }
    >
      <TranslatableDialogBody translating={editedId ? scope : null} prefixes={texts} language={language} onLanguageChange={setLanguage}>
        <form id="product-form" className="form-stack" onSubmit={submit} noValidate>
          <div className="form-row">
            <TextField
              label={t("dialog.sku")}
              error={errors.sku}
              hint={t("dialog.skuHint")}
              inputClassName="mono-input"
              value={draft.sku}
              onChange={(e) => set("sku", e.target.value)}
              maxLength={PRODUCT_SKU_MAX}
              autoFocus={state.mode === "create"}
              spellCheck={false}
            />
            <TextField
              label={t("dialog.name")}
              error={errors.name}
              value={draft.name}
              onChange={(e) => set("name", e.target.value)}
              maxLength={PRODUCT_NAME_MAX}
            />
          </div>
          <Field label={t("dialog.description")} error={errors.description} hint={t("dialog.descriptionHint")}>
            {(control) => (
              <Textarea
                {...control}
                value={draft.description}
                onChange={(e) => set("description", e.target.value)}
                maxLength={PRODUCT_DESCRIPTION_MAX}
                rows={3}
              />
            )}
          </Field>
          <div className="form-row">
            <TextField
              label={t("dialog.price")}
              error={errors.price}
              hint={priceHint}
              inputMode="decimal"
              value={draft.price}
              onChange={(e) => set("price", e.target.value)}
              placeholder="0.00"
            />
            <Field label={t("dialog.currency")} error={errors.currency}>
              {(control) => <Select {...control} value={draft.currency} options={currencies} onChange={(e) => set("currency", e.target.value)} />}
            </Field>
          </div>
          <TextField
            label={t("dialog.url")}
            error={errors.url}
            hint={t("dialog.urlHint")}
            type="url"
            inputMode="url"
            value={draft.url}
            onChange={(e) => set("url", e.target.value)}
            placeholder="https://shop.example.com/product"
            spellCheck={false}
          />
          <ProductImageField
            imageUrl={shownImage}
            upload={image.state}
            onPick={pickImage}
            onRemove={() => {
              image.reset();
              set("image", { kind: "none" });
            }}
          />
          {errors.imageUploadId && <p className="field-error">{errors.imageUploadId}</p>}
          <div className="product-dimensions-field">
            <Switch
              checked={draft.showDimensions}
              onCheckedChange={(on) => set("showDimensions", on)}
              label={t("dialog.showDimensions")}
              aria-describedby="product-dimensions-hint"
            />
            <p className="field-hint" id="product-dimensions-hint">
              {t("dialog.showDimensionsHint")}
            </p>
          </div>
          <ProductOptionsField
            draft={draft}
            errors={errors}
            enabled={open}
            onChange={(changes, cleared) => {
              setDraft((current) => ({ ...current, ...changes }));
              if (cleared.some((key) => errors[key]))
                setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !cleared.includes(key))));
            }}
          />
        </form>
      </TranslatableDialogBody>
    </Dialog>
  );
}
