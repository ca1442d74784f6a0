import { useEffect, useState } from "react";
import { MAX_EXTRA_LANGUAGES, type Brand } from "@vitrine/contract";
import { Field } from "@/components/ui/field";
import { IconX } from "@/components/ui/icons";
import { Select } from "@/components/ui/input";
import { CONTENT_LANGUAGES, languageName } from "@/lib/language-name";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { useBrandForm } from "../hooks/use-brand-form";
import { BrandSettingsCard } from "./brand-settings-card";
import { useT } from "../messages";
import "./brand-languages-card.css";

/** A language's name in the console's language, capitalised as a label ("Français", "Allemand"). */
const nameIn = (code: string, language: string) => {
  const name = languageName(code, language);
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
};

const same = (a: Brand["languages"], b: Brand["languages"]) => a.default === b.default && a.others.join() === b.others.join();

/** The language the brand writes its texts in, and those its experiences are translated into. */
export function BrandLanguagesCard({ brand }: { brand: Brand }) {
  const t = useT();
  const { language } = useConsoleLanguage();
  const form = useBrandForm(brand);
  const { editable, errors } = form;
  const [draft, setDraft] = useState(brand.languages);
  // Follow the server copy when it changes (a save, someone else's edit), not when a refetch returns the same.
  const savedKey = `${brand.languages.default}:${brand.languages.others.join()}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setDraft(brand.languages), [savedKey]);
  const dirty = !same(draft, brand.languages);
  const options = CONTENT_LANGUAGES.map((code) => ({ value: code as string, label: nameIn(code, language) })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );
  const addable = options.filter((option) => option.value !== draft.default && !draft.others.includes(option.value));

  const othersError = Object.entries(errors).find(([path]) => path.startsWith("languages.others"))?.[1];

  return (
    <BrandSettingsCard
      form={form}
      title={t("languages.title")}
      description={t("languages.description")}
      readOnlyDescription={t("languages.readOnly")}
      changes={{ languages: draft }}
      dirty={dirty}
      onReset={() => setDraft(brand.languages)}
      submitLabel={t("languages.save")}
    >
      <Field label={t("languages.writtenIn")} error={errors["languages.default"]} hint={t("languages.writtenInHint")}>
        {(control) => (
          <Select
            {...control}
            value={draft.default}
            disabled={!editable}
            onChange={(event) => setDraft({ default: event.target.value, others: draft.others.filter((code) => code !== event.target.value) })}
            options={options}
          />
        )}
      </Field>
      <Field label={t("languages.translatedInto")} error={othersError} hint={t("languages.translatedIntoHint", { max: MAX_EXTRA_LANGUAGES })}>
        {(control) => (
          <div className="brand-languages">
            {draft.others.length > 0 && (
              <ul className="brand-language-list" aria-label={t("languages.translatedInto")}>
                {draft.others.map((code) => (
                  <li key={code} className="brand-language">
                    {nameIn(code, language)}
                    {editable && (
                      <button
                        type="button"
                        className="brand-language-remove"
                        aria-label={t("languages.remove", { language: nameIn(code, language) })}
                        onClick={() => setDraft({ ...draft, others: draft.others.filter((other) => other !== code) })}
                      >
                        <IconX size={12} />
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {editable && draft.others.length < MAX_EXTRA_LANGUAGES && (
              <Select
                {...control}
                aria-label={t("languages.add")}
                value=""
                onChange={(event) => event.target.value && setDraft({ ...draft, others: [...draft.others, event.target.value] })}
                options={[{ value: "", label: t("languages.addPlaceholder") }, ...addable]}
              />
            )}
            {!editable && draft.others.length === 0 && <p className="cell-muted">{t("languages.none")}</p>}
          </div>
        )}
      </Field>
    </BrandSettingsCard>
  );
}
