import { useEffect, useState, type KeyboardEvent } from "react";
import { Link } from "react-router-dom";
import type { Product, UpdateVirtualObject, VirtualObject } from "@vitrine/contract";
import { IconCube } from "@/components/ui/icons";
import { Input, Select } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Td, Tr } from "@/components/ui/table";
import { useT } from "../messages";

interface VirtualObjectRowProps {
  object: VirtualObject;
  editable: boolean;
  /** Undefined hides the product picker (no catalogue); null while it loads or when it cannot be read. */
  products: Product[] | null | undefined;
  onChange: (changes: UpdateVirtualObject) => void;
}

const NO_PRODUCT = "";

const placementCount = (object: VirtualObject) => object.usedIn.reduce((sum, use) => sum + use.count, 0);

/** Commits a text field on blur or Enter, and puts back the stored value on Escape. */
function commitKeys(event: KeyboardEvent<HTMLInputElement>, reset: () => void) {
  if (event.key === "Enter") event.currentTarget.blur();
  if (event.key === "Escape") {
    reset();
    requestAnimationFrame(() => event.currentTarget?.blur());
  }
}

export function VirtualObjectRow({ object, editable, products, onChange }: VirtualObjectRowProps) {
  const t = useT();
  const [displayName, setDisplayName] = useState(object.displayName ?? "");
  const [scale, setScale] = useState(String(object.scale));
  const [scaleError, setScaleError] = useState<string>();

  // Follow the server copy (after a save, a rollback, or someone else's edit).
  useEffect(() => setDisplayName(object.displayName ?? ""), [object.displayName]);
  useEffect(() => {
    setScale(String(object.scale));
    setScaleError(undefined);
  }, [object.scale]);

  const commitName = () => {
    const next = displayName.trim();
    if (next !== (object.displayName ?? "")) onChange({ displayName: next || null });
  };
  const commitScale = () => {
    const value = Number(scale);
    if (scale.trim() === "" || !Number.isFinite(value) || value < 0.01 || value > 100) return setScaleError(t("row.scaleRange"));
    setScaleError(undefined);
    if (value !== object.scale) onChange({ scale: value });
  };

  const productMissing = object.productId && products && !products.some((p) => p.id === object.productId);
  const productOptions = [
    { value: NO_PRODUCT, label: products === null ? t("row.productsUnavailable") : t("row.noProduct") },
    ...(products ?? []).map((product) => ({ value: product.id, label: `${product.name} · ${product.sku}` })),
    ...(productMissing || (object.productId && !products) ? [{ value: object.productId!, label: t("row.linkedProduct") }] : []),
  ];
  const label = object.displayName ?? object.name;

  return (
    <Tr data-library-object-id={object.libraryObjectId}>
      <Td>
        <div className="cell-identity">
          <span className="vo-thumb" aria-hidden="true">
            {object.thumbnail ? <img src={object.thumbnail} alt="" loading="lazy" /> : <IconCube size={18} />}
          </span>
          <div className="cell-identity-text">
            <span className="cell-title">{label}</span>
            <div className="cell-subtitle">
              {object.displayName ? t("row.library", { name: object.name }) : t("row.placed", { count: placementCount(object) })}
            </div>
          </div>
        </div>
      </Td>
      <Td className="hide-sm">
        <div className="vo-usage">
          {object.usedIn.map((use) => (
            <Link
              key={use.sceneId}
              to={`../scenes?scene=${encodeURIComponent(use.sceneId)}`}
              className="vo-usage-chip"
              title={t("row.openScene", { scene: use.sceneName })}
            >
              {use.sceneName}
              {use.count > 1 && <span className="vo-usage-count">×{use.count}</span>}
            </Link>
          ))}
        </div>
      </Td>
      <Td>
        <Input
          className="vo-name-input"
          aria-label={t("row.displayNameLabel", { name: object.name })}
          placeholder={object.name}
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          onBlur={commitName}
          onKeyDown={(event) => commitKeys(event, () => setDisplayName(object.displayName ?? ""))}
          maxLength={100}
          disabled={!editable}
        />
      </Td>
      <Td>
        <Input
          className="vo-scale-input"
          inputMode="decimal"
          aria-label={t("row.scaleLabel", { name: object.name })}
          aria-invalid={scaleError ? true : undefined}
          title={scaleError ?? t("row.scaleHint")}
          value={scale}
          onChange={(event) => setScale(event.target.value)}
          onBlur={commitScale}
          onKeyDown={(event) => commitKeys(event, () => setScale(String(object.scale)))}
          disabled={!editable}
        />
        {scaleError && <p className="field-error vo-error">{scaleError}</p>}
      </Td>
      <Td>
        <Switch
          checked={object.interactive}
          onCheckedChange={(interactive) => onChange({ interactive })}
          aria-label={t("row.tapsLabel", { name: object.name })}
          disabled={!editable}
        />
      </Td>
      {products !== undefined && (
        <Td>
          <Select
            className="vo-product-select"
            aria-label={t("row.productLabel", { name: object.name })}
            value={object.productId ?? NO_PRODUCT}
            options={productOptions}
            onChange={(event) => onChange({ productId: event.target.value || null })}
            disabled={!editable || products === null}
          />
        </Td>
      )}
    </Tr>
  );
}
