import type { ExperienceAnalytics } from "@vitrine/contract";
import { formatNumber } from "@/lib/format";
import { formatCount, formatShare } from "../lib/format";
import { useT } from "../messages";

type Survey = ExperienceAnalytics["surveys"][number];

/** Each question's answers as bars (ratings with their average); free-text questions as a count. */
export function SurveyResults({ survey }: { survey: Survey }) {
  const t = useT();
  return (
    <div className="analytics-survey">
      {survey.questions.map((question) => {
        const most = Math.max(1, ...question.answers.map((a) => a.count));
        return (
          <section key={question.field} className="analytics-question">
            <header className="analytics-question-head">
              <h4 className="analytics-question-label">{question.label}</h4>
              <span className="analytics-question-meta">
                {question.average !== null && <strong>{formatNumber(question.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} / 5 · </strong>}
                {t("survey.answered", { count: question.answered })}
              </span>
            </header>
            {question.answers.length > 0 ? (
              <ul className="analytics-answers">
                {question.answers.map((answer) => (
                  <li key={answer.value} className="analytics-answer">
                    <span className="analytics-answer-label">{question.type === "rating" ? `${"★".repeat(Number(answer.value))}` : answer.value}</span>
                    <span className="analytics-bar-track">
                      <span className="analytics-bar" style={{ width: `${(answer.count / most) * 100}%` }} />
                    </span>
                    <span className="analytics-answer-count">
                      {formatCount(answer.count)} <span className="cell-muted">({formatShare(answer.count, question.answered)})</span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="analytics-question-note">{t("survey.freeText")}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
