import type { CameraPoints, Segment, Vec3 } from "@vitrine/contract";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Switch } from "@/components/ui/switch";
import { IconCamera } from "@/components/ui/icons-3d";
import { IconEye } from "@/components/ui/icons";
import type { CameraDestination, CameraPointChoice } from "../lib/editor-state";
import { formatVec } from "../lib/transform-units";
import { useT } from "../messages";

interface CameraSectionProps {
  camera: CameraPoints;
  segments: Segment[];
  editable: boolean;
  onCapture: (into: CameraDestination, point: CameraPointChoice, deriveEnds: boolean) => void;
  onClearSegmentCamera: (segmentId: string) => void;
  /** Moves the editor's camera to a stored point, looking at the stored target. */
  onPreview: (position: Vec3, target: Vec3) => void;
}

const POINT_CHOICES: readonly CameraPointChoice[] = ["view", "before", "after"];

const POINT_KEYS: readonly (keyof CameraPoints)[] = ["before", "position", "target", "after"];

const isUnset = (points: CameraPoints) =>
  ["before", "position", "target", "after"].every((key) => {
    const v = points[key as keyof CameraPoints];
    return v.x === 0 && v.y === 0 && v.z === 0;
  });

/**
 * "Capture camera": the current view goes into the scene's camera points or a segment's. `View`
 * stores where the camera stands and what it looks at; `Before` / `After` store where it comes
 * from and leaves to (or are derived from the view).
 */
export function CameraSection({ camera, segments, editable, onCapture, onClearSegmentCamera, onPreview }: CameraSectionProps) {
  const t = useT();
  const [destination, setDestination] = useState("scene");
  const [point, setPoint] = useState<CameraPointChoice>("view");
  const [deriveEnds, setDeriveEnds] = useState(true);

  const segment = destination === "scene" ? undefined : segments.find((s) => s.id === destination);
  // A segment that went away (undo, another editor) falls back to the scene.
  const into: CameraDestination = segment ? { kind: "segment", segmentId: segment.id } : { kind: "scene" };
  const points = segment ? segment.camera : camera;
  const options = [
    { value: "scene", label: t("camera.sceneCamera") },
    ...segments.map((s, index) => ({ value: s.id, label: t("camera.segmentOption", { number: index + 1, title: s.title }) })),
  ];
  const pointOptions = useMemo(() => POINT_CHOICES.map((value) => ({ value, label: t(`camera.point.${value}`) })), [t]);

  return (
    <div className="wb-camera">
      <label className="wb-field">
        <span className="wb-field-label">{t("camera.captureInto")}</span>
        <Select value={segment ? segment.id : "scene"} options={options} onChange={(event) => setDestination(event.target.value)} disabled={!editable} />
      </label>
      <div className="wb-field">
        <span className="wb-field-label" aria-hidden="true">
          {t("camera.point")}
        </span>
        <SegmentedControl
          label={t("camera.pointLabel")}
          value={point}
          options={pointOptions}
          onChange={setPoint}
          className="wb-segmented-full"
          disabled={!editable}
        />
      </div>
      {point === "view" && <Switch checked={deriveEnds} onCheckedChange={setDeriveEnds} label={t("camera.deriveEnds")} disabled={!editable} />}
      <Button variant="primary" size="sm" className="wb-capture" disabled={!editable} onClick={() => onCapture(into, point, point === "view" && deriveEnds)}>
        <IconCamera size={15} /> {t("camera.capture")}
      </Button>

      {points === null ? (
        <p className="wb-muted">{t("camera.segmentUsesScene")}</p>
      ) : isUnset(points) ? (
        <p className="wb-muted">{t("camera.unset")}</p>
      ) : (
        <dl className="wb-points" aria-label={segment ? t("camera.segmentPoints", { segment: segment.title }) : t("camera.scenePoints")}>
          {POINT_KEYS.map((key) => (
            <div key={key} className="wb-point">
              <dt>{t(`camera.point.${key}`)}</dt>
              <dd>
                <span className="wb-point-value mono">{formatVec(points[key])}</span>
                {key !== "target" && (
                  <Button
                    variant="ghost"
                    size="sm"
                    iconOnly
                    aria-label={t(`camera.lookFrom.${key}`)}
                    title={t("camera.lookFromHere")}
                    onClick={() => onPreview(points[key], points.target)}
                  >
                    <IconEye />
                  </Button>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {segment?.camera && (
        <Button variant="ghost" size="sm" disabled={!editable} onClick={() => onClearSegmentCamera(segment.id)}>
          {t("camera.useSceneCamera")}
        </Button>
      )}
    </div>
  );
}
