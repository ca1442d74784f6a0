import { useState, type ChangeEventHandler, type ReactNode } from "react";
import { Field } from "./field";
import { IconEye, IconEyeOff } from "./icons";
import { Input } from "./input";

interface PasswordFieldProps {
  label: string;
  /**
   * Names the show/hide button ("Show password"), in the screen's language. Given by the screen,
   * so the sign-in screen loads no catalogue beyond its own.
   */
  showLabel: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  /** `current-password` where one is typed to sign in, `new-password` where one is chosen (password managers go by it). */
  autoComplete: "current-password" | "new-password";
  error?: string | null;
  hint?: ReactNode;
  labelAside?: ReactNode;
  name?: string;
  required?: boolean;
  autoFocus?: boolean;
}

/** A labelled password input with a button that shows what was typed, and hides it again. */
export function PasswordField({ label, showLabel, error, hint, labelAside, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} labelAside={labelAside}>
      {(control) => (
        <div className="password-field">
          <Input {...control} {...input} type={shown ? "text" : "password"} autoCapitalize="none" spellCheck={false} />
          {/* Named by its text rather than aria-label, so that the input stays the only thing labelled "Password". */}
          <button type="button" className="password-field-toggle" aria-pressed={shown} aria-controls={control.id} onClick={() => setShown(!shown)}>
            {shown ? <IconEyeOff /> : <IconEye />}
            <span className="visually-hidden">{showLabel}</span>
          </button>
        </div>
      )}
    </Field>
  );
}
