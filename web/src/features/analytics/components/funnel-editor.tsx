import { useState, type FormEvent } from "react";
import {
  MAX_ANALYTICS_FUNNELS,
  MAX_FUNNEL_STEPS,
  MIN_FUNNEL_STEPS,
  analyticsEventTypes,
  type AnalyticsEventType,
  type AnalyticsFunnel,
} from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { IconButton } from "@/components/ui/icon-button";
import { IconPlus, IconTrash, IconX } from "@/components/ui/icons";
import { Input, Select } from "@/components/ui/input";
import { useUpdateAnalyticsFunnels } from "@/data/analytics/update-analytics-funnels";
import { eventTypeName } from "../lib/event-types";
import { useT } from "../messages";

interface Draft {
  /** Kept for a funnel that exists, so renaming it keeps its counts. */
  id?: string;
  key: string;
  name: string;
  steps: Array<{ type: AnalyticsEventType; productId: string | null }>;
}

let nextKey = 0;
const draftOf = (funnel: AnalyticsFunnel): Draft => ({ id: funnel.id, key: funnel.id, name: funnel.name, steps: funnel.steps });

/** The brand's funnels as a form: each a name and its ordered steps, each step an event type. */
export function FunnelEditor({
  brandId,
  funnels,
  open,
  onOpenChange,
}: {
  brandId: string;
  funnels: AnalyticsFunnel[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const [drafts, setDrafts] = useState<Draft[]>(() => funnels.map(draftOf));
  const update = useUpdateAnalyticsFunnels();
  const typeOptions = analyticsEventTypes.map((type) => ({ value: type, label: eventTypeName({ type }, t) }));

  const change = (key: string, next: (draft: Draft) => Draft) => setDrafts((list) => list.map((d) => (d.key === key ? next(d) : d)));
  const incomplete = drafts.some((d) => d.name.trim() === "" || d.steps.length < MIN_FUNNEL_STEPS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await update.trigger({
      brandId,
      funnels: drafts.map((d) => ({ ...(d.id && { id: d.id }), name: d.name.trim(), steps: d.steps.map((s) => ({ type: s.type, productId: s.productId })) })),
    });
    if (result.ok) onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("funnels.editorTitle")}
      description={t("funnels.editorDescription")}
      form={{ id: "funnel-editor", onSubmit: submit, submitLabel: t("funnels.save"), busy: update.isMutating, disabled: incomplete }}
    >
      <div className="funnel-editor">
        {drafts.map((draft) => (
          <fieldset key={draft.key} className="funnel-editor-funnel">
            <div className="funnel-editor-name">
              <Field label={t("funnels.name")}>
                {(control) => (
                  <Input {...control} value={draft.name} maxLength={80} onChange={(e) => change(draft.key, (d) => ({ ...d, name: e.target.value }))} />
                )}
              </Field>
              <IconButton
                label={t("funnels.removeFunnel")}
                title={t("funnels.removeFunnel")}
                onClick={() => setDrafts((list) => list.filter((d) => d.key !== draft.key))}
              >
                <IconTrash />
              </IconButton>
            </div>
            <ol className="funnel-editor-steps">
              {draft.steps.map((step, i) => (
                <li key={i} className="funnel-editor-step">
                  <span className="analytics-funnel-index">{i + 1}</span>
                  <Select
                    aria-label={t("funnels.step", { n: i + 1 })}
                    value={step.type}
                    options={typeOptions}
                    onChange={(e) =>
                      change(draft.key, (d) => ({
                        ...d,
                        steps: d.steps.map((s, j) => (j === i ? { type: e.target.value as AnalyticsEventType, productId: null } : s)),
                      }))
                    }
                  />
                  <IconButton
                    label={t("funnels.removeStep", { n: i + 1 })}
                    title={t("funnels.removeStep", { n: i + 1 })}
                    onClick={() => change(draft.key, (d) => ({ ...d, steps: d.steps.filter((_, j) => j !== i) }))}
                  >
                    <IconX />
                  </IconButton>
                </li>
              ))}
            </ol>
            <div className="funnel-editor-actions">
              <Button
                size="sm"
                variant="secondary"
                disabled={draft.steps.length >= MAX_FUNNEL_STEPS}
                onClick={() => change(draft.key, (d) => ({ ...d, steps: [...d.steps, { type: "product_card_open", productId: null }] }))}
              >
                <IconPlus /> {t("funnels.addStep")}
              </Button>
            </div>
          </fieldset>
        ))}
        <div className="funnel-editor-actions">
          <Button
            variant="secondary"
            disabled={drafts.length >= MAX_ANALYTICS_FUNNELS}
            onClick={() =>
              setDrafts((list) => [
                ...list,
                {
                  key: `new-${(nextKey += 1)}`,
                  name: t("funnels.newName"),
                  steps: [
                    { type: "session_start", productId: null },
                    { type: "product_card_open", productId: null },
                    { type: "product_link_out", productId: null },
                  ],
                },
              ])
            }
          >
            <IconPlus /> {t("funnels.addFunnel")}
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}
