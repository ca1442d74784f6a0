import { useEffect, useMemo, useState, type FormEvent } from "react";
import {
  MAX_BULK_PLACEMENT_STORES,
  PLACEMENT_NAME_PATTERN_DEFAULT,
  type BulkCreatePlacementsResult,
  type BulkStoreSelection,
  type Placement,
} from "@vitrine/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { IconButton } from "@/components/ui/icon-button";
import { IconX } from "@/components/ui/icons";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Textarea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { apiFieldErrors, type FieldErrors } from "@/lib/form";
import { createIdempotencyKeys } from "@/lib/idempotency-key";
import { useBulkCreatePlacements } from "@/data/placements/bulk-create-placements";
import { useBulkPlacementsPreview } from "@/data/placements/preview-bulk-placements";
import type { SchedulerScope } from "../lib/scheduler-scope";
import { useT } from "../messages";
import { ExperienceSelect } from "./experience-select";
import { StorePicker } from "./store-picker";
import { TemplatePicker } from "./template-picker";

type Mode = "all" | "tag" | "codes" | "pick";

interface BulkPlacementsDialogProps {
  scope: SchedulerScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Store codes as pasted from a sheet: one per line, or separated by commas, semicolons or spaces. */
export const parseStoreCodes = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

/**
 * "Create for many stores": one QR code per chosen store (all, a tag, pasted codes, or picked),
 * each showing the chosen experience, with the schedules of an existing code copied if wanted.
 * A store that already has a code for the experience is skipped; the counts say so before and after.
 */
export function BulkPlacementsDialog({ scope, open, onOpenChange }: BulkPlacementsDialogProps) {
  const { brandId, experiences } = scope;
  const t = useT();
  const create = useBulkCreatePlacements();
  const [keyFor] = useState(() => createIdempotencyKeys());
  const [experienceId, setExperienceId] = useState(scope.experienceId);
  const [mode, setMode] = useState<Mode>("all");
  const [tag, setTag] = useState("");
  const [codesText, setCodesText] = useState("");
  // The stores picked one by one, by id, with their names to list them.
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const [template, setTemplate] = useState<Placement | null>(null);
  const [namePattern, setNamePattern] = useState(PLACEMENT_NAME_PATTERN_DEFAULT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<BulkCreatePlacementsResult | null>(null);

  useEffect(() => {
    if (!open) return;
    setExperienceId(scope.experienceId);
    setMode("all");
    setTag("");
    setCodesText("");
    setPicked(new Map());
    setTemplate(null);
    setNamePattern(PLACEMENT_NAME_PATTERN_DEFAULT);
    setErrors({});
    setResult(null);
  }, [open, scope.experienceId]);

  const selection = useMemo((): BulkStoreSelection | null => {
    if (mode === "all") return { all: true };
    if (mode === "tag") return tag.trim() ? { tag: tag.trim() } : null;
    if (mode === "codes") {
      const codes = parseStoreCodes(codesText);
      return codes.length > 0 ? { codes } : null;
    }
    return picked.size > 0 ? { storeIds: [...picked.keys()] } : null;
  }, [mode, tag, codesText, picked]);
  // Typing a tag or pasting codes asks for one count once it settles, not one per keystroke.
  const settled = useDebouncedValue(selection && experienceId ? { defaultExperienceId: experienceId, stores: selection } : null, 300);
  const preview = useBulkPlacementsPreview(brandId, open && !result ? settled : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selection) return setErrors({ stores: t("bulk.chooseStores") });
    const request = {
      defaultExperienceId: experienceId,
      stores: selection,
      namePattern,
      schedules: (template?.schedules ?? []).map(({ experienceId: scheduled, label, startDate, endDate, weekdays, dailyWindow, timezone, priority }) => ({
        experienceId: scheduled,
        label,
        startDate,
        endDate,
        weekdays,
        dailyWindow,
        // A template standing in a store has its zone filled in from that store: each new code takes its own store's instead.
        timezone: template?.storeId ? null : timezone,
        priority,
      })),
    };
    setErrors({});
    const outcome = await create.trigger({ brandId, request, idempotencyKey: keyFor(request) });
    if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
    setResult(outcome.data);
  };

  const pick = (store: { id: string; name: string } | null) => store && setPicked((current) => new Map(current).set(store.id, store.name));
  const unpick = (storeId: string) =>
    setPicked((current) => {
      const next = new Map(current);
      next.delete(storeId);
      return next;
    });

  const storesError = errors.stores ?? errors["stores.tag"] ?? errors["stores.codes"] ?? errors["stores.storeIds"] ?? errors.form;
  const counts = preview.data;
  const overLimit = counts !== undefined && counts.selected > MAX_BULK_PLACEMENT_STORES;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="wide"
      title={t("bulk.title")}
      description={t("bulk.description", { max: MAX_BULK_PLACEMENT_STORES })}
      footer={
        result ? (
          <Button variant="primary" onClick={() => onOpenChange(false)}>
            {t("bulk.done")}
          </Button>
        ) : (
          <>
            <Button onClick={() => onOpenChange(false)}>{t("dialog.cancel")}</Button>
            <Button
              type="submit"
              form="bulk-placements-form"
              variant="primary"
              loading={create.isMutating}
              disabled={!selection || overLimit || counts?.toCreate === 0}
            >
              {counts && !preview.isLoading ? t("bulk.createCount", { count: counts.toCreate }) : t("bulk.create")}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <div className="bulk-result">
          <Alert tone="success" title={t("bulk.resultTitle", { count: result.created })}>
            {t("bulk.resultBody", { selected: result.selected, skipped: result.skipped })}
          </Alert>
        </div>
      ) : (
        <form id="bulk-placements-form" onSubmit={submit} noValidate className="form-stack">
          <ExperienceSelect
            label={t("bulk.experience")}
            error={errors.defaultExperienceId}
            experiences={experiences}
            value={experienceId}
            onChange={setExperienceId}
          />
          <Field label={t("bulk.stores")} error={storesError}>
            {() => (
              <div className="bulk-stores">
                <SegmentedControl
                  label={t("bulk.stores")}
                  value={mode}
                  onChange={setMode}
                  options={[
                    { value: "all", label: t("bulk.modeAll") },
                    { value: "tag", label: t("bulk.modeTag") },
                    { value: "codes", label: t("bulk.modeCodes") },
                    { value: "pick", label: t("bulk.modePick") },
                  ]}
                />
                {mode === "tag" && (
                  <Input
                    aria-label={t("bulk.tag")}
                    placeholder={t("bulk.tagPlaceholder")}
                    value={tag}
                    onChange={(e) => setTag(e.target.value)}
                    maxLength={50}
                  />
                )}
                {mode === "codes" && (
                  <Textarea
                    aria-label={t("bulk.codes")}
                    placeholder={t("bulk.codesPlaceholder")}
                    rows={4}
                    value={codesText}
                    onChange={(e) => setCodesText(e.target.value)}
                  />
                )}
                {mode === "pick" && (
                  <>
                    <StorePicker brandId={brandId} value="" onChange={pick} label={t("bulk.pickSearch")} />
                    {picked.size > 0 && (
                      <ul className="bulk-store-picks" aria-label={t("bulk.pick")}>
                        {[...picked].map(([storeId, name]) => (
                          <li key={storeId}>
                            <span>{name}</span>
                            <IconButton label={t("bulk.unpick", { name })} onClick={() => unpick(storeId)}>
                              <IconX size={14} />
                            </IconButton>
                          </li>
                        ))}
                      </ul>
                    )}
                  </>
                )}
              </div>
            )}
          </Field>
          <Field label={t("bulk.template")} hint={t("bulk.templateHint")}>
            {(control) => <TemplatePicker {...control} brandId={brandId} experienceId={scope.experienceId} value={template} onChange={setTemplate} />}
          </Field>
          <TextField
            label={t("bulk.namePattern")}
            hint={t("bulk.namePatternHint")}
            error={errors.namePattern}
            value={namePattern}
            onChange={(e) => setNamePattern(e.target.value)}
            maxLength={100}
          />
          <p className="bulk-preview" aria-live="polite">
            {!selection
              ? t("bulk.chooseStores")
              : preview.error
                ? preview.error instanceof Error
                  ? preview.error.message
                  : t("bulk.previewError")
                : counts
                  ? overLimit
                    ? t("bulk.overLimit", { selected: counts.selected, max: MAX_BULK_PLACEMENT_STORES })
                    : t("bulk.preview", { selected: counts.selected, toCreate: counts.toCreate, skipped: counts.skipped })
                  : t("bulk.previewLoading")}
          </p>
        </form>
      )}
    </Dialog>
  );
}
