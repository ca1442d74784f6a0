import { CHAT_MAX_MESSAGES, type ChatAnswer, type ChatMessage } from "@vitrine/contract";

/** One line of the "Try it" transcript: what was said, and for answers what they drew on. */
export type TranscriptEntry =
  { id: string; role: "user"; content: string; failed?: boolean } | { id: string; role: "assistant"; content: string; answer: ChatAnswer };

/**
 * What is sent for a new question: the latest turns that fit the API's limit, ending with the
 * question. Failed questions (never answered) are left out so roles keep alternating sensibly.
 */
export function requestMessages(transcript: TranscriptEntry[], question: string): ChatMessage[] {
  const history: ChatMessage[] = transcript
    .filter((entry) => !(entry.role === "user" && entry.failed))
    .map((entry) => ({ role: entry.role, content: entry.content }));
  const all = [...history, { role: "user" as const, content: question }];
  return all.slice(-CHAT_MAX_MESSAGES);
}

/** True once the transcript is longer than what the assistant gets to see. */
export const isTrimmed = (transcript: TranscriptEntry[]) => transcript.length + 1 > CHAT_MAX_MESSAGES;
