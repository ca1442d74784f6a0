/**
 * Message catalogues are JSON files of ICU MessageFormat strings (what translation agencies and
 * their tools read and write). Importing one with `?messages` compiles it here, at build time,
 * with messageformat (OpenJS Foundation): the browser receives plain strings and small functions,
 * not a MessageFormat parser. A message with no argument stays a string.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import MessageFormat from "@messageformat/core";
import compileModule from "@messageformat/core/lib/compile-module.js";
import type { Plugin } from "vite";

const QUERY = "?messages";
const PREFIX = "\0icu-messages:";

/** The module source for one catalogue; `language` is its file name (`fr.json` is French). */
export function compileCatalogue(language: string, messages: Record<string, string>): string {
  const plain: Record<string, string> = {};
  const formatted: Record<string, string> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== "string") throw new Error(`Message "${key}" is not a string`);
    // Only braces make a message ICU syntax; an apostrophe alone is a letter ("l'expérience").
    (/[{}]/.test(message) ? formatted : plain)[key] = message;
  }
  const compiled = Object.keys(formatted).length > 0 ? compileModule(new MessageFormat(language), formatted) : "export default {}";
  return `${compiled.replace("export default", "const formatted =")};\nexport default Object.assign(${JSON.stringify(plain)}, formatted);\n`;
}

export function icuMessages(): Plugin {
  return {
    name: "icu-messages",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      // Not ending in ".json": Vite's own JSON plugin would parse the compiled module as JSON.
      return resolved ? `${PREFIX}${resolved.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -".js".length);
      this.addWatchFile(file);
      return compileCatalogue(basename(file, ".json"), JSON.parse(readFileSync(file, "utf8")));
    },
  };
}
