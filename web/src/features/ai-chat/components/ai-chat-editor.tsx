import { AI_CHAT_LIMITS, updateAiChatSchema, type AiChat, type KnowledgeEntry } from "@vitrine/contract";
import { useEffect, useMemo, useState } from "react";
import { TranslatableContent } from "@/components/content-translations/translatable-content";
import { Alert } from "@/components/ui/alert";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { LeaveConfirmDialog } from "@/components/ui/leave-confirm-dialog";
import { SaveBar } from "@/components/ui/save-bar";
import { Field } from "@/components/ui/field";
import { TextField } from "@/components/ui/text-field";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { useLeaveGuard } from "@/hooks/use-leave-guard";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { useCan } from "@/data/me/use-can";
import { useUpdateAiChat } from "@/data/ai-chat/update-ai-chat";
import { cloneSettings } from "../lib/settings-draft";
import { useT } from "../messages";
import { CharCount } from "./char-count";
import { KnowledgeEditor } from "./knowledge-editor";
import { SuggestedQuestionsEditor } from "./suggested-questions-editor";
import { TryItPanel } from "./try-it-panel";
import "./ai-chat.css";

interface AiChatEditorProps {
  brandId: string;
  experienceId: string;
  settings: AiChat;
}

const L = AI_CHAT_LIMITS;

/** The AI chat child of an experience: the assistant's settings and knowledge, and a chat to try it. */
/** The assistant's texts visitors read, in the manifest's keys (name, welcome, suggested questions). */
const CHAT_TEXTS = ["chat."];

export function AiChatEditor({ brandId, experienceId, settings }: AiChatEditorProps) {
  const t = useT();
  const can = useCan();
  const editable = can("brandContent.write", brandId);
  const updateAiChat = useUpdateAiChat();

  const [saved, setSaved] = useState(settings);
  const [draft, setDraft] = useState(() => cloneSettings(settings));
  // Schema errors show once a save was tried, then follow the typing; server errors until the next edit.
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [highlighted, setHighlighted] = useState<string | null>(null);

  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const { blocker } = useLeaveGuard(editable && dirty);
  const errors = useMemo<FieldErrors>(
    () => ({ ...(attempted ? (validate(updateAiChatSchema, draft).errors ?? {}) : {}), ...serverErrors }),
    [attempted, draft, serverErrors],
  );

  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), 1800);
    return () => clearTimeout(timer);
  }, [highlighted]);

  const update = (changes: Partial<AiChat>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setServerErrors({});
  };

  const save = async () => {
    setAttempted(true);
    const result = validate(updateAiChatSchema, draft);
    if (result.errors) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.ai-chat-settings [aria-invalid="true"]')?.focus());
      return;
    }
    const outcome = await updateAiChat.trigger({ brandId, experienceId, settings: result.data });
    if (!outcome.ok) return setServerErrors(apiFieldErrors(outcome.error));
    // The server trims text: take its copy so the form is clean again.
    setSaved(outcome.data);
    setDraft(cloneSettings(outcome.data));
    setAttempted(false);
  };

  const discard = () => {
    setDraft(cloneSettings(saved));
    setAttempted(false);
    setServerErrors({});
  };

  const showKnowledge = (id: string) => {
    const element = document.querySelector<HTMLElement>(`[data-knowledge-id="${id}"]`);
    if (!element) return;
    element.scrollIntoView({ behavior: "smooth", block: "center" });
    setHighlighted(id);
  };

  return (
    <div className="ai-chat-screen">
      {!editable && <Alert tone="info">{t("editor.readOnly")}</Alert>}
      <div className="ai-chat-layout">
        <form
          className="stack ai-chat-settings"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          noValidate
          aria-label={t("editor.settingsLabel")}
        >
          <TranslatableContent brandId={brandId} experienceId={experienceId} prefixes={CHAT_TEXTS} readOnly={!editable}>
            <Card>
              <CardHeader title={t("editor.title")} description={t("editor.description")} />
              <CardBody className="form-stack">
                <div>
                  <Switch checked={draft.enabled} onCheckedChange={(enabled) => update({ enabled })} label={t("editor.showChat")} disabled={!editable} />
                  <p className="field-hint ai-chat-switch-hint">{t("editor.showChatHint")}</p>
                </div>
                <TextField
                  label={t("editor.name")}
                  error={errors.name}
                  hint={<CharCount value={draft.name} max={L.name} />}
                  value={draft.name}
                  onChange={(event) => update({ name: event.target.value })}
                  placeholder={t("editor.namePlaceholder")}
                  disabled={!editable}
                />
                <Field label={t("editor.welcome")} error={errors.welcomeMessage} hint={<CharCount value={draft.welcomeMessage} max={L.welcomeMessage} />}>
                  {(control) => (
                    <Textarea
                      {...control}
                      value={draft.welcomeMessage}
                      onChange={(event) => update({ welcomeMessage: event.target.value })}
                      rows={2}
                      placeholder={t("editor.welcomePlaceholder")}
                      disabled={!editable}
                    />
                  )}
                </Field>
                <Field
                  label={t("editor.persona")}
                  error={errors.persona}
                  hint={
                    <>
                      {t("editor.personaHint")} <CharCount value={draft.persona} max={L.persona} />
                    </>
                  }
                >
                  {(control) => (
                    <Textarea
                      {...control}
                      value={draft.persona}
                      onChange={(event) => update({ persona: event.target.value })}
                      rows={3}
                      placeholder={t("editor.personaPlaceholder")}
                      disabled={!editable}
                    />
                  )}
                </Field>
                <div>
                  <Switch
                    checked={draft.recommendProducts}
                    onCheckedChange={(recommendProducts) => update({ recommendProducts })}
                    label={t("editor.recommend")}
                    disabled={!editable}
                  />
                  <p className="field-hint ai-chat-switch-hint">{t("editor.recommendHint")}</p>
                </div>
              </CardBody>
            </Card>

            <SuggestedQuestionsEditor
              questions={draft.suggestedQuestions}
              errors={errors}
              disabled={!editable}
              onChange={(suggestedQuestions) => update({ suggestedQuestions })}
            />

            <KnowledgeEditor
              entries={draft.knowledge}
              errors={errors}
              disabled={!editable}
              highlightedId={highlighted}
              onChange={(knowledge: KnowledgeEntry[]) => update({ knowledge })}
            />
          </TranslatableContent>

          {editable && dirty && (
            <SaveBar
              label={t("editor.saveLabel")}
              text={t("editor.unsaved")}
              onDiscard={discard}
              discardLabel={t("editor.discard")}
              saveLabel={t("editor.save")}
              busy={updateAiChat.isMutating}
            />
          )}
        </form>

        <aside className="ai-chat-side" aria-label={t("editor.tryLabel")}>
          <TryItPanel brandId={brandId} experienceId={experienceId} saved={saved} unsaved={editable && dirty} onKnowledgeCitation={showKnowledge} />
        </aside>
      </div>

      <LeaveConfirmDialog blocker={blocker} title={t("editor.leaveTitle")} description={t("editor.leaveDescription")} confirmLabel={t("editor.leaveConfirm")} />
    </div>
  );
}
