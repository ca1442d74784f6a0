import { SegmentedControl } from "@/components/ui/segmented-control";
import { useBrand } from "@/data/brands/get-brand";
import { languageName } from "@/lib/language-name";
import { useT } from "./messages";

type Props = {
  brandId: string;
  /** The translation shown, or null for the texts as written (the brand's default language). */
  value: string | null;
  onChange: (language: string | null) => void;
};

/**
 * The language switch of a content editor: the texts as written, or one of the brand's
 * translations of them. Nothing while the brand speaks one language.
 */
export function ContentLanguageSwitch({ brandId, value, onChange }: Props) {
  const t = useT();
  const languages = useBrand(brandId).data?.languages;
  if (!languages || languages.others.length === 0) return null;
  const options = [languages.default, ...languages.others].map((code) => ({ value: code, label: languageName(code) }));
  return (
    <SegmentedControl
      className="content-language-switch"
      label={t("switch.label")}
      value={value && languages.others.includes(value) ? value : languages.default}
      options={options}
      onChange={(code) => onChange(code === languages.default ? null : code)}
    />
  );
}
