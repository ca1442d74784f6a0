import { IconStar } from "@/components/ui/icons-extra";
import { cn } from "@/lib/cn";
import { questionTypeLabel, type QuestionDraft } from "../lib/question-draft";
import { useT } from "../messages";
import "./question-preview.css";

interface QuestionPreviewProps {
  question: QuestionDraft;
  position: number;
  count: number;
}

/**
 * Roughly how the viewer shows one question on a phone: a picture for the editor, not a form
 * (the controls are inert and hidden from screen readers, which get a one-line summary instead).
 */
export function QuestionPreview({ question, position, count }: QuestionPreviewProps) {
  const t = useT();
  const choices = question.choices.map((choice) => choice.trim()).filter(Boolean);
  const summary = t(question.required ? "preview.summaryRequired" : "preview.summary", {
    type: questionTypeLabel(question.type, t),
    label: question.label || t("preview.noText"),
  });
  return (
    <div className="preview-phone">
      <p className="visually-hidden">{summary}</p>
      <div className="preview-screen" aria-hidden="true">
        <div className="preview-progress">
          <span>{t("preview.progress", { position, count })}</span>
          <span className="preview-progress-bar">
            <span style={{ width: `${(position / Math.max(count, 1)) * 100}%` }} />
          </span>
        </div>
        <p className={cn("preview-label", !question.label.trim() && "preview-placeholder")}>
          {question.label.trim() || t("preview.placeholder")}
          {question.required && <span className="preview-required"> *</span>}
        </p>
        {question.type === "single" || question.type === "multiple" ? (
          <div className="preview-choices">
            {(choices.length > 0 ? choices : [t("choices.choice", { number: 1 }), t("choices.choice", { number: 2 })]).map((choice, index) => (
              <span key={`${choice}-${index}`} className={cn("preview-choice", choices.length === 0 && "preview-placeholder")}>
                <span className={question.type === "single" ? "preview-radio" : "preview-checkbox"} />
                {choice}
              </span>
            ))}
            {question.type === "multiple" && <span className="preview-hint">{t("preview.chooseAll")}</span>}
          </div>
        ) : question.type === "rating" ? (
          <div className="preview-rating">
            {[1, 2, 3, 4, 5].map((star) => (
              <IconStar key={star} size={26} />
            ))}
          </div>
        ) : (
          <div className="preview-text">{t("preview.answer")}</div>
        )}
        <span className="preview-next">{position === count ? t("preview.send") : t("preview.next")}</span>
      </div>
    </div>
  );
}
