import { describe, expect, it } from "vitest";
import type { ChatAnswer } from "@vitrine/contract";
import { isTrimmed, requestMessages, type TranscriptEntry } from "./conversation";

const answer: ChatAnswer = { answer: "A", citations: [], answerer: "retrieval" };
const turn = (i: number): TranscriptEntry[] => [
  { id: `u${i}`, role: "user", content: `Q${i}` },
  { id: `a${i}`, role: "assistant", content: `A${i}`, answer },
];

describe("requestMessages", () => {
  it("sends the history and the new question, last", () => {
    expect(requestMessages(turn(1), "Q2")).toEqual([
      { role: "user", content: "Q1" },
      { role: "assistant", content: "A1" },
      { role: "user", content: "Q2" },
    ]);
  });

  it("leaves out questions that failed", () => {
    const transcript: TranscriptEntry[] = [...turn(1), { id: "x", role: "user", content: "lost", failed: true }];
    expect(requestMessages(transcript, "Q2").map((m) => m.content)).toEqual(["Q1", "A1", "Q2"]);
  });

  it("keeps only the latest 20 messages", () => {
    const transcript = Array.from({ length: 15 }, (_, i) => turn(i)).flat();
    const messages = requestMessages(transcript, "last");
    expect(messages).toHaveLength(20);
    expect(messages[19]).toEqual({ role: "user", content: "last" });
    expect(isTrimmed(transcript)).toBe(true);
    expect(isTrimmed(turn(1))).toBe(false);
  });
});
