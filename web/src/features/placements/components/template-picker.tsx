import { useState } from "react";
import type { Placement } from "@vitrine/contract";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import type { FieldControlProps } from "@/components/ui/field";
import { usePlacements } from "@/data/placements/list-placements";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useT } from "../messages";

interface TemplatePickerProps extends Partial<FieldControlProps> {
  brandId: string;
  experienceId: string;
  value: Placement | null;
  onChange: (placement: Placement | null) => void;
}

const NONE = "";

/**
 * Chooses the QR code whose schedules every new code copies: one of the experience's codes that
 * has schedules, searched by name on the server (the list may hold thousands, not only the page on screen).
 */
export function TemplatePicker({ brandId, experienceId, value, onChange, ...control }: TemplatePickerProps) {
  const t = useT();
  const [text, setText] = useState("");
  const q = useDebouncedValue(text.trim(), 250);
  const results = usePlacements(brandId, { experienceId, sort: "name", limit: 20, ...(q ? { q } : {}) });
  const prefix = text.trim().toLowerCase();
  const withSchedules = (results.data?.items ?? []).filter((p) => p.schedules.length > 0 && p.name.toLowerCase().startsWith(prefix));
  const label = (p: Placement) => t("bulk.templateFrom", { name: p.name, count: p.schedules.length });
  const options: ComboboxOption[] = [
    ...(prefix ? [] : [{ value: NONE, label: t("bulk.noTemplate") }]),
    ...withSchedules.map((p) => ({ value: p.id, label: label(p) })),
  ];

  return (
    <Combobox
      {...control}
      selectedLabel={value ? label(value) : t("bulk.noTemplate")}
      placeholder={t("bulk.templateSearch")}
      onSearch={setText}
      options={options}
      loading={results.isValidating}
      emptyText={t("bulk.templateNone")}
      onSelect={(option) => onChange(withSchedules.find((p) => p.id === option.value) ?? null)}
    />
  );
}
