import type { Manifest } from "@vitrine/contract";
import type { ScenePlan } from "../lib/render-plan";
import { BrandMark } from "./brand-mark";
import { useI18n } from "./i18n-provider";
import { LanguageSelect } from "./language-select";
import { IconEyeDraft, IconSurvey } from "./viewer-icons";

type Props = {
  manifest: Manifest;
  scenes: ScenePlan[];
  currentScene: number;
  preview: PreviewInfo | null;
  onScene: (sceneIndex: number) => void;
  onSurvey: (() => void) | null;
};

/** The top of the viewer: who this is (logo, experience), the language, the survey button and the scene tabs. */
export function ViewerHeader({ manifest, scenes, currentScene, preview, onScene, onSurvey }: Props) {
  const { t } = useI18n();
  return (
    <header className="viewer-top">
      {preview && <PreviewBanner preview={preview} />}
      <div className="viewer-top-bar">
        <div className="viewer-identity">
          <BrandMark brandName={manifest.brand.name} logoUrl={manifest.theme.logoUrl} logoVariants={manifest.theme.logoVariants} />
          <p className="viewer-experience-name">{manifest.name}</p>
        </div>
        <div className="viewer-actions">
          <LanguageSelect manifest={manifest} />
          {onSurvey && manifest.survey && (
            <button type="button" className="viewer-icon-button viewer-glass" onClick={onSurvey} aria-label={manifest.survey.title}>
              <IconSurvey size={20} />
            </button>
          )}
        </div>
      </div>
      {scenes.length > 1 && (
        <nav className="viewer-scenes" aria-label={t("scenes")}>
          {scenes.map((scene) => (
            <button
              key={scene.id}
              type="button"
              className="viewer-scene-tab"
              aria-current={scene.index === currentScene ? "true" : undefined}
              onClick={() => onScene(scene.index)}
            >
              {scene.name}
            </button>
          ))}
        </nav>
      )}
    </header>
  );
}

export interface PreviewInfo {
  placementName: string;
  /** The preview link: its viewer's chat is answered from the draft it shows. */
  testAccessId: string;
  /** The link lets reviewers comment: the viewer offers a "Comment" button. */
  allowComments?: boolean;
  /** What would stop the draft from publishing, as the server lists it. */
  problems: string[];
}

/** Says that this is the draft behind a preview link, not what the public sees. */
export function PreviewBanner({ preview }: { preview: PreviewInfo }) {
  const { t } = useI18n();
  const count = preview.problems.length;
  return (
    <div className="viewer-preview-banner" role="status">
      <IconEyeDraft size={16} />
      <span>
        <strong>{t("previewDraft")}</strong>
        <span className="viewer-preview-place"> · {preview.placementName}</span>
        {count > 0 && (
          <span className="viewer-preview-problems" title={preview.problems.join("\n")}>
            {" "}
            · {t("previewIssues", { count })}
          </span>
        )}
      </span>
    </div>
  );
}
