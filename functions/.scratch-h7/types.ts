import { z } from "zod";
import * as contract from "../src/contract/index.js";
const types = new Map<string, string[]>();
for (const [k, v] of Object.entries(contract)) if (v instanceof z.ZodType) { const t = (v as any)._zod.def.type; types.set(t, [...(types.get(t) ?? []), k]); }
for (const [t, ks] of types) console.log(t, ks.length, ks.slice(0, 8).join(","));
