import type { ReactNode } from "react";
import { useT } from "../messages";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface JsonViewerProps {
  value: unknown;
  /** Levels open at first (0 = everything folded); remount with a new `key` to apply a new depth. */
  openDepth?: number;
  /** Accessible name of the tree. */
  label: string;
}

const isContainer = (value: unknown): value is Json[] | Record<string, Json> => value !== null && typeof value === "object";

/** What an array item is, in a word, so folded lists stay readable: `0 “Intro”`. */
function itemHint(value: unknown): string | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const item = value as Record<string, unknown>;
  const name = item.name ?? item.title ?? item.label;
  if (typeof name === "string") return name;
  return typeof item.id === "string" ? item.id : undefined;
}

function Scalar({ value }: { value: unknown }) {
  if (typeof value === "string") return <span className="json-string">“{value}”</span>;
  if (typeof value === "number") return <span className="json-number">{value}</span>;
  if (typeof value === "boolean") return <span className="json-boolean">{String(value)}</span>;
  return <span className="json-null">null</span>;
}

function Key({ name, hint }: { name: string | number; hint?: string }) {
  return (
    <>
      <span className={typeof name === "number" ? "json-index" : "json-key"}>{name}</span>
      {hint && <span className="json-hint">{hint}</span>}
      <span className="json-colon">:</span>
    </>
  );
}

function Node({ name, value, depth, openDepth, hint }: { name: string | number; value: unknown; depth: number; openDepth: number; hint?: string }): ReactNode {
  const t = useT();
  if (!isContainer(value)) {
    return (
      <div className="json-row">
        <Key name={name} hint={hint} /> <Scalar value={value} />
      </div>
    );
  }
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  const count = entries.length;
  const meta = Array.isArray(value) ? `[ ${t("json.items", { count })} ]` : `{ ${t("json.keys", { count })} }`;
  if (count === 0) {
    return (
      <div className="json-row">
        <Key name={name} hint={hint} /> <span className="json-meta">{Array.isArray(value) ? "[ ]" : "{ }"}</span>
      </div>
    );
  }
  return (
    <details className="json-node" open={depth < openDepth}>
      <summary className="json-row json-summary">
        <Key name={name} hint={hint} /> <span className="json-meta">{meta}</span>
      </summary>
      <div className="json-children">
        {entries.map(([key, child]) => (
          <Node key={key} name={key} value={child} depth={depth + 1} openDepth={openDepth} hint={typeof key === "number" ? itemHint(child) : undefined} />
        ))}
      </div>
    </details>
  );
}

/** A JSON document as a tree of native disclosure widgets: keyboard and screen-reader friendly. */
export function JsonViewer({ value, openDepth = 1, label }: JsonViewerProps) {
  const entries = isContainer(value) ? (Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value)) : [];
  return (
    <div className="json-viewer" role="group" aria-label={label}>
      {entries.map(([key, child]) => (
        <Node key={key} name={key} value={child} depth={0} openDepth={openDepth} hint={typeof key === "number" ? itemHint(child) : undefined} />
      ))}
    </div>
  );
}
