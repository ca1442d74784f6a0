import { IconChevronLeft, IconChevronRight } from "@/components/ui/icons-basic";
import type { TourStep } from "../lib/render-plan";
import { dotGroups, tourPosition } from "../lib/tour";
import { useI18n } from "./i18n-provider";

type Props = {
  steps: TourStep[];
  index: number;
  sceneName: string;
  /** What the last step's forward button does, if anything (the survey, or starting over). */
  finish: { label: string; onClick: () => void } | null;
  onGo: (index: number) => void;
};

/** Previous / next, where we are (scene, step title) and one dot per step, grouped by scene. */
export function TourControls({ steps, index, sceneName, finish, onGo }: Props) {
  const { t } = useI18n();
  const position = tourPosition(steps, index);
  const step = steps[position.index];
  const single = steps.length <= 1;
  return (
    <nav className="viewer-tour" aria-label={t("tour")}>
      <button
        type="button"
        className="viewer-icon-button viewer-tour-button"
        onClick={() => onGo(position.index - 1)}
        disabled={position.isFirst}
        aria-label={t("previous")}
        aria-keyshortcuts="ArrowLeft"
      >
        <IconChevronLeft size={22} />
      </button>
      <div className="viewer-tour-middle">
        <p className="viewer-tour-scene">
          {sceneName}
          {position.inScene.count > 1 && (
            <span className="viewer-tour-count">
              {" "}
              · {position.inScene.number}/{position.inScene.count}
            </span>
          )}
        </p>
        <p className="viewer-tour-title" aria-live="polite">
          {step?.title}
        </p>
        {!single && (
          <div className="viewer-dots">
            {dotGroups(steps).map((group) => (
              <span className="viewer-dot-group" key={group[0].sceneId + group[0].index}>
                {group.map((dot) => (
                  <button
                    key={dot.index}
                    type="button"
                    className="viewer-dot"
                    aria-label={t("stepOf", { number: dot.index + 1, count: steps.length, title: dot.title })}
                    aria-current={dot.index === position.index ? "step" : undefined}
                    onClick={() => onGo(dot.index)}
                  />
                ))}
              </span>
            ))}
          </div>
        )}
      </div>
      {position.isLast && finish ? (
        <button type="button" className="viewer-button viewer-button-primary viewer-tour-finish" onClick={finish.onClick}>
          {finish.label}
        </button>
      ) : (
        <button
          type="button"
          className="viewer-icon-button viewer-icon-button-primary viewer-tour-button"
          onClick={() => onGo(position.index + 1)}
          disabled={position.isLast}
          aria-label={t("next")}
          aria-keyshortcuts="ArrowRight"
        >
          <IconChevronRight size={22} />
        </button>
      )}
    </nav>
  );
}
