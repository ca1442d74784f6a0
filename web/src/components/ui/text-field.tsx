import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { Field } from "./field";
import { Input } from "./input";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "children"> {
  label: string;
  /** Shown under the input in red, and linked to it for screen readers. */
  error?: string | null;
  hint?: ReactNode;
  /** Right side of the label row. */
  labelAside?: ReactNode;
  /** The field's class (the wrapper around label, input and hint). */
  className?: string;
  /** The input's own class, added to `input`. */
  inputClassName?: string;
}

/** A labelled text input: a Field holding one Input, every other prop (and the ref) going to the input. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, labelAside, className, inputClassName, ...input },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      {(control) => <Input ref={ref} {...control} {...input} className={inputClassName} />}
    </Field>
  );
});
