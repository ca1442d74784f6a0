/**
 * What the console and the viewer share of their catalogues: the `icu-messages` build plugin
 * compiles each ICU MessageFormat catalogue (messageformat, OpenJS Foundation) into plain strings
 * and small functions, and `translate` reads one of them. No parser reaches the browser.
 */
export type MessageParams = Record<string, string | number | Date>;

/** What the `icu-messages` plugin makes of a catalogue: plain strings, and functions for ICU messages. */
export type CompiledCatalogue = Record<string, string | ((params: MessageParams) => string)>;

/** `t(key, params)`: keys are the English catalogue's, checked by TypeScript. */
export type Translate<Source> = (key: keyof Source & string, params?: MessageParams) => string;

/** One language's compiled words for `key`, else English's, else the key itself: never an empty label. */
export function translate(messages: CompiledCatalogue, english: CompiledCatalogue, key: string, params: MessageParams = {}): string {
  const message = messages[key] || english[key];
  if (message === undefined) return key;
  return typeof message === "string" ? message : message(params);
}
