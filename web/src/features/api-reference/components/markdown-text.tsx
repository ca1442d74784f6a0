import { Fragment, type ReactNode } from "react";
import { parseInline, parseMarkdown, type Inline } from "../lib/markdown";

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case "text":
        return <Fragment key={index}>{node.text}</Fragment>;
      case "code":
        return <code key={index}>{node.text}</code>;
      case "strong":
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case "em":
        return <em key={index}>{renderInline(node.children)}</em>;
      case "link":
        return (
          <a key={index} href={node.href} {...(/^https?:/.test(node.href) ? { target: "_blank", rel: "noreferrer" } : {})}>
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

/** One line of the document's Markdown (a summary, a field's description). */
export function InlineText({ source }: { source: string }) {
  return <>{renderInline(parseInline(source))}</>;
}

/** A description in the document's Markdown; headings start at `h3` under the page's own. */
export function MarkdownText({ source }: { source: string }) {
  return (
    <div className="markdown">
      {parseMarkdown(source).map((block, index) => {
        switch (block.kind) {
          case "heading": {
            const Heading = block.level <= 2 ? "h3" : "h4";
            return <Heading key={index}>{renderInline(block.content)}</Heading>;
          }
          case "paragraph":
            return <p key={index}>{renderInline(block.content)}</p>;
          case "list":
            return (
              <ul key={index}>
                {block.items.map((item, n) => (
                  <li key={n}>{renderInline(item)}</li>
                ))}
              </ul>
            );
          case "code":
            return (
              <pre key={index} className="code-block reference-code">
                {block.text}
              </pre>
            );
        }
      })}
    </div>
  );
}
