import type { Manifest } from "@vitrine/contract";
import { useEffect, useId, useRef, useState } from "react";
import { sendChatMessage, type ChatTurn } from "../api/public-chat";
import { track } from "../lib/analytics";
import { visitorError } from "../lib/visitor-error";
import { useI18n } from "./i18n-provider";
import { Sheet } from "./sheet";
import { IconSend } from "./viewer-icons";

type AiChat = NonNullable<Manifest["aiChat"]>;

export interface ChatState {
  turns: ChatTurn[];
  suggestions: string[];
}

type Props = {
  chat: AiChat;
  brandId: string;
  experienceId: string;
  /** Set in a preview link's viewer: the assistant then answers from the draft. */
  testAccessId?: string;
  /** The visitor's language: the assistant answers in it. */
  language: string;
  /** Kept by the parent, so closing and reopening the panel keeps the conversation. */
  state: ChatState;
  onStateChange: (update: (state: ChatState) => ChatState) => void;
  onClose: () => void;
};

function finePointer(): boolean {
  return typeof window !== "undefined" && Boolean(window.matchMedia?.("(pointer: fine)").matches);
}

/** Keep requests small: the assistant gets the last few turns, which is all it needs for context. */
const CONTEXT_TURNS = 12;

export function ChatPanel({ chat, brandId, experienceId, testAccessId, language, state, onStateChange, onClose }: Props) {
  const headingId = useId();
  const { t } = useI18n();
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const transcript = useRef<HTMLDivElement>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    const node = transcript.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [state.turns.length, pending]);

  const ask = async (text: string) => {
    const question = text.trim();
    if (!question || pending) return;
    const turns: ChatTurn[] = [...state.turns, { role: "user", content: question.slice(0, 1000) }];
    onStateChange((current) => ({ ...current, turns }));
    setDraft("");
    setError(null);
    setPending(true);
    track("chat_message", { role: "user", length: question.length, turn: turns.length });
    abort.current = new AbortController();
    try {
      const reply = await sendChatMessage(brandId, experienceId, turns.slice(-CONTEXT_TURNS), { signal: abort.current.signal, testAccessId, language });
      onStateChange((current) => ({
        turns: [...current.turns, { role: "assistant", content: reply.answer }],
        suggestions: reply.suggestedQuestions ?? current.suggestions,
      }));
      track("chat_message", { role: "assistant", answerer: reply.answerer, citations: reply.citations.length });
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === "AbortError") return;
      setError(visitorError(caught, t, "chatFailed"));
      // Give the question back so it can be sent again.
      onStateChange((current) => ({ ...current, turns: current.turns.slice(0, -1) }));
      setDraft(question);
    } finally {
      setPending(false);
    }
  };

  const suggestions = state.turns.length === 0 ? chat.suggestedQuestions : state.suggestions;

  return (
    <Sheet labelledBy={headingId} onClose={onClose} className="viewer-chat" closeLabel={t("closeChat")}>
      <h2 id={headingId} className="viewer-sheet-title viewer-chat-title">
        {chat.name}
      </h2>
      <div className="viewer-chat-transcript" ref={transcript} aria-live="polite" aria-busy={pending}>
        <p className="viewer-chat-message viewer-chat-message-assistant">{chat.welcomeMessage}</p>
        {state.turns.map((turn, index) => (
          <p key={index} className={`viewer-chat-message viewer-chat-message-${turn.role}`}>
            <span className="visually-hidden">{`${turn.role === "user" ? t("you") : chat.name}: `}</span>
            {turn.content}
          </p>
        ))}
        {pending && (
          <p className="viewer-chat-message viewer-chat-message-assistant viewer-chat-typing" aria-label={t("typing", { name: chat.name })}>
            <span />
            <span />
            <span />
          </p>
        )}
      </div>
      {error && (
        <p className="viewer-form-error" role="alert">
          {error}
        </p>
      )}
      {suggestions.length > 0 && !pending && (
        <div className="viewer-chat-suggestions" aria-label={t("suggestions")} role="group">
          {suggestions.slice(0, 4).map((suggestion) => (
            <button key={suggestion} type="button" className="viewer-chip" onClick={() => void ask(suggestion)}>
              {suggestion}
            </button>
          ))}
        </div>
      )}
      <form
        className="viewer-chat-form"
        onSubmit={(event) => {
          event.preventDefault();
          void ask(draft);
        }}
      >
        <label className="visually-hidden" htmlFor={`${headingId}-input`}>
          {t("yourQuestion")}
        </label>
        <input
          id={`${headingId}-input`}
          className="viewer-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t("askPlaceholder")}
          maxLength={1000}
          autoComplete="off"
          // On a phone the keyboard would cover the conversation: focus the panel instead.
          data-autofocus={finePointer() || undefined}
        />
        <button type="submit" className="viewer-icon-button viewer-icon-button-primary" disabled={pending || draft.trim() === ""} aria-label={t("send")}>
          <IconSend size={18} />
        </button>
      </form>
    </Sheet>
  );
}
