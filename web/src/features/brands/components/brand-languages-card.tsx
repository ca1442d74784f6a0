import { FormCardFooter } from "@/components/ui/form-card-footer";
import { useEffect, useState, type FormEvent } from "react";
import { MAX_EXTRA_LANGUAGES, type Brand } from "@contract";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { IconX } from "@/components/ui/icons";
import { Select } from "@/components/ui/input";
import { updateBrandSchema, useUpdateBrand } from "@/data/brands/update-brand";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { contentLanguageOptions, languageName } from "@/lib/language-name";
import { useCan } from "@/lib/me";
import "./brand-languages-card.css";

const same = (a: Brand["languages"], b: Brand["languages"]) => a.default === b.default && a.others.join() === b.others.join();

/** The language the brand writes its texts in, and those its experiences are translated into. */
export function BrandLanguagesCard({ brand }: { brand: Brand }) {
  const can = useCan();
  const editable = can("brand.update", brand.id);
  const updateBrand = useUpdateBrand();
  const [draft, setDraft] = useState(brand.languages);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Follow the server copy when it changes (a save, someone else's edit), not when a refetch returns the same.
  const savedKey = `${brand.languages.default}:${brand.languages.others.join()}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setDraft(brand.languages), [savedKey]);
  const dirty = !same(draft, brand.languages);
  const options = contentLanguageOptions();
  const addable = options.filter((option) => option.value !== draft.default && !draft.others.includes(option.value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(updateBrandSchema, { languages: draft });
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    const outcome = await updateBrand.trigger({ brandId: brand.id, changes: result.data });
    if (!outcome.ok) setErrors(apiFieldErrors(outcome.error));
  };

  const othersError = Object.entries(errors).find(([path]) => path.startsWith("languages.others"))?.[1];

  return (
    <Card>
      <CardHeader
        title="Languages"
        description={
          editable
            ? "Visitors read each experience in their phone’s language when it is translated into it, and can switch. Translate texts in each experience’s Translations tab."
            : "Only brand admins can change the brand’s languages."
        }
      />
      <form onSubmit={submit} noValidate>
        <CardBody className="form-stack">
          <Field label="Written in" error={errors["languages.default"]} hint="The language of the texts as you type them in the console.">
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
          <Field label="Translated into" error={othersError} hint={`Up to ${MAX_EXTRA_LANGUAGES} languages. Removing one keeps its translations, unpublished.`}>
            {(control) => (
              <div className="brand-languages">
                {draft.others.length > 0 && (
                  <ul className="brand-language-list" aria-label="Translated into">
                    {draft.others.map((code) => (
                      <li key={code} className="brand-language">
                        {languageName(code)}
                        {editable && (
                          <button
                            type="button"
                            className="brand-language-remove"
                            aria-label={`Remove ${languageName(code)}`}
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
                    aria-label="Add a language"
                    value=""
                    onChange={(event) => event.target.value && setDraft({ ...draft, others: [...draft.others, event.target.value] })}
                    options={[{ value: "", label: "Add a language…" }, ...addable]}
                  />
                )}
                {!editable && draft.others.length === 0 && <p className="cell-muted">None</p>}
              </div>
            )}
          </Field>
        </CardBody>
        {editable && (
          <FormCardFooter
            dirty={dirty}
            busy={updateBrand.isMutating}
            onReset={() => {
              setDraft(brand.languages);
              setErrors({});
            }}
            submitLabel="Save languages"
          />
        )}
      </form>
    </Card>
  );
}
