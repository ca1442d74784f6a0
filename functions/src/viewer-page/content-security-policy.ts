/**
 * Content-Security-Policy values, read and written in one place. A source is a keyword in quotes
 * (`'self'`, `'none'`, a hash or nonce) or one token of visible ASCII without `;`, `,`, quotes or
 * a backslash: whitespace would start another source, `;` another directive, `,` another policy,
 * and anything outside visible ASCII is not a header value at all. A value that holds one is
 * refused here, whoever wrote it.
 */
export type Directive = readonly [name: string, sources: readonly string[]];

const KEYWORD = /^'[A-Za-z0-9+/=_-]+'$/;
const TOKEN = /^[\x21-\x7e]+$/;
const SEPARATOR = /[;,'"\\]/;
const NAME = /^[a-z][a-z-]*$/;

/** Whether `source` can stand in a directive as one source. */
export const isPolicySource = (source: string) => KEYWORD.test(source) || (TOKEN.test(source) && !SEPARATOR.test(source));

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

/**
 * Hosting's policy for a page, written again by `serializePolicy`: the share page sends it as the
 * embed page does, so no policy leaves the API that the serializer did not write.
 */
export function reserializePolicies(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([key, value]) => [key, key.toLowerCase() === "content-security-policy" ? serializePolicy(parsePolicy(value)) : value]),
  );
}
