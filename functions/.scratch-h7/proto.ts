import { z } from "zod";
import * as contract from "../src/contract/index.js";
const { routes } = contract;
const names = new Map<unknown, string>();
for (const [k, v] of Object.entries(contract)) if (v instanceof z.ZodType && k.endsWith("Schema")) { if (!names.has(v)) names.set(v, k.replace(/Schema$/, "")); }
console.log("exported schemas", names.size);
for (const io of ["input", "output"] as const) {
  const reg = z.registry<{ id?: string }>();
  let n = 0;
  for (const [name, r] of Object.entries(routes) as any) {
    for (const part of io === "input" ? ["params", "query", "body"] : ["response"]) {
      const s = r[part]; if (!s) continue;
      if (reg.has(s)) continue;
      reg.add(s, { id: names.get(s) ?? `${name}-${part}` }); n++;
    }
  }
  // also add all exported schemas
  for (const [s, id] of names) if (!reg.has(s as any)) { reg.add(s as any, { id }); }
  try {
    const out = z.toJSONSchema(reg, { io, unrepresentable: "any", uri: (id) => `#/components/schemas/${id}` , target: "draft-2020-12"});
    const str = JSON.stringify(out);
    console.log(io, n, Object.keys(out.schemas).length, str.length, (str.match(/\$defs/g)||[]).length, (str.match(/__shared/g)||[]).length);
    console.log(JSON.stringify(out.schemas["brand"]).slice(0,600));
    console.log(JSON.stringify(out.schemas["listBrands-response"] ?? out.schemas["listBrands-query"]).slice(0,600));
  } catch (e) { console.log("ERR", e); }
}
