import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { deviceKinds, ruleWarnings, type DeviceKind, type Placement, type SmartRule, type SmartRuleInput } from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { IconAlert, IconTrash } from "@/components/ui/icons";
import { IconButton } from "@/components/ui/icon-button";
import { Input } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { ToggleChip } from "@/components/ui/toggle-chip";
import { cn } from "@/lib/cn";
import { apiFieldErrors, type FieldErrors } from "@/lib/form";
import { useUpdatePlacement } from "@/data/placements/update-placement";
import { fromLocalInput, toLocalInput } from "../lib/datetime-local";
import type { SchedulerScope } from "../lib/scheduler-scope";
import { useT } from "../messages";
import { ExperienceSelect } from "./experience-select";
import { RulePreview } from "./rule-preview";
import "./smart-rules.css";

interface RuleDraft {
  key: string;
  id?: string;
  label: string;
  experienceId: string;
  devices: DeviceKind[];
  /** Comma-separated language codes as typed. */
  languages: string;
  /** The number of first scans as typed; empty = every scan. */
  firstScans: string;
  /** `datetime-local` values in the browser's zone; empty = open-ended. */
  from: string;
  to: string;
}

let nextKey = 0;
const newKey = () => `rule-${nextKey++}`;

function toDraft(rule: Placement["rules"][number]): RuleDraft {
  return {
    key: newKey(),
    id: rule.id,
    label: rule.label,
    experienceId: rule.experienceId,
    devices: rule.when.devices ?? [],
    languages: (rule.when.languages ?? []).join(", "),
    firstScans: rule.when.firstScans === null ? "" : String(rule.when.firstScans),
    from: toLocalInput(rule.when.from),
    to: toLocalInput(rule.when.to),
  };
}

function toInput(draft: RuleDraft): SmartRuleInput {
  const languages = draft.languages
    .split(/[\s,;]+/)
    .map((l) => l.trim())
    .filter(Boolean);
  return {
    ...(draft.id ? { id: draft.id } : {}),
    label: draft.label,
    experienceId: draft.experienceId,
    when: {
      devices: draft.devices.length > 0 && draft.devices.length < deviceKinds.length ? draft.devices : null,
      languages: languages.length > 0 ? languages : null,
      firstScans: draft.firstScans.trim() === "" ? null : Number(draft.firstScans),
      from: fromLocalInput(draft.from),
      to: fromLocalInput(draft.to),
    },
  };
}

/** The drafts as the evaluator reads them, for the live warnings (what the server will also say). */
const asRules = (drafts: RuleDraft[]): SmartRule[] =>
  drafts.map((d) => {
    const input = toInput(d);
    return { id: d.key, label: d.label, experienceId: d.experienceId, when: input.when ?? {} };
  });

interface SmartRulesDialogProps {
  scope: SchedulerScope;
  placement: Placement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A QR code's smart rules: tried from the top before its schedules, the first that matches the
 * visitor decides. Rules that can never match are flagged as they are edited; the preview below
 * asks the server what a visitor would see with the saved rules.
 */
export function SmartRulesDialog({ scope, placement, open, onOpenChange }: SmartRulesDialogProps) {
  const { brandId, experiences, editable } = scope;
  const t = useT();
  const updatePlacement = useUpdatePlacement();
  const [drafts, setDrafts] = useState<RuleDraft[]>(() => placement.rules.map(toDraft));
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (open) {
      setDrafts(placement.rules.map(toDraft));
      setErrors({});
    }
    // Each opening starts from the placement as saved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const warnings = useMemo(() => ruleWarnings(asRules(drafts), Date.now()), [drafts]);
  const formId = `rules-form-${placement.id}`;
  const update = (key: string, changes: Partial<RuleDraft>) => setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...changes } : d)));
  const move = (index: number, by: number) =>
    setDrafts((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const add = () =>
    setDrafts((list) => [
      ...list,
      {
        key: newKey(),
        label: "",
        experienceId: placement.defaultExperienceId ?? experiences[0]?.id ?? "",
        devices: [],
        languages: "",
        firstScans: "",
        from: "",
        to: "",
      },
    ]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await updatePlacement.trigger({
      brandId,
      placementId: placement.id,
      changes: { rules: drafts.map(toInput) },
      message: t("rules.saved", { name: placement.name }),
    });
    if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
    setErrors({});
  };

  const warningText = (index: number) => {
    const warning = warnings.find((w) => w.index === index);
    if (!warning) return null;
    if (warning.reason === "shadowed") {
      const by = drafts.findIndex((d) => d.key === warning.byRuleId);
      return t("rules.warning.shadowed", { number: by + 1 });
    }
    return t(`rules.warning.${warning.reason}`);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="wide"
      title={t("rules.title", { name: placement.name })}
      description={t("rules.description")}
      footer={
        editable ? (
          <>
            <Button onClick={() => onOpenChange(false)}>{t("dialog.cancel")}</Button>
            <Button type="submit" form={formId} variant="primary" loading={updatePlacement.isMutating}>
              {t("rules.save")}
            </Button>
          </>
        ) : (
          <Button onClick={() => onOpenChange(false)}>{t("rules.close")}</Button>
        )
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="rules-form">
        {drafts.length === 0 ? (
          <p className="rules-empty">{t("rules.empty")}</p>
        ) : (
          <ol className="rules-list">
            {drafts.map((draft, index) => (
              <RuleRow
                key={draft.key}
                index={index}
                count={drafts.length}
                draft={draft}
                warning={warningText(index)}
                errors={prefixed(errors, `rules.${index}.`)}
                disabled={!editable}
                experiences={experiences}
                onChange={(changes) => update(draft.key, changes)}
                onMove={(by) => move(index, by)}
                onRemove={() => setDrafts((list) => list.filter((d) => d.key !== draft.key))}
              />
            ))}
          </ol>
        )}
        <p className="rules-otherwise">{t("rules.otherwise")}</p>
        {editable && drafts.length < 20 && (
          <Button size="sm" onClick={add} className="rules-add">
            {t("rules.add")}
          </Button>
        )}
      </form>
      <RulePreview brandId={brandId} placement={placement} lookup={scope.lookup} />
    </Dialog>
  );
}

/** The errors under `prefix` (`rules.2.`), keyed by the rest of their path. */
function prefixed(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).flatMap(([path, message]) => (path.startsWith(prefix) ? [[path.slice(prefix.length), message]] : [])));
}

interface RuleRowProps {
  index: number;
  count: number;
  draft: RuleDraft;
  warning: string | null;
  errors: FieldErrors;
  disabled: boolean;
  experiences: SchedulerScope["experiences"];
  onChange: (changes: Partial<RuleDraft>) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}

function RuleRow({ index, count, draft, warning, errors, disabled, experiences, onChange, onMove, onRemove }: RuleRowProps) {
  const t = useT();
  const devicesLabel = useId();
  const toggle = (device: DeviceKind) =>
    onChange({
      devices: draft.devices.includes(device)
        ? draft.devices.filter((d) => d !== device)
        : deviceKinds.filter((d) => d === device || draft.devices.includes(d)),
    });
  return (
    <li className={cn("rule-row", warning && "rule-row-warning")} aria-label={t("rules.rowLabel", { number: index + 1 })}>
      <div className="rule-row-head">
        <span className="rule-number" aria-hidden>
          {index + 1}
        </span>
        <TextField
          label={t("rules.label")}
          value={draft.label}
          disabled={disabled}
          maxLength={80}
          placeholder={t("rules.labelPlaceholder")}
          onChange={(e) => onChange({ label: e.target.value })}
        />
        <ExperienceSelect
          label={t("rules.experience")}
          error={errors.experienceId}
          experiences={experiences}
          value={draft.experienceId}
          disabled={disabled}
          onChange={(experienceId) => onChange({ experienceId })}
        />
        {!disabled && (
          <div className="rule-row-tools">
            <IconButton label={t("rules.moveUp", { number: index + 1 })} disabled={index === 0} onClick={() => onMove(-1)}>
              <span aria-hidden>↑</span>
            </IconButton>
            <IconButton label={t("rules.moveDown", { number: index + 1 })} disabled={index === count - 1} onClick={() => onMove(1)}>
              <span aria-hidden>↓</span>
            </IconButton>
            <IconButton label={t("rules.remove", { number: index + 1 })} onClick={onRemove}>
              <IconTrash />
            </IconButton>
          </div>
        )}
      </div>
      <div className="rule-conditions">
        <div className="rule-devices">
          <span id={devicesLabel} className="field-label">
            {t("rules.devices")}
          </span>
          <div className="device-chips" role="group" aria-labelledby={devicesLabel}>
            {deviceKinds.map((device) => (
              <ToggleChip key={device} on={draft.devices.includes(device)} disabled={disabled} onClick={() => toggle(device)}>
                {t(`rules.device.${device}`)}
              </ToggleChip>
            ))}
            {(draft.devices.length === 0 || draft.devices.length === 3) && <span className="device-chips-note">{t("rules.anyDevice")}</span>}
          </div>
        </div>
        <TextField
          label={t("rules.languages")}
          hint={t("rules.languagesHint")}
          error={errors["when.languages"] ?? errors["when.languages.0"]}
          value={draft.languages}
          disabled={disabled}
          placeholder="fr, de"
          onChange={(e) => onChange({ languages: e.target.value })}
        />
        <TextField
          label={t("rules.firstScans")}
          hint={t("rules.firstScansHint")}
          error={errors["when.firstScans"]}
          type="number"
          min={1}
          inputMode="numeric"
          value={draft.firstScans}
          disabled={disabled}
          onChange={(e) => onChange({ firstScans: e.target.value })}
        />
        <Field label={t("rules.from")} error={errors["when.from"]}>
          {(control) => (
            <Input {...control} type="datetime-local" value={draft.from} disabled={disabled} onChange={(e) => onChange({ from: e.target.value })} />
          )}
        </Field>
        <Field label={t("rules.to")} error={errors["when.to"]}>
          {(control) => <Input {...control} type="datetime-local" value={draft.to} disabled={disabled} onChange={(e) => onChange({ to: e.target.value })} />}
        </Field>
      </div>
      {warning && (
        <p className="rule-warning">
          <IconAlert /> <strong>{t("rules.neverMatches")}</strong> {warning}
        </p>
      )}
    </li>
  );
}
