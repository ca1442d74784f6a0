import type { Transform } from "@vitrine/contract";
import { AXES, fieldValue, SNAP, withFieldValue, type TransformPart } from "../lib/transform-units";
import { useT } from "../messages";
import { NumberField } from "./number-field";

interface TransformFieldsProps {
  transform: Transform;
  /** Which rows to show: pins only have a position. */
  parts?: readonly TransformPart[];
  snap: boolean;
  disabled: boolean;
  /** `coalesce` groups arrow-key steps of one field into one undo step. */
  onChange: (transform: Transform, coalesce?: string) => void;
}

const ROWS: Record<
  TransformPart,
  { label: "transform.position" | "transform.rotation" | "transform.scale"; unit: string; step: number; snapStep: number; min?: number; max?: number }
> = {
  position: { label: "transform.position", unit: "m", step: 0.01, snapStep: SNAP.translate, min: -10000, max: 10000 },
  rotation: { label: "transform.rotation", unit: "°", step: 1, snapStep: SNAP.rotateDegrees },
  scale: { label: "transform.scale", unit: "×", step: 0.01, snapStep: SNAP.scale, min: 0.001, max: 1000 },
};

/** Position (metres), rotation (degrees) and scale, one row each, X Y Z across. */
export function TransformFields({ transform, parts = ["position", "rotation", "scale"], snap, disabled, onChange }: TransformFieldsProps) {
  const t = useT();
  return (
    <div className="wb-transform">
      {parts.map((part) => {
        const row = ROWS[part];
        return (
          <fieldset key={part} className="wb-transform-row" disabled={disabled}>
            <legend className="wb-transform-label">
              {t(row.label)} <span className="wb-transform-unit">{row.unit}</span>
            </legend>
            <div className="wb-transform-fields">
              {AXES.map((axis) => (
                <NumberField
                  key={axis}
                  label={t("transform.fieldLabel", { part: t(row.label), axis: axis.toUpperCase() })}
                  prefix={axis.toUpperCase()}
                  axis={axis}
                  value={fieldValue(transform, part, axis)}
                  step={snap ? row.snapStep : row.step}
                  min={row.min}
                  max={row.max}
                  disabled={disabled}
                  onCommit={(value, how) => onChange(withFieldValue(transform, part, axis, value), how === "stepped" ? `${part}.${axis}` : undefined)}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
