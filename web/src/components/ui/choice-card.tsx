import type { InputHTMLAttributes, ReactNode } from "react";

interface ChoiceCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "title"> {
  type: "radio" | "checkbox";
  title: ReactNode;
  /** What choosing it means, under the title. */
  description: ReactNode;
}

/** A radio or checkbox with its title and explanation, chosen as a whole card. */
export function ChoiceCard({ title, description, ...input }: ChoiceCardProps) {
  return (
    <label className="choice-card">
      <input {...input} />
      <span>
        <span className="choice-card-title">{title}</span>
        <span className="choice-card-text">{description}</span>
      </span>
    </label>
  );
}

/** A few radio choice cards side by side (one under the other where there is no room). */
export function ChoiceCardGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="choice-card-group" role="radiogroup" aria-label={label}>
      {children}
    </div>
  );
}
