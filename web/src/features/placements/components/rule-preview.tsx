import { useId, useState } from "react";
import { deviceKinds, primaryLanguage, type DeviceKind, type Placement } from "@vitrine/contract";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { usePlacementPreview } from "@/data/placements/preview-placement";
import type { ExperienceLookup } from "../lib/experience-colours";
import { useT } from "../messages";
import { toLocalInput } from "../lib/datetime-local";

interface RulePreviewProps {
  brandId: string;
  placement: Placement;
  lookup: ExperienceLookup;
}

/** "Who sees what": the saved rules, schedules and experiment, for one device, language and moment. */
export function RulePreview({ brandId, placement, lookup }: RulePreviewProps) {
  const t = useT();
  const headingId = useId();
  const [device, setDevice] = useState<DeviceKind>("ios");
  const [language, setLanguage] = useState(() => primaryLanguage(typeof navigator !== "undefined" ? navigator.language : null) ?? "en");
  const [moment, setMoment] = useState(() => toLocalInput(new Date().toISOString()));
  const validLanguage = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})?$/.test(language.trim());
  const at = moment ? new Date(moment).toISOString() : undefined;
  const preview = usePlacementPreview(brandId, placement.id, {
    device,
    ...(validLanguage ? { language: language.trim() } : {}),
    ...(at ? { at } : {}),
  });
  const answer = preview.data;
  const ruleIndex = answer?.ruleId ? placement.rules.findIndex((r) => r.id === answer.ruleId) : -1;
  const rule = ruleIndex >= 0 ? placement.rules[ruleIndex] : null;
  const scheduleLabel = answer?.scheduleId ? placement.schedules.find((s) => s.id === answer.scheduleId)?.label : undefined;

  let because = "";
  if (answer) {
    if (answer.source === "rule")
      because = rule?.label ? t("preview.byRuleNamed", { number: ruleIndex + 1, label: rule.label }) : t("preview.byRule", { number: ruleIndex + 1 });
    else if (answer.source === "schedule") because = scheduleLabel ? t("preview.byScheduleNamed", { label: scheduleLabel }) : t("preview.bySchedule");
    else if (answer.source === "experiment") because = t("preview.byExperiment");
    else because = t("preview.byDefault");
  }

  return (
    <section className="rule-preview" aria-labelledby={headingId}>
      <h3 id={headingId} className="rule-preview-title">
        {t("preview.title")}
      </h3>
      <p className="rule-preview-hint">{t("preview.hint")}</p>
      <div className="rule-preview-inputs">
        <Field label={t("preview.device")}>
          {(control) => (
            <Select
              {...control}
              value={device}
              onChange={(e) => setDevice(e.target.value as DeviceKind)}
              options={deviceKinds.map((d) => ({ value: d, label: t(`rules.device.${d}`) }))}
            />
          )}
        </Field>
        <TextField label={t("preview.language")} value={language} maxLength={12} onChange={(e) => setLanguage(e.target.value)} />
        <Field label={t("preview.moment")}>
          {(control) => <Input {...control} type="datetime-local" value={moment} onChange={(e) => setMoment(e.target.value)} />}
        </Field>
      </div>
      <div className="rule-preview-answer" aria-live="polite">
        {preview.error ? (
          <p>{t("preview.error")}</p>
        ) : !answer ? (
          <p>{t("preview.loading")}</p>
        ) : answer.source === "experiment" ? (
          <p>
            {t("preview.split")}{" "}
            {answer.arms.map((arm, i) => (
              <span key={arm.armId} className="rule-preview-arm">
                {i > 0 && " · "}
                <span className="timeline-swatch" style={{ background: lookup.colour(arm.experienceId) }} />
                <strong>{lookup.name(arm.experienceId)}</strong> {Math.round(arm.share * 100)}%
              </span>
            ))}
            <span className="rule-preview-because"> — {because}</span>
          </p>
        ) : (
          <p>
            {t("preview.sees")} <span className="timeline-swatch" style={{ background: lookup.colour(answer.experienceId) }} />
            <strong>{lookup.name(answer.experienceId)}</strong>
            <span className="rule-preview-because"> — {because}</span>
          </p>
        )}
      </div>
    </section>
  );
}
