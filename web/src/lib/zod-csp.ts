// zod compiles object parsers with `new Function` when it may; probing for that is an `eval`,
// which the Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation.
// `jitless` turns the probe off, but only for schemas made after it is set. zod keeps its settings
// on one global object, shared by every copy of zod on the page and read when zod loads, so
// setting it here (main.tsx's first import) covers every schema, without loading zod itself on
// screens that never use it (the public viewer). The object is mutated, not replaced, in case a
// zod already holds it.
const page = globalThis as { __zod_globalConfig?: Record<string, unknown> };
page.__zod_globalConfig = Object.assign(page.__zod_globalConfig ?? {}, { jitless: true });

export {};
