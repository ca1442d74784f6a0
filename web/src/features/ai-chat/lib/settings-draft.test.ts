import { describe, expect, it } from "vitest";
import { localIdSchema } from "@vitrine/contract";
import { matchesFilter, moveItem, newKnowledgeEntry, newKnowledgeId } from "./settings-draft";

describe("settings draft", () => {
  it("makes ids the API accepts, each different", () => {
    const ids = new Set(Array.from({ length: 50 }, newKnowledgeId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(localIdSchema.safeParse(id).success).toBe(true);
  });

  it("starts entries empty, of the asked kind", () => {
    expect(newKnowledgeEntry("qa")).toMatchObject({ kind: "qa", question: "", answer: "" });
    expect(newKnowledgeEntry("text")).toMatchObject({ kind: "text", text: "" });
  });

  it("filters entries by their words, ignoring case", () => {
    const entry = { id: "a", kind: "qa" as const, question: "Do you deliver?", answer: "Within France." };
    expect(matchesFilter(entry, "FRANCE")).toBe(true);
    expect(matchesFilter(entry, "warranty")).toBe(false);
    expect(matchesFilter(entry, "  ")).toBe(true);
  });

  it("moves items within bounds only", () => {
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
  });
});
