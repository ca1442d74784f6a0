import { useEffect, useState, type FormEvent } from "react";
import type { ExperimentAnalytics, Placement } from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { IconTrash } from "@/components/ui/icons";
import { IconButton } from "@/components/ui/icon-button";
import { Select } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { apiFieldErrors, type FieldErrors } from "@/lib/form";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { useExperimentAnalytics } from "@/data/placements/get-experiment-analytics";
import { useStartExperiment } from "@/data/placements/start-experiment";
import { useStopExperiment } from "@/data/placements/stop-experiment";
import type { SchedulerScope } from "../lib/scheduler-scope";
import { useT } from "../messages";
import { ExperienceSelect } from "./experience-select";
import "./smart-rules.css";

interface ExperimentDialogProps {
  scope: SchedulerScope;
  placement: Placement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const ARM_NAMES = ["A", "B", "C", "D"];

/**
 * A QR code's A/B test: start one (2-4 experiences, weighted), read each arm's results against
 * arm A, and stop it by naming the winner, whose experience becomes the QR code's default.
 */
export function ExperimentDialog({ scope, placement, open, onOpenChange }: ExperimentDialogProps) {
  const t = useT();
  // After a stopped experiment, "Start another" swaps its results for the form.
  const [startNew, setStartNew] = useState(false);
  useEffect(() => {
    if (open) setStartNew(false);
  }, [open]);
  const results = placement.experiment !== null && (placement.experiment.status === "running" || !startNew);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="wide"
      title={t("experiment.title", { name: placement.name })}
      description={t("experiment.description")}
      footer={<Button onClick={() => onOpenChange(false)}>{t("rules.close")}</Button>}
    >
      {results ? (
        <ExperimentResults scope={scope} placement={placement} onStartNew={() => setStartNew(true)} />
      ) : (
        <StartExperimentForm scope={scope} placement={placement} onStarted={() => setStartNew(false)} />
      )}
    </Dialog>
  );
}

interface ArmDraft {
  experienceId: string;
  weight: string;
}

function StartExperimentForm({ scope, placement, onStarted }: { scope: SchedulerScope; placement: Placement; onStarted: () => void }) {
  const t = useT();
  const { brandId, experiences, editable } = scope;
  const start = useStartExperiment();
  const published = experiences.filter((e) => e.status !== "archived");
  const first = placement.defaultExperienceId ?? published[0]?.id ?? "";
  const second = published.find((e) => e.id !== first)?.id ?? "";
  const [name, setName] = useState("");
  const [arms, setArms] = useState<ArmDraft[]>([
    { experienceId: first, weight: "50" },
    { experienceId: second, weight: "50" },
  ]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const total = arms.reduce((sum, a) => sum + (Number(a.weight) > 0 ? Number(a.weight) : 0), 0);

  if (!editable) return <p className="rules-empty">{t("experiment.none")}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await start.trigger({
      brandId,
      placementId: placement.id,
      experiment: { name, arms: arms.map((a) => ({ experienceId: a.experienceId, weight: Number(a.weight) })) },
      message: t("experiment.started", { name: placement.name }),
    });
    if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
    setErrors({});
    onStarted();
  };

  return (
    <form onSubmit={submit} noValidate className="rules-form">
      <p className="experiment-intro">{t("experiment.intro")}</p>
      <TextField
        label={t("experiment.name")}
        value={name}
        maxLength={80}
        placeholder={t("experiment.namePlaceholder")}
        onChange={(e) => setName(e.target.value)}
      />
      <ol className="experiment-arms">
        {arms.map((arm, index) => (
          <li key={index} className="experiment-arm-row" aria-label={t("experiment.armLabel", { arm: ARM_NAMES[index]! })}>
            <span className="rule-number" aria-hidden>
              {ARM_NAMES[index]}
            </span>
            <ExperienceSelect
              label={t("experiment.experience")}
              error={errors[`arms.${index}.experienceId`]}
              experiences={experiences}
              value={arm.experienceId}
              onChange={(experienceId) => setArms(arms.map((a, i) => (i === index ? { ...a, experienceId } : a)))}
            />
            <TextField
              label={t("experiment.weight")}
              type="number"
              min={1}
              max={100}
              inputMode="numeric"
              value={arm.weight}
              error={errors[`arms.${index}.weight`]}
              hint={total > 0 && Number(arm.weight) > 0 ? t("experiment.share", { percent: Math.round((Number(arm.weight) / total) * 100) }) : undefined}
              onChange={(e) => setArms(arms.map((a, i) => (i === index ? { ...a, weight: e.target.value } : a)))}
            />
            {arms.length > 2 && (
              <IconButton label={t("experiment.removeArm", { arm: ARM_NAMES[index]! })} onClick={() => setArms(arms.filter((_, i) => i !== index))}>
                <IconTrash />
              </IconButton>
            )}
          </li>
        ))}
      </ol>
      {errors.arms && <p className="field-error">{errors.arms}</p>}
      <div className="experiment-form-actions">
        {arms.length < 4 && (
          <Button
            size="sm"
            onClick={() => setArms([...arms, { experienceId: published.find((e) => !arms.some((a) => a.experienceId === e.id))?.id ?? "", weight: "50" }])}
          >
            {t("experiment.addArm")}
          </Button>
        )}
        <Button type="submit" variant="primary" loading={start.isMutating}>
          {t("experiment.start")}
        </Button>
      </div>
    </form>
  );
}

function ExperimentResults({ scope, placement, onStartNew }: { scope: SchedulerScope; placement: Placement; onStartNew: () => void }) {
  const t = useT();
  const { locale } = useConsoleLanguage();
  const { brandId, editable, lookup } = scope;
  const experiment = placement.experiment!;
  const analytics = useExperimentAnalytics(brandId, placement.id);
  const stop = useStopExperiment();
  const [winner, setWinner] = useState("a");
  const percent = (share: number) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(share);
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const running = experiment.status === "running";
  const report = analytics.data;

  return (
    <div className="experiment-results">
      <p className="experiment-status">
        {running
          ? t("experiment.running", { since: new Date(experiment.startedAt).toLocaleDateString(locale) })
          : t("experiment.stopped", {
              winner: ARM_NAMES[["a", "b", "c", "d"].indexOf(experiment.winnerArmId ?? "a")]!,
              experience: lookup.name(experiment.arms.find((a) => a.id === experiment.winnerArmId)?.experienceId ?? null),
            })}
        {experiment.name && <strong className="experiment-name"> {experiment.name}</strong>}
      </p>
      {analytics.error ? (
        <p>{t("experiment.loadError")}</p>
      ) : !report ? (
        <p>{t("experiment.loading")}</p>
      ) : (
        <>
          <div className="experiment-table-wrap">
            <table className="experiment-table">
              <caption className="visually-hidden">{t("experiment.tableCaption", { from: report.from, to: report.to })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("experiment.arm")}</th>
                  <th scope="col">{t("experiment.sessions")}</th>
                  <th scope="col">{t("experiment.productOpens")}</th>
                  <th scope="col">{t("experiment.linkOuts")}</th>
                  <th scope="col">{t("experiment.surveys")}</th>
                  <th scope="col">{t("experiment.averageVisit")}</th>
                </tr>
              </thead>
              <tbody>
                {report.arms.map((arm, index) => (
                  <tr key={arm.armId}>
                    <th scope="row">
                      <span className="timeline-swatch" style={{ background: lookup.colour(arm.experienceId) }} />
                      {ARM_NAMES[index]} · {lookup.name(arm.experienceId)} <span className="experiment-weight">({arm.weight})</span>
                    </th>
                    <td>{number(arm.sessions)}</td>
                    <td>
                      {number(arm.productOpens)} <span className="experiment-rate">{percent(arm.productOpenSessions.rate)}</span>
                    </td>
                    <td>
                      {number(arm.linkOuts)} <span className="experiment-rate">{percent(arm.linkOutSessions.rate)}</span>
                    </td>
                    <td>
                      {number(arm.surveySubmits)} <span className="experiment-rate">{percent(arm.surveyCompletions.rate)}</span>
                    </td>
                    <td>{arm.averageVisitSeconds === null ? "—" : t("experiment.seconds", { seconds: arm.averageVisitSeconds })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Verdicts report={report} percent={percent} />
          <details className="experiment-method">
            <summary>{t("experiment.methodTitle")}</summary>
            <p>{t("experiment.methodBody")}</p>
          </details>
        </>
      )}
      {editable && running && (
        <div className="experiment-stop">
          <Field label={t("experiment.winner")} hint={t("experiment.winnerHint")}>
            {(control) => (
              <Select
                {...control}
                value={winner}
                onChange={(e) => setWinner(e.target.value)}
                options={experiment.arms.map((arm, i) => ({ value: arm.id, label: `${ARM_NAMES[i]} · ${lookup.name(arm.experienceId)}` }))}
              />
            )}
          </Field>
          <Button
            variant="primary"
            loading={stop.isMutating}
            onClick={() =>
              void stop.trigger({ brandId, placementId: placement.id, winnerArmId: winner, message: t("experiment.stoppedToast", { name: placement.name }) })
            }
          >
            {t("experiment.stop")}
          </Button>
        </div>
      )}
      {editable && !running && (
        <Button size="sm" onClick={onStartNew}>
          {t("experiment.startAnother")}
        </Button>
      )}
    </div>
  );
}

/** Plain sentences: each arm against A, per rate, with how sure the difference is not chance. */
function Verdicts({ report, percent }: { report: ExperimentAnalytics; percent: (share: number) => string }) {
  const t = useT();
  const metrics = [
    ["productOpenSessions", "experiment.metric.productOpens"],
    ["linkOutSessions", "experiment.metric.linkOuts"],
    ["surveyCompletions", "experiment.metric.surveys"],
  ] as const;
  const control = report.arms[0];
  if (!control || report.arms.length < 2) return null;
  return (
    <ul className="experiment-verdicts">
      {report.arms.slice(1).map((arm, i) =>
        metrics.map(([key, label]) => {
          const c = arm[key];
          const armName = ARM_NAMES[i + 1]!;
          const what = t(label);
          if (c.confidence === null || c.difference === null) {
            return <li key={`${arm.armId}-${key}`}>{t("experiment.verdict.noData", { arm: armName, metric: what })}</li>;
          }
          const points = Math.abs(c.difference * 100).toFixed(1);
          const direction = c.difference >= 0 ? t("experiment.higher") : t("experiment.lower");
          return (
            <li key={`${arm.armId}-${key}`} className={c.significant ? "experiment-verdict-significant" : undefined}>
              {t(c.significant ? "experiment.verdict.significant" : "experiment.verdict.unsure", {
                arm: armName,
                metric: what,
                rate: percent(c.rate),
                control: percent(control[key].rate),
                points,
                direction,
                confidence: percent(c.confidence),
              })}
            </li>
          );
        }),
      )}
    </ul>
  );
}
