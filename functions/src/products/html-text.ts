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

/** `text` without its final spaces and tabs, in one pass from the end (a `/[ \t]+$/` rescans from each space). */
function withoutTrailingSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === " " || text[end - 1] === "\t")) end--;
  return end === text.length ? text : text.slice(0, end);
}

export function htmlToText(html: string): string {
  const fragment = parseFragment(html);
  // Pieces, not one growing string: a long description with many breaks stays linear to write.
  const pieces: string[] = [];
  const isEmpty = () => pieces.length === 0;
  const lastChar = () => (isEmpty() ? "" : pieces[pieces.length - 1]!.slice(-1));
  const trimTrailingSpaces = () => {
    while (!isEmpty()) {
      const last = pieces[pieces.length - 1]!;
      const trimmed = withoutTrailingSpaces(last);
      if (trimmed === last) return;
      if (trimmed === "") pieces.pop();
      else {
        pieces[pieces.length - 1] = trimmed;
        return;
      }
    }
  };
  // Line breaks asked for by the end or start of a block; written only when text follows, so
  // empty paragraphs and trailing blocks add nothing.
  let pendingBreaks = 0;
  let preDepth = 0;

  const breakLines = (count: number) => {
    pendingBreaks = Math.max(pendingBreaks, count);
  };
  const write = (text: string) => {
    if (text === "") return;
    if (!isEmpty() && pendingBreaks > 0) {
      trimTrailingSpaces();
      pieces.push("\n".repeat(pendingBreaks));
    }
    pendingBreaks = 0;
    // A space never starts a line, nor follows another.
    const before = lastChar();
    if (before === "" || before === "\n" || before === " ") text = text.replace(/^ +/, "");
    if (text !== "") pieces.push(text);
  };

  type Counter = { n: number | null };
  // An explicit stack, not recursion: a file may nest elements deeper than the call stack goes.
  type Step = { node: Node; counter: Counter | undefined } | { leave: string };
  const stack: Step[] = [...(fragment.childNodes as Node[])].reverse().map((node) => ({ node, counter: undefined }));
  while (stack.length > 0) {
    const step = stack.pop()!;
    if ("leave" in step) {
      const tag = step.leave;
      if (tag === "pre") preDepth--;
      if (BLOCKS.has(tag)) breakLines(2);
      if (LINES.has(tag) || tag === "li") breakLines(1);
      continue;
    }
    const { node } = step;
    if (node.nodeName === "#text") {
      const value = (node as DefaultTreeAdapterMap["textNode"]).value;
      // HTML's own white space only: a no-break space stays one.
      write(preDepth > 0 ? value : value.replace(/[ \t\n\r\f]+/g, " "));
      continue;
    }
    if (node.nodeName === "#comment" || node.nodeName === "#documentType" || !isParent(node)) continue;
    const tag = node.nodeName;
    if (DROPPED.has(tag) || tag === "img" || tag === "input") continue;
    if (tag === "br") {
      if (!isEmpty() && pendingBreaks === 0) {
        trimTrailingSpaces();
        pieces.push("\n");
      }
      continue;
    }
    if (BLOCKS.has(tag)) breakLines(2);
    if (LINES.has(tag)) breakLines(1);
    if (tag === "pre") preDepth++;
    let counter = step.counter;
    if (tag === "ul") counter = { n: null };
    if (tag === "ol") counter = { n: 0 };
    if (tag === "li") {
      breakLines(1);
      if (counter && counter.n !== null) write(`${++counter.n}. `);
      else write("• ");
    }
    if (tag === "td" || tag === "th") write(" ");
    stack.push({ leave: tag });
    const children = node.childNodes as Node[];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, counter });
  }

  const out = pieces.join("");
  return (
    out
      // Controls other than line breaks and tabs are never meant (and tabs read as spaces).
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .replace(/\t/g, " ")
      .split("\n")
      .map(withoutTrailingSpaces)
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
