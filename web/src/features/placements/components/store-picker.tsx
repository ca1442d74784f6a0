import { useState } from "react";
import type { Store } from "@vitrine/contract";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import type { FieldControlProps } from "@/components/ui/field";
import { useStore } from "@/data/stores/get-store";
import { useStoreSearch } from "@/data/stores/search-stores";
import { useT } from "../messages";

interface StorePickerProps extends Partial<FieldControlProps> {
  brandId: string;
  /** The chosen store's id; "" for none. */
  value: string;
  onChange: (store: Pick<Store, "id" | "name"> | null) => void;
  /** Offer "No store" first (a placement may stand in no store). */
  noneLabel?: string;
  label?: string;
}

const NONE = "";

/**
 * Chooses one of the brand's stores, however many it has: the server is searched by name prefix as
 * the person types, and the chosen store is read on its own so its name shows whichever results are on screen.
 */
export function StorePicker({ brandId, value, onChange, noneLabel, label, ...control }: StorePickerProps) {
  const t = useT();
  const [text, setText] = useState("");
  const [searching, setSearching] = useState(false);
  const results = useStoreSearch(brandId, text, searching);
  const chosen = useStore(brandId, value || undefined);
  // While the answer for what was just typed is on its way, the previous results narrow at once
  // (the server matches the same lower-cased name prefix), so no store that cannot match stays listed.
  const prefix = text.trim().toLowerCase();
  const stores = (results.data?.items ?? []).filter((s) => s.name.toLowerCase().startsWith(prefix));
  const options: ComboboxOption[] = [
    ...(noneLabel && !text.trim() ? [{ value: NONE, label: noneLabel }] : []),
    ...stores.map((s) => ({ value: s.id, label: s.name, hint: [s.code, s.timezone].filter(Boolean).join(" · ") })),
  ];
  const selectedLabel = value ? (chosen.data?.name ?? "") : (noneLabel ?? "");

  return (
    <Combobox
      {...control}
      label={label}
      selectedLabel={selectedLabel}
      placeholder={t("storePicker.placeholder")}
      onSearch={(typed) => {
        setSearching(true);
        setText(typed);
      }}
      options={options}
      loading={results.isLoading || results.isValidating}
      emptyText={results.error ? t("storePicker.error") : t("storePicker.empty")}
      onSelect={(option) => onChange(option.value === NONE ? null : { id: option.value, name: option.label })}
    />
  );
}
