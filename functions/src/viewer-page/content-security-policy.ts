/**
 * Content-Security-Policy values, read and written in one place. A source is a keyword in quotes
 * (`'self'`, `'none'`, a hash or nonce) or one token without whitespace, `;`, `,` or quotes: those
 * characters would end the directive, start another policy or another source, so a value that
 * holds one is refused here, whoever wrote it.
 */
export type Directive = readonly [name: string, sources: readonly string[]];

const KEYWORD = /^'[A-Za-z0-9+/=_-]+'$/;
const TOKEN = /^[^\s;,'"\\]+$/;
const NAME = /^[a-z][a-z-]*$/;

/** Whether `source` can stand in a directive as one source. */
export const isPolicySource = (source: string) => KEYWORD.test(source) || TOKEN.test(source);

/** The policy's directives in order, names lower-cased. */
export function parsePolicy(policy: string): Directive[] {
  return policy
    .split(";")
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      return [name!.toLowerCase(), sources];
    });
}

/** The header value of `directives`; throws on a name or a source that would change its meaning. */
export function serializePolicy(directives: readonly Directive[]): string {
  return directives
    .map(([name, sources]) => {
      if (!NAME.test(name)) throw new Error(`Not a Content-Security-Policy directive name: ${JSON.stringify(name)}`);
      for (const source of sources) if (!isPolicySource(source)) throw new Error(`Not a Content-Security-Policy source: ${JSON.stringify(source)}`);
      return [name, ...sources].join(" ");
    })
    .join("; ");
}
