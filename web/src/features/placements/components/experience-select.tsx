import type { ReactNode } from "react";
import type { Experience } from "@vitrine/contract";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { experienceOptions } from "../lib/experience-options";
import { useT } from "../messages";

interface ExperienceSelectProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  experiences: Experience[];
  /** The chosen experience's id ("" for none). */
  value: string;
  onChange: (experienceId: string) => void;
  disabled?: boolean;
  /** The first option, choosing no experience; without it one must be chosen. */
  noneLabel?: string;
}

/** A field choosing one of the brand's experiences: drafts are marked, an id no longer listed is kept. */
export function ExperienceSelect({ label, error, hint, experiences, value, onChange, disabled, noneLabel }: ExperienceSelectProps) {
  const t = useT();
  const options = experienceOptions(experiences, value, t);
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <Select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          options={noneLabel === undefined ? options : [{ value: "", label: noneLabel }, ...options]}
        />
      )}
    </Field>
  );
}
