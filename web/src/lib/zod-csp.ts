import { z } from "zod";

// zod compiles object parsers with `new Function` when it may; probing for that is an `eval`,
// which the Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation.
// Imported first by main.tsx, before any schema exists.
z.config({ jitless: true });
