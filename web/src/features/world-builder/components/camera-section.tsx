import type { CameraPoints, Segment, Vec3 } from "@contract";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Switch } from "@/components/ui/switch";
import { IconEye } from "@/components/ui/icons-extra";
import type { CameraDestination, CameraPointChoice } from "../lib/editor-state";
import { formatVec } from "../lib/transform-units";

interface CameraSectionProps {
  camera: CameraPoints;
  segments: Segment[];
  editable: boolean;
  onCapture: (into: CameraDestination, point: CameraPointChoice, deriveEnds: boolean) => void;
  onClearSegmentCamera: (segmentId: string) => void;
  /** Moves the editor's camera to a stored point, looking at the stored target. */
  onPreview: (position: Vec3, target: Vec3) => void;
}

const POINT_OPTIONS = [
  { value: "view", label: "View" },
  { value: "before", label: "Before" },
  { value: "after", label: "After" },
] as const;

const POINT_LABELS: Record<keyof CameraPoints, string> = { before: "Before", position: "Position", target: "Target", after: "After" };

const isUnset = (points: CameraPoints) => ["before", "position", "target", "after"].every((key) => {
  const v = points[key as keyof CameraPoints];
  return v.x === 0 && v.y === 0 && v.z === 0;
});

/**
 * "Capture camera": the current view goes into the scene's camera points or a segment's. `View`
 * stores where the camera stands and what it looks at; `Before` / `After` store where it comes
 * from and leaves to (or are derived from the view).
 */
export function CameraSection({ camera, segments, editable, onCapture, onClearSegmentCamera, onPreview }: CameraSectionProps) {
  const [destination, setDestination] = useState("scene");
  const [point, setPoint] = useState<CameraPointChoice>("view");
  const [deriveEnds, setDeriveEnds] = useState(true);

  const segment = destination === "scene" ? undefined : segments.find((s) => s.id === destination);
  // A segment that went away (undo, another editor) falls back to the scene.
  const into: CameraDestination = segment ? { kind: "segment", segmentId: segment.id } : { kind: "scene" };
  const points = segment ? segment.camera : camera;
  const options = [{ value: "scene", label: "Scene camera" }, ...segments.map((s, index) => ({ value: s.id, label: `Segment ${index + 1}: ${s.title}` }))];

  return (
    <div className="wb-camera">
      <label className="wb-field">
        <span className="wb-field-label">Capture into</span>
        <Select value={segment ? segment.id : "scene"} options={options} onChange={(event) => setDestination(event.target.value)} disabled={!editable} />
      </label>
      <div className="wb-field">
        <span className="wb-field-label" aria-hidden="true">
          Point
        </span>
        <SegmentedControl label="Camera point to capture" value={point} options={POINT_OPTIONS} onChange={setPoint} className="wb-segmented-full" disabled={!editable} />
      </div>
      {point === "view" && (
        <Switch checked={deriveEnds} onCheckedChange={setDeriveEnds} label="Also set before & after" disabled={!editable} />
      )}
      <Button variant="primary" size="sm" className="wb-capture" disabled={!editable} onClick={() => onCapture(into, point, point === "view" && deriveEnds)}>
        <CameraIcon /> Capture camera
      </Button>

      {points === null ? (
        <p className="wb-muted">This segment uses the scene’s camera until you capture a view for it.</p>
      ) : isUnset(points) ? (
        <p className="wb-muted">No view captured yet: the viewer frames the scene by itself.</p>
      ) : (
        <dl className="wb-points" aria-label={segment ? `Camera points of ${segment.title}` : "Scene camera points"}>
          {(Object.keys(POINT_LABELS) as (keyof CameraPoints)[]).map((key) => (
            <div key={key} className="wb-point">
              <dt>{POINT_LABELS[key]}</dt>
              <dd>
                <span className="wb-point-value mono">{formatVec(points[key])}</span>
                {key !== "target" && (
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={`Look from the ${POINT_LABELS[key].toLowerCase()} point`}
                  title="Look from here"
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
          Use the scene’s camera for this segment
        </Button>
      )}
    </div>
  );
}

function CameraIcon() {
  return (
    <svg width={15} height={15} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3l-2.5-3z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}
