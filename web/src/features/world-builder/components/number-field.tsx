import { useEffect, useState, type KeyboardEvent } from "react";
import { cn } from "@/lib/cn";
import { parseFieldNumber } from "../lib/transform-units";

interface NumberFieldProps {
  /** The accessible name, e.g. "Position X". */
  label: string;
  /** What shows before the value (the axis letter), coloured by `axis`. */
  prefix: string;
  axis?: "x" | "y" | "z";
  value: number;
  /** Arrow keys step by this much (Shift: ten times). */
  step: number;
  unit?: string;
  disabled?: boolean;
  min?: number;
  max?: number;
  /** Called with a valid number when the field commits (Enter, leaving it, or an arrow step). */
  onCommit: (value: number, how: "typed" | "stepped") => void;
}

/**
 * A compact numeric input as 3D editors have them: type and press Enter (or leave the field) to
 * apply, Escape to go back, arrow keys to step. What is typed is kept while focused, so a value
 * coming back rounded from the state does not fight the typing.
 */
export function NumberField({ label, prefix, axis, value, step, unit, disabled, min, max, onCommit }: NumberFieldProps) {
  const shown = formatNumber(value);
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setInvalid(false);
  }, [shown]);

  const clamp = (n: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));

  const commit = () => {
    if (draft === null) return;
    const parsed = parseFieldNumber(draft);
    if (parsed === null) {
      setInvalid(true);
      return;
    }
    setDraft(null);
    setInvalid(false);
    if (clamp(parsed) !== value) onCommit(clamp(parsed), "typed");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setDraft(null);
      setInvalid(false);
      event.currentTarget.blur();
    } else if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      const base = parseFieldNumber(draft ?? shown) ?? value;
      const next = clamp(roundTo(base + (event.key === "ArrowUp" ? 1 : -1) * step * (event.shiftKey ? 10 : 1), step));
      setDraft(null);
      onCommit(next, "stepped");
    }
  };

  return (
    <label className={cn("wb-number", invalid && "wb-number-invalid", disabled && "wb-number-disabled")}>
      <span className={cn("wb-number-prefix", axis && `wb-axis-${axis}`)} aria-hidden="true">
        {prefix}
      </span>
      <input
        className="wb-number-input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        aria-label={label}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        value={draft ?? shown}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {unit && (
        <span className="wb-number-unit" aria-hidden="true">
          {unit}
        </span>
      )}
    </label>
  );
}

function formatNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

function roundTo(value: number, step: number): number {
  const digits = Math.max(0, Math.ceil(-Math.log10(step)) + 1);
  return Number(value.toFixed(digits));
}
