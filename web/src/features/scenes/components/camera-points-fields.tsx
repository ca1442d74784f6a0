import { axes, cameraPointNames, type Axis, type CameraDraft, type CameraPointName, type FieldErrors } from "../lib/scene-draft";
import { useT } from "../messages";

interface CameraPointsFieldsProps {
  /** Names the group, e.g. "Scene camera" or "Camera of Welcome". */
  label: string;
  camera: CameraDraft;
  onChange: (camera: CameraDraft) => void;
  /** Field path of this camera in the errors, e.g. `camera` or `segments.0.camera`. */
  path: string;
  errors: FieldErrors;
  disabled?: boolean;
}

/** The four camera points as numeric x / y / z fields, in metres. */
export function CameraPointsFields({ label, camera, onChange, path, errors, disabled = false }: CameraPointsFieldsProps) {
  const t = useT();
  const set = (point: CameraPointName, axis: Axis, value: string) => onChange({ ...camera, [point]: { ...camera[point], [axis]: value } });
  return (
    <fieldset className="camera-fields" aria-label={label}>
      <div className="camera-fields-head" aria-hidden="true">
        <span />
        {axes.map((axis) => (
          <span key={axis} className="camera-axis">
            {axis.toUpperCase()}
          </span>
        ))}
      </div>
      {cameraPointNames.map((point) => {
        const pointErrors = axes.map((axis) => errors[`${path}.${point}.${axis}`]).filter(Boolean);
        return (
          <div key={point} className="camera-row">
            <div className="camera-row-label">
              <span className="camera-row-title">{t(`camera.${point}.label`)}</span>
              <span className="camera-row-hint">{t(`camera.${point}.hint`)}</span>
            </div>
            {axes.map((axis) => (
              <input
                key={axis}
                className="input camera-input"
                inputMode="decimal"
                aria-label={t("camera.axisLabel", { camera: label, point: t(`camera.${point}.label`), axis: axis.toUpperCase() })}
                aria-invalid={errors[`${path}.${point}.${axis}`] ? true : undefined}
                value={camera[point][axis]}
                onChange={(event) => set(point, axis, event.target.value)}
                disabled={disabled}
                data-point={point}
                data-axis={axis}
              />
            ))}
            {pointErrors.length > 0 && <p className="field-error camera-row-error">{pointErrors[0]}</p>}
          </div>
        );
      })}
    </fieldset>
  );
}
