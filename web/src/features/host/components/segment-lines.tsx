import { HOST_LINE_MAX } from "@vitrine/contract";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import type { segmentsByScene } from "../lib/host-draft";
import { useT } from "../messages";

interface SegmentLinesProps {
  scenes: ReturnType<typeof segmentsByScene>;
  lines: Record<string, string>;
  errors: Record<string, string>;
  onChange: (segmentId: string, line: string) => void;
  onFocusSegment: (segmentId: string) => void;
  disabled?: boolean;
}

/** One line per segment, scene by scene in viewer order; an empty line means the host stays quiet there. */
export function SegmentLines({ scenes, lines, errors, onChange, onFocusSegment, disabled }: SegmentLinesProps) {
  const t = useT();
  const count = scenes.reduce((sum, scene) => sum + scene.segments.length, 0);
  if (count === 0) {
    return <EmptyState title={t("segments.emptyTitle")} description={t("segments.emptyDescription")} />;
  }
  return (
    <div className="segment-lines">
      {scenes
        .filter((scene) => scene.segments.length > 0)
        .map((scene) => (
          <section key={scene.sceneId} className="segment-scene" aria-label={t("segments.sceneLabel", { name: scene.sceneName })}>
            <h3 className="segment-scene-title">{scene.sceneName}</h3>
            {scene.segments.map((segment) => {
              const line = lines[segment.id] ?? "";
              return (
                <Field
                  key={segment.id}
                  label={segment.title}
                  error={errors[`segmentLines.${segment.id}`]}
                  hint={line ? `${line.length}/${HOST_LINE_MAX}` : t("segments.empty")}
                >
                  {(control) => (
                    <Textarea
                      {...control}
                      rows={2}
                      value={line}
                      onChange={(event) => onChange(segment.id, event.target.value)}
                      onFocus={() => onFocusSegment(segment.id)}
                      maxLength={HOST_LINE_MAX}
                      disabled={disabled}
                    />
                  )}
                </Field>
              );
            })}
          </section>
        ))}
    </div>
  );
}
