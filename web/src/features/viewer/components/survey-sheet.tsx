import type { LocalisedQuestion, Manifest } from "@vitrine/contract";
import { useId, useState } from "react";
import { IconCheck } from "@/components/ui/icons-basic";
import { isApiError } from "@/lib/api-error";
import { submitSurveyResponse, type SurveyAnswerValue } from "../api/submit-survey-response";
import { analytics, track } from "../lib/analytics";
import { answersToSubmit, missingRequired } from "../lib/survey-answers";
import { visitorError } from "../lib/visitor-error";
import { useI18n } from "./i18n-provider";
import { Sheet } from "./sheet";
import { IconStarFilled } from "./viewer-icons";

type Survey = NonNullable<Manifest["survey"]>;
type Question = Survey["questions"][number];

type Props = {
  survey: Survey;
  brandId: string;
  experienceId: string;
  submitted: boolean;
  onSubmitted: () => void;
  onClose: () => void;
};

const RATING_STEPS = [1, 2, 3, 4, 5];

export function SurveySheet({ survey, brandId, experienceId, submitted, onSubmitted, onClose }: Props) {
  const headingId = useId();
  const { t } = useI18n();
  const [answers, setAnswers] = useState<Record<string, SurveyAnswerValue>>({});
  const [showMissing, setShowMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missing = missingRequired(survey.questions, answers);

  const set = (question: Question, value: SurveyAnswerValue) => setAnswers((current) => ({ ...current, [question.field]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (missing.length > 0) {
      setShowMissing(true);
      document.getElementById(`${headingId}-${missing[0]}`)?.focus();
      return;
    }
    setSending(true);
    setError(null);
    const body = answersToSubmit(survey.questions, answers);
    try {
      await submitSurveyResponse(brandId, experienceId, { surveyId: survey.id, answers: body, sessionId: analytics.sessionId });
      for (const question of survey.questions) {
        if (question.field in body)
          track("survey_answer", { surveyId: survey.id, questionId: question.id, field: question.field, value: body[question.field] });
      }
      track("survey_submit", { surveyId: survey.id, answered: Object.keys(body).length });
      onSubmitted();
    } catch (caught) {
      setError(isApiError(caught) && caught.status === 409 ? t("surveyClosed") : visitorError(caught, t, "surveyFailed"));
    } finally {
      setSending(false);
    }
  };

  return (
    <Sheet labelledBy={headingId} onClose={onClose} modal className="viewer-survey" closeLabel={t("closeSurvey")}>
      {submitted ? (
        <div className="viewer-survey-thanks">
          <span className="viewer-survey-thanks-icon" aria-hidden="true">
            <IconCheck size={28} />
          </span>
          <h2 id={headingId} className="viewer-sheet-title">
            {t("thanks")}
          </h2>
          <p className="viewer-sheet-text">{t("thanksText")}</p>
          <button type="button" className="viewer-button viewer-button-primary" onClick={onClose} data-autofocus>
            {t("backToExperience")}
          </button>
        </div>
      ) : (
        <form className="viewer-survey-form" onSubmit={submit} noValidate>
          <h2 id={headingId} className="viewer-sheet-title">
            {survey.title}
          </h2>
          <div className="viewer-survey-questions">
            {survey.questions.map((question, index) => (
              <QuestionField
                key={question.id}
                id={`${headingId}-${question.id}`}
                number={index + 1}
                question={question}
                value={answers[question.field]}
                invalid={showMissing && missing.includes(question.id)}
                onChange={(value) => set(question, value)}
              />
            ))}
          </div>
          {error && (
            <p className="viewer-form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="viewer-button viewer-button-primary viewer-survey-submit" disabled={sending}>
            {t(sending ? "sending" : "sendAnswers")}
          </button>
        </form>
      )}
    </Sheet>
  );
}

type FieldProps = {
  id: string;
  number: number;
  question: Question;
  value: SurveyAnswerValue | undefined;
  invalid: boolean;
  onChange: (value: SurveyAnswerValue) => void;
};

function QuestionField({ id, number, question, value, invalid, onChange }: FieldProps) {
  const { t } = useI18n();
  const legend = (
    <legend className="viewer-question-label" id={`${id}-label`}>
      <span className="viewer-question-number">{number}</span>
      {question.label}
      {question.required ? <span className="viewer-question-required"> {t("required")}</span> : null}
    </legend>
  );
  const hint = invalid ? (
    <p className="viewer-question-error" id={`${id}-error`}>
      {t("answerThis")}
    </p>
  ) : null;
  const described = invalid ? `${id}-error` : undefined;

  if (question.type === "text") {
    return (
      <fieldset className="viewer-question" data-invalid={invalid}>
        {legend}
        <textarea
          id={id}
          className="viewer-textarea"
          rows={3}
          maxLength={2000}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.target.value)}
          aria-labelledby={`${id}-label`}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
        />
        {hint}
      </fieldset>
    );
  }

  if (question.type === "rating") {
    const current = typeof value === "number" ? value : 0;
    return (
      <fieldset className="viewer-question" data-invalid={invalid} aria-describedby={described}>
        {legend}
        <div className="viewer-rating" role="radiogroup" aria-labelledby={`${id}-label`}>
          {RATING_STEPS.map((rating) => (
            <button
              key={rating}
              id={rating === 1 ? id : undefined}
              type="button"
              role="radio"
              aria-checked={current === rating}
              aria-label={t("outOf5", { rating })}
              className="viewer-rating-star"
              data-on={rating <= current}
              onClick={() => onChange(rating)}
            >
              <IconStarFilled size={26} />
            </button>
          ))}
        </div>
        {hint}
      </fieldset>
    );
  }

  const multiple = question.type === "multiple";
  const selected = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  return (
    <fieldset className="viewer-question" data-invalid={invalid} aria-describedby={described}>
      {legend}
      <div className="viewer-choices">
        {(question.choices ?? []).map((choice, index) => {
          const checked = selected.includes(choice);
          return (
            <label key={choice} className="viewer-choice" data-checked={checked}>
              <input
                id={index === 0 ? id : undefined}
                type={multiple ? "checkbox" : "radio"}
                name={id}
                value={choice}
                checked={checked}
                onChange={() => onChange(multiple ? (checked ? selected.filter((c) => c !== choice) : [...selected, choice]) : choice)}
              />
              <span>{(question as LocalisedQuestion).choiceLabels?.[index] ?? choice}</span>
            </label>
          );
        })}
      </div>
      {hint}
    </fieldset>
  );
}
