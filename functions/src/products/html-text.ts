/**
 * A shop's HTML description as the plain text a product's description is (the console edits it in
 * a text area, the viewer shows it as text): paragraphs and headings become blank-line-separated
 * paragraphs, line breaks stay, list items become "• " (or "1. ") lines, and everything else of the
 * markup (tags, attributes, links' addresses, scripts, styles, embedded documents) is dropped. The
 * HTML is read by a standards parser, so entities, broken nesting and comments read as a browser
 * reads them; what comes out is text only and is never treated as markup again.
 */
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

/** Elements whose content is not text a shopper reads. */
const DROPPED = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "head",
  "title",
  "canvas",
  "video",
  "audio",
  "select",
  "textarea",
  "button",
]);

/** Elements that stand as paragraphs of their own. */
const BLOCKS = new Set([
  "p",
  "div",
  "section",
  "article",
  "aside",
  "header",
  "footer",
  "main",
  "nav",
  "blockquote",
  "figure",
  "figcaption",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "dl",
  "table",
  "pre",
  "address",
  "hr",
  "details",
  "summary",
  "form",
  "fieldset",
]);

/** Lines of their own inside a block. */
const LINES = new Set(["tr", "dt", "dd", "caption"]);

const isParent = (node: Node): node is ParentNode & Node => "childNodes" in node;

export function htmlToText(html: string): string {
  const fragment = parseFragment(html);
  let out = "";
  // Line breaks asked for by the end or start of a block; written only when text follows, so
  // empty paragraphs and trailing blocks add nothing.
  let pendingBreaks = 0;
  let preDepth = 0;

  const breakLines = (count: number) => {
    pendingBreaks = Math.max(pendingBreaks, count);
  };
  const write = (text: string) => {
    if (text === "") return;
    if (out !== "" && pendingBreaks > 0) out = out.replace(/[ \t]+$/, "") + "\n".repeat(pendingBreaks);
    pendingBreaks = 0;
    // A space never starts a line.
    if (out === "" || out.endsWith("\n")) text = text.replace(/^ +/, "");
    else if (out.endsWith(" ")) text = text.replace(/^ +/, "");
    out += text;
  };

  const walk = (node: Node, listCounter?: { n: number | null }) => {
    if (node.nodeName === "#text") {
      const value = (node as DefaultTreeAdapterMap["textNode"]).value;
      // HTML's own white space only: a no-break space stays one.
      write(preDepth > 0 ? value : value.replace(/[ \t\n\r\f]+/g, " "));
      return;
    }
    if (node.nodeName === "#comment" || node.nodeName === "#documentType" || !isParent(node)) return;
    const tag = node.nodeName;
    if (DROPPED.has(tag)) return;
    if (tag === "br") {
      if (out !== "") {
        if (pendingBreaks > 0) return;
        out = out.replace(/[ \t]+$/, "") + "\n";
      }
      return;
    }
    if (tag === "img" || tag === "input") return;
    const block = BLOCKS.has(tag);
    if (block) breakLines(2);
    if (LINES.has(tag)) breakLines(1);
    if (tag === "pre") preDepth++;
    let counter = listCounter;
    if (tag === "ul") counter = { n: null };
    if (tag === "ol") counter = { n: 0 };
    if (tag === "li") {
      breakLines(1);
      if (counter?.n !== null && counter?.n !== undefined) write(`${++counter.n}. `);
      else write("• ");
    }
    if (tag === "td" || tag === "th") write(" ");
    for (const child of node.childNodes as Node[]) walk(child, counter);
    if (tag === "pre") preDepth--;
    if (block) breakLines(2);
    if (LINES.has(tag) || tag === "li") breakLines(1);
  };

  for (const child of fragment.childNodes as Node[]) walk(child);
  return (
    out
      // Controls other than line breaks and tabs are never meant (and tabs read as spaces).
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .replace(/\t/g, " ")
      .split("\n")
      .map((line) => line.replace(/ +$/, ""))
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
