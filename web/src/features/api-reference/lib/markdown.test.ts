import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown } from "./markdown";

describe("parseMarkdown", () => {
  it("reads headings, paragraphs joined across lines, and bullet lists with continued items", () => {
    const blocks = parseMarkdown(
      [
        "The Vitrine API: every route is under `/v1`,",
        "and takes JSON.",
        "",
        "## Authentication",
        "",
        "- **API key** (`vtr_live_…`), created",
        "  in *Settings*.",
        "- ID token.",
      ].join("\n"),
    );
    expect(blocks.map((b) => b.kind)).toEqual(["paragraph", "heading", "list"]);
    expect(blocks[0]).toEqual({
      kind: "paragraph",
      content: [
        { kind: "text", text: "The Vitrine API: every route is under " },
        { kind: "code", text: "/v1" },
        { kind: "text", text: ", and takes JSON." },
      ],
    });
    expect(blocks[1]).toEqual({ kind: "heading", level: 2, content: [{ kind: "text", text: "Authentication" }] });
    const list = blocks[2] as Extract<(typeof blocks)[number], { kind: "list" }>;
    expect(list.items).toHaveLength(2);
    expect(list.items[0]).toEqual([
      { kind: "strong", children: [{ kind: "text", text: "API key" }] },
      { kind: "text", text: " (" },
      { kind: "code", text: "vtr_live_…" },
      { kind: "text", text: "), created in " },
      { kind: "em", children: [{ kind: "text", text: "Settings" }] },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps fenced code as it is written", () => {
    expect(parseMarkdown("```\ncurl /v1/brands \\\n  -H x\n```")).toEqual([{ kind: "code", text: "curl /v1/brands \\\n  -H x" }]);
  });
});

describe("parseInline", () => {
  it("keeps markup characters inside code spans literal", () => {
    expect(parseInline('`{"error":{"code":"*"}}`')).toEqual([{ kind: "code", text: '{"error":{"code":"*"}}' }]);
  });
  it("links only to web addresses and this site, and keeps the text of other links", () => {
    expect(parseInline("[docs](https://example.com)")).toEqual([{ kind: "link", href: "https://example.com", children: [{ kind: "text", text: "docs" }] }]);
    expect(parseInline("[x](javascript:evil)")).toEqual([{ kind: "text", text: "x" }]);
  });
  it("leaves a lone asterisk alone", () => {
    expect(parseInline("5 * 3 = 15")).toEqual([{ kind: "text", text: "5 * 3 = 15" }]);
  });
});
