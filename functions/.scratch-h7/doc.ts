import { buildOpenApiDocument } from "../src/openapi/build-openapi-document.js";
const t = Date.now();
const doc: any = buildOpenApiDocument();
console.log("ms", Date.now() - t, "bytes", JSON.stringify(doc).length);
console.log("paths", Object.keys(doc.paths).length, "schemas", Object.keys(doc.components.schemas).length);
console.log(Object.keys(doc.components.schemas).join(" "));
console.log(JSON.stringify(doc.paths["/v1/brands/{brandId}/stores"].get, null, 1).slice(0, 1800));
console.log(doc.tags.map((t: any) => t.name).join(", "));
const s = JSON.stringify(doc); console.log("$defs", s.includes("$defs"), "Input comps", Object.keys(doc.components.schemas).filter(n => n.endsWith("Input")).join(" "));
