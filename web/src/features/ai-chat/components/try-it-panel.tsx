import { CHAT_MAX_MESSAGE_LENGTH, type AiChat, type ChatCitation } from "@vitrine/contract";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { useChatWithAssistant } from "@/data/ai-chat/chat-with-assistant";
import { isTrimmed, requestMessages, type TranscriptEntry } from "../lib/conversation";
import { useT } from "../messages";
import { IconBook, IconMessage, IconRefresh, IconSend, IconTag } from "./icons";

interface TryItPanelProps {
  brandId: string;
  experienceId: string;
  /** The saved settings: what the assistant actually answers from. */
  saved: AiChat;
  /** The form holds changes the assistant does not know yet. */
  unsaved: boolean;
  onKnowledgeCitation: (id: string) => void;
}

const answererLabels = { retrieval: "try.retrieval", openai: "try.openai" } as const;

let nextId = 0;
const entryId = () => `t${++nextId}`;

/** Chat with the saved assistant as a viewer would, seeing what each answer drew on. */
export function TryItPanel({ brandId, experienceId, saved, unsaved, onKnowledgeCitation }: TryItPanelProps) {
  const t = useT();
  const chat = useChatWithAssistant();
  const [transcript, setTranscript] = useState<TranscriptEntry[]>([]);
  const [question, setQuestion] = useState("");
  const scroller = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight, behavior: "smooth" });
  }, [transcript, chat.isMutating]);

  const ask = async (text: string) => {
    const content = text.trim();
    if (!content || chat.isMutating) return;
    const messages = requestMessages(transcript, content);
    const asked: TranscriptEntry = { id: entryId(), role: "user", content };
    setTranscript((current) => [...current, asked]);
    setQuestion("");
    const outcome = await chat.trigger({ brandId, experienceId, messages });
    setTranscript((current) =>
      outcome.ok
        ? [...current, { id: entryId(), role: "assistant", content: outcome.data.answer, answer: outcome.data }]
        : current.map((entry) => (entry.id === asked.id ? { ...asked, failed: true } : entry)),
    );
    input.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(question);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line, as in every chat.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void ask(question);
    }
  };

  const last = transcript[transcript.length - 1];
  const lastAnswer = last?.role === "assistant" ? last.answer : undefined;
  const offered = lastAnswer ? (lastAnswer.suggestedQuestions ?? []) : transcript.length === 0 ? saved.suggestedQuestions : [];
  const tooLong = question.trim().length > CHAT_MAX_MESSAGE_LENGTH;

  return (
    <Card className="try-it">
      <CardHeader
        title={
          <span className="try-it-title">
            <IconMessage /> {t("try.title")}
          </span>
        }
        description={t(saved.enabled ? "try.description" : "try.descriptionOff", { name: saved.name })}
        actions={
          transcript.length > 0 && (
            <Button size="sm" variant="ghost" onClick={() => setTranscript([])} disabled={chat.isMutating}>
              <IconRefresh size={14} /> {t("try.startOver")}
            </Button>
          )
        }
      />
      <CardBody className="try-it-body">
        {unsaved && <p className="try-it-note">{t("try.unsaved")}</p>}
        <div className="chat-transcript" ref={scroller} role="log" aria-label={t("try.conversation")} aria-live="polite">
          <div className="chat-message chat-message-assistant">
            <span className="chat-author">{saved.name}</span>
            <p className="chat-bubble">{saved.welcomeMessage || t("try.welcome")}</p>
          </div>
          {transcript.map((entry) =>
            entry.role === "user" ? (
              <div key={entry.id} className={cn("chat-message chat-message-user", entry.failed && "chat-message-failed")}>
                <p className="chat-bubble">{entry.content}</p>
                {entry.failed && (
                  <span className="chat-failed">
                    {t("try.notAnswered")}{" "}
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => {
                        setTranscript((current) => current.filter((e) => e.id !== entry.id));
                        void ask(entry.content);
                      }}
                    >
                      {t("try.askAgain")}
                    </button>
                  </span>
                )}
              </div>
            ) : (
              <div key={entry.id} className="chat-message chat-message-assistant" data-answerer={entry.answer.answerer}>
                <span className="chat-author">{saved.name}</span>
                <p className="chat-bubble">{entry.content}</p>
                <Citations citations={entry.answer.citations} onKnowledge={onKnowledgeCitation} />
                <span className="chat-meta">
                  {t("try.answeredBy")}{" "}
                  <Badge tone={entry.answer.answerer === "openai" ? "accent" : "neutral"}>{t(answererLabels[entry.answer.answerer])}</Badge>
                  {entry.answer.citations.length === 0 && t("try.noSource")}
                </span>
              </div>
            ),
          )}
          {chat.isMutating && (
            <div className="chat-message chat-message-assistant" aria-label={t("try.answering", { name: saved.name })}>
              <span className="chat-author">{saved.name}</span>
              <p className="chat-bubble chat-typing" aria-hidden="true">
                <span />
                <span />
                <span />
              </p>
            </div>
          )}
        </div>
        {offered.length > 0 && (
          <div className="chat-suggestions" aria-label={t("try.suggested")}>
            {offered.map((suggestion) => (
              <button key={suggestion} type="button" className="chat-suggestion" onClick={() => void ask(suggestion)} disabled={chat.isMutating}>
                {suggestion}
              </button>
            ))}
          </div>
        )}
        {isTrimmed(transcript) && <p className="try-it-note">{t("try.trimmed")}</p>}
        <form className="chat-composer" onSubmit={submit}>
          <Textarea
            ref={input}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t("try.placeholder")}
            aria-label={t("try.yourQuestion")}
            aria-invalid={tooLong || undefined}
            rows={1}
          />
          <Button type="submit" variant="primary" iconOnly aria-label={t("try.send")} loading={chat.isMutating} disabled={!question.trim() || tooLong}>
            {!chat.isMutating && <IconSend size={16} />}
          </Button>
        </form>
        {tooLong && <p className="field-error">{t("try.tooLong", { max: CHAT_MAX_MESSAGE_LENGTH })}</p>}
      </CardBody>
    </Card>
  );
}

function Citations({ citations, onKnowledge }: { citations: ChatCitation[]; onKnowledge: (id: string) => void }) {
  const t = useT();
  if (citations.length === 0) return null;
  return (
    <ul className="chat-citations" aria-label={t("try.sources")}>
      {citations.map((citation) =>
        citation.kind === "knowledge" ? (
          <li key={`k:${citation.id}`}>
            <button
              type="button"
              className="citation-chip citation-chip-knowledge"
              onClick={() => onKnowledge(citation.id)}
              title={t("try.showKnowledge", { label: citation.label })}
            >
              <IconBook size={12} /> <span className="citation-chip-text">{citation.label}</span>
            </button>
          </li>
        ) : (
          <li key={`p:${citation.id}`}>
            <span className="citation-chip citation-chip-product" title={t("try.product")}>
              <IconTag size={12} /> <span className="citation-chip-text">{citation.name}</span>
            </span>
          </li>
        ),
      )}
    </ul>
  );
}
