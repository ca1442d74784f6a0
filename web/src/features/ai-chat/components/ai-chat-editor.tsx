import { AI_CHAT_LIMITS, updateAiChatSchema, type AiChat, type KnowledgeEntry } from "@contract";
import { useEffect, useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { useLeaveGuard } from "@/hooks/use-leave-guard";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { useCan } from "@/lib/me";
import { useUpdateAiChat } from "@/data/ai-chat/update-ai-chat";
import { cloneSettings } from "../lib/settings-draft";
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
export function AiChatEditor({ brandId, experienceId, settings }: AiChatEditorProps) {
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
      {!editable && <Alert tone="info">You can read these settings and try the assistant. Only brand editors can change it.</Alert>}
      <div className="ai-chat-layout">
        <form className="stack ai-chat-settings" onSubmit={(event) => { event.preventDefault(); void save(); }} noValidate aria-label="Assistant settings">
          <Card>
            <CardHeader title="Assistant" description="Who answers the viewers' questions in this experience." />
            <CardBody className="form-stack">
              <div>
                <Switch checked={draft.enabled} onCheckedChange={(enabled) => update({ enabled })} label="Show the chat in the viewer" disabled={!editable} />
                <p className="field-hint ai-chat-switch-hint">When off, viewers do not see the chat. You can still try it here.</p>
              </div>
              <Field label="Name" error={errors.name} hint={<CharCount value={draft.name} max={L.name} />}>
                {(control) => <Input {...control} value={draft.name} onChange={(event) => update({ name: event.target.value })} placeholder="e.g. Ada" disabled={!editable} />}
              </Field>
              <Field label="Welcome message" error={errors.welcomeMessage} hint={<CharCount value={draft.welcomeMessage} max={L.welcomeMessage} />}>
                {(control) => (
                  <Textarea {...control} value={draft.welcomeMessage} onChange={(event) => update({ welcomeMessage: event.target.value })} rows={2} placeholder="The first thing viewers read." disabled={!editable} />
                )}
              </Field>
              <Field
                label="Persona"
                error={errors.persona}
                hint={
                  <>
                    How the assistant speaks, when a language model writes the answers. <CharCount value={draft.persona} max={L.persona} />
                  </>
                }
              >
                {(control) => (
                  <Textarea {...control} value={draft.persona} onChange={(event) => update({ persona: event.target.value })} rows={3} placeholder="e.g. A warm, concise furniture expert." disabled={!editable} />
                )}
              </Field>
              <div>
                <Switch checked={draft.recommendProducts} onCheckedChange={(recommendProducts) => update({ recommendProducts })} label="Recommend products" disabled={!editable} />
                <p className="field-hint ai-chat-switch-hint">Answers may point to this experience's products that match the question.</p>
              </div>
            </CardBody>
          </Card>

          <SuggestedQuestionsEditor questions={draft.suggestedQuestions} errors={errors} disabled={!editable} onChange={(suggestedQuestions) => update({ suggestedQuestions })} />

          <KnowledgeEditor
            entries={draft.knowledge}
            errors={errors}
            disabled={!editable}
            highlightedId={highlighted}
            onChange={(knowledge: KnowledgeEntry[]) => update({ knowledge })}
          />

          {editable && dirty && (
            <div className="savebar" role="region" aria-label="Save">
              <span className="savebar-text">Unsaved changes</span>
              <Button onClick={discard} disabled={updateAiChat.isMutating}>
                Discard
              </Button>
              <Button type="submit" variant="primary" loading={updateAiChat.isMutating}>
                Save assistant
              </Button>
            </div>
          )}
        </form>

        <aside className="ai-chat-side" aria-label="Try the assistant">
          <TryItPanel brandId={brandId} experienceId={experienceId} saved={saved} unsaved={editable && dirty} onKnowledgeCitation={showKnowledge} />
        </aside>
      </div>

      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => !open && blocker.state === "blocked" && blocker.reset()}
        title="Discard unsaved changes?"
        description="Your changes to the assistant have not been saved."
        confirmLabel="Discard changes"
        destructive
        onConfirm={() => blocker.state === "blocked" && blocker.proceed()}
      />
    </div>
  );
}
