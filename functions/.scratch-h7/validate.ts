import { buildOpenApiDocument } from "../src/openapi/build-openapi-document.js";
(async () => {
  const { Validator } = await import("@seriousme/openapi-schema-validator");
  const v = new Validator();
  const res = await v.validate(buildOpenApiDocument() as any);
  console.log(res.valid, v.version, JSON.stringify(res.errors)?.slice(0, 3000));
})();
