/**
 * The little Markdown the API document's descriptions use (headings, paragraphs, bullet lists,
 * fenced code, `code`, **bold**, *emphasis*, [links](…)), parsed into a tree React renders as
 * elements: no HTML string is ever built, so nothing in the document can inject markup.
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "code"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "heading"; level: number; content: Inline[] }
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "list"; items: Inline[][] }
  | { kind: "code"; text: string };

/** Only links a reader can safely follow: web addresses and paths of this site. */
const safeHref = (href: string) => /^(https?:\/\/|\/|#)/i.test(href);

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let text = "";
  const flush = () => {
    if (text) out.push({ kind: "text", text });
    text = "";
  };
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const code = /^(`+)([\s\S]*?[^`])\1(?!`)/.exec(rest);
    if (code) {
      flush();
      out.push({ kind: "code", text: code[2]!.trim() });
      i += code[0].length;
      continue;
    }
    const strong = /^\*\*(?=\S)([\s\S]*?\S)\*\*/.exec(rest);
    if (strong) {
      flush();
      out.push({ kind: "strong", children: parseInline(strong[1]!) });
      i += strong[0].length;
      continue;
    }
    const em = /^\*(?=[^\s*])([\s\S]*?[^\s*])\*/.exec(rest);
    if (em) {
      flush();
      out.push({ kind: "em", children: parseInline(em[1]!) });
      i += em[0].length;
      continue;
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
    if (link) {
      flush();
      const children = parseInline(link[1]!);
      if (safeHref(link[2]!)) out.push({ kind: "link", href: link[2]!, children });
      else out.push(...children);
      i += link[0].length;
      continue;
    }
    text += source[i];
    i += 1;
  }
  flush();
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  let paragraph: string[] = [];
  let list: string[] | null = null;

  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", content: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ kind: "list", items: list.map(parseInline) });
    list = null;
  };

  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    if (/^```/.test(line.trim())) {
      endParagraph();
      endList();
      const body: string[] = [];
      for (n += 1; n < lines.length && !/^```/.test(lines[n]!.trim()); n++) body.push(lines[n]!);
      blocks.push({ kind: "code", text: body.join("\n") });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    if (heading) {
      endParagraph();
      endList();
      blocks.push({ kind: "heading", level: heading[1]!.length, content: parseInline(heading[2]!.trim()) });
    } else if (item) {
      endParagraph();
      (list ??= []).push(item[1]!.trim());
    } else if (!line.trim()) {
      endParagraph();
      endList();
    } else if (list && /^\s+/.test(line)) {
      // An indented line continues the list item above it.
      list[list.length - 1] += ` ${line.trim()}`;
    } else {
      endList();
      paragraph.push(line.trim());
    }
  }
  endParagraph();
  endList();
  return blocks;
}
