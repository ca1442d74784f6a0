import { useEffect, useId, useMemo, useState } from "react";
import type { Placement } from "@vitrine/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { IconPlus } from "@/components/ui/icons";
import type { FieldErrors } from "@/lib/form";
import { useUpdatePlacement } from "@/data/placements/update-placement";
import type { SchedulerScope } from "../lib/scheduler-scope";
import { draftFromSchedule, draftToInput, errorsOf, newDraft, problemsFromError, validateDrafts, type ScheduleDraft } from "../lib/schedule-draft";
import { allTimeZones } from "@/lib/time-zones";
import { useT } from "../messages";
import { ScheduleRow } from "./schedule-row";

interface SchedulesEditorProps {
  /** A new schedule shows the scope's experience. */
  scope: SchedulerScope;
  placement: Placement;
  /** A new schedule's zone: the store's, else the browser's. */
  timezone: string;
}

/** Problems pinned to the schedules they were reported on (by draft key, so removing a row does not move them). */
interface Problems {
  fields: Record<string, FieldErrors>;
  conflicts: Record<string, string[]>;
  summary: string | null;
}
const none: Problems = { fields: {}, conflicts: {}, summary: null };

/**
 * The placement's schedules, edited together and saved as a whole (the server checks them as a
 * set: same-priority overlaps come back as a 409 naming the pairs, shown on the rows concerned).
 */
export function SchedulesEditor({ scope, placement, timezone }: SchedulesEditorProps) {
  const { brandId, experiences, lookup, experienceId, editable } = scope;
  const t = useT();
  const zonesListId = useId();
  const zones = useMemo(allTimeZones, []);
  const updatePlacement = useUpdatePlacement();
  const savedKey = JSON.stringify(placement.schedules);
  const [drafts, setDrafts] = useState<ScheduleDraft[]>(() => placement.schedules.map(draftFromSchedule));
  const [problems, setProblems] = useState<Problems>(none);

  // Follow the saved schedules when they change (after a save, or someone else's).
  useEffect(() => {
    setDrafts((JSON.parse(savedKey) as Placement["schedules"]).map(draftFromSchedule));
    setProblems(none);
  }, [savedKey]);

  const dirty = JSON.stringify(drafts.map(draftToInput)) !== JSON.stringify(placement.schedules.map((s) => draftToInput(draftFromSchedule(s))));

  const pin = (fields: FieldErrors, conflicts: Record<number, string[]>, summary: string | null): Problems => ({
    fields: Object.fromEntries(drafts.map((d, i) => [d.key, errorsOf(fields, i)])),
    conflicts: Object.fromEntries(drafts.map((d, i) => [d.key, conflicts[i] ?? []])),
    summary,
  });

  const change = (key: string, changes: Partial<ScheduleDraft>) => setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...changes } : d)));
  const remove = (key: string) => setDrafts((list) => list.filter((d) => d.key !== key));
  const add = () => setDrafts((list) => [...list, newDraft(list, { experienceId, timezone })]);
  const reset = () => {
    setDrafts(placement.schedules.map(draftFromSchedule));
    setProblems(none);
  };

  const save = async () => {
    const checked = validateDrafts(drafts);
    if (checked.errors) return setProblems(pin(checked.errors, {}, null));
    setProblems(none);
    const outcome = await updatePlacement.trigger({
      brandId,
      placementId: placement.id,
      changes: { schedules: checked.data.schedules },
      message: t("schedules.saved", { name: placement.name }),
    });
    if (!outcome.ok) {
      const found = problemsFromError(outcome.error);
      setProblems(pin(found.fields, found.conflicts, found.summary));
    }
  };

  const defaultName = placement.defaultExperienceId
    ? (experiences.find((e) => e.id === placement.defaultExperienceId)?.name ?? t("schedules.defaultExperience"))
    : t("schedules.fallback");

  return (
    <section className="schedules" aria-label={t("schedules.label", { name: placement.name })}>
      <div className="schedules-head">
        <h3 className="schedules-title">{t("schedules.title")}</h3>
        <p className="schedules-hint">{t("schedules.hint", { name: defaultName })}</p>
      </div>
      {problems.summary && (
        <Alert tone="danger" title={t("schedules.overlapTitle")}>
          {problems.summary}
        </Alert>
      )}
      {drafts.length === 0 ? (
        <p className="schedules-empty">{t("schedules.empty", { name: defaultName })}</p>
      ) : (
        <ol className="schedule-list">
          {drafts.map((draft, index) => (
            <ScheduleRow
              key={draft.key}
              index={index}
              draft={draft}
              onChange={(changes) => change(draft.key, changes)}
              onRemove={() => remove(draft.key)}
              experiences={experiences}
              colour={lookup.colour(draft.experienceId)}
              errors={problems.fields[draft.key] ?? {}}
              conflicts={problems.conflicts[draft.key] ?? []}
              zonesListId={zonesListId}
              disabled={!editable}
            />
          ))}
        </ol>
      )}
      <datalist id={zonesListId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      {editable && (
        <div className="schedules-actions">
          <Button onClick={add} size="sm">
            <IconPlus /> {t("schedules.add")}
          </Button>
          <span className="schedules-actions-end">
            {dirty && <span className="card-footer-note">{t("schedules.unsaved")}</span>}
            <Button size="sm" onClick={reset} disabled={!dirty || updatePlacement.isMutating}>
              {t("schedules.reset")}
            </Button>
            <Button size="sm" variant="primary" onClick={save} disabled={!dirty} loading={updatePlacement.isMutating}>
              {t("schedules.save")}
            </Button>
          </span>
        </div>
      )}
    </section>
  );
}
