import type { AiChat, KnowledgeEntry } from "@vitrine/contract";

export type KnowledgeKind = KnowledgeEntry["kind"];

/** A fresh id for a knowledge entry: citations point at it, so it never changes once made. */
export function newKnowledgeId(): string {
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export function newKnowledgeEntry(kind: KnowledgeKind): KnowledgeEntry {
  return kind === "qa" ? { id: newKnowledgeId(), kind: "qa", question: "", answer: "" } : { id: newKnowledgeId(), kind: "text", text: "" };
}

/** The text a knowledge entry is found by, for the filter box. */
export function knowledgeText(entry: KnowledgeEntry): string {
  return entry.kind === "qa" ? `${entry.question}\n${entry.answer}` : entry.text;
}

export function matchesFilter(entry: KnowledgeEntry, filter: string): boolean {
  const wanted = filter.trim().toLowerCase();
  return !wanted || knowledgeText(entry).toLowerCase().includes(wanted);
}

export function cloneSettings(settings: AiChat): AiChat {
  return { ...settings, suggestedQuestions: [...settings.suggestedQuestions], knowledge: settings.knowledge.map((entry) => ({ ...entry })) };
}

export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
