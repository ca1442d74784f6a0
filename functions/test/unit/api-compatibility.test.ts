import { expect } from "chai";
import { readFileSync } from "node:fs";
import path from "node:path";
import { compatibilityProblems } from "../../../scripts/sdk/api-compatibility.js";
import { ANNOUNCED_CHANGES } from "../../../scripts/sdk/announced-changes.js";
import { RELEASE_COMMAND, RELEASED_DOCUMENT } from "../../../scripts/sdk/generate-client.js";
import { buildOpenApiDocument } from "../../src/openapi/build-openapi-document.js";

type Json = Record<string, any>;

const released = () => JSON.parse(readFileSync(RELEASED_DOCUMENT, "utf8")) as Json;
const current = () => buildOpenApiDocument() as Json;

describe("API compatibility of /v1 with the last released OpenAPI document", () => {
  it("the contract removes and narrows nothing the last release promised (docs/api-compatibility.md)", () => {
    const announced = new Set(ANNOUNCED_CHANGES.map((change) => change.problem));
    const problems = compatibilityProblems(released(), current()).filter((problem) => !announced.has(problem));
    expect(
      problems,
      `Breaking changes to /v1. Deprecate the operation first (a \`deprecated\` field in its route), or make the change compatible. ` +
        `When an API version is released, \`${RELEASE_COMMAND}\` keeps its document.`,
    ).to.deep.equal([]);
  });

  it("lists as announced only changes the check still finds, each in the changelog under its date", () => {
    const problems = new Set(compatibilityProblems(released(), current()));
    const changelog = readFileSync(path.resolve(path.dirname(RELEASED_DOCUMENT), "../../packages/sdk/CHANGELOG.md"), "utf8");
    for (const { problem, announced } of ANNOUNCED_CHANGES) {
      expect(problems.has(problem), `No longer found, remove it from scripts/sdk/announced-changes.ts: ${problem}`).to.equal(true);
      expect(changelog, `packages/sdk/CHANGELOG.md has no entry dated ${announced}`).to.match(new RegExp(`^#+ ${announced}\\b`, "m"));
    }
  });

  describe("finds each kind of breaking change", () => {
    it("a removed operation, unless it was deprecated in the release", () => {
      const before = released();
      const after = released();
      delete after.paths["/v1/me"].get;
      expect(compatibilityProblems(before, after)).to.deep.equal(["getMe (GET /v1/me): operation removed without being deprecated in a release first"]);
      before.paths["/v1/me"].get.deprecated = true;
      expect(compatibilityProblems(before, after)).to.deep.equal([]);
    });

    it("a removed response field, in a component or nested", () => {
      const before = released();
      const after = released();
      delete after.components.schemas.Product.properties.name;
      const problems = compatibilityProblems(before, after);
      expect(problems.length).to.be.greaterThan(0);
      expect(
        problems.every((p) => /\.name: response field removed$/.test(p)),
        problems.join("\n"),
      ).to.equal(true);
      expect(problems.some((p) => p.includes("/products"))).to.equal(true);
    });

    it("a newly required request field or parameter", () => {
      const before = released();
      const after = released();
      const body = after.paths["/v1/me"].patch.requestBody.content["application/json"].schema;
      const schema = body.$ref ? after.components.schemas[body.$ref.split("/").pop()] : body;
      schema.required = [...(schema.required ?? []), "newField"];
      after.paths["/v1/me"].get.parameters = [{ name: "must", in: "query", required: true, schema: { type: "string" } }];
      expect(compatibilityProblems(before, after)).to.have.members([
        "updateMe (PATCH /v1/me) body.newField: request field newly required",
        "getMe (GET /v1/me): parameter query must newly required",
      ]);
    });

    it("a narrowed enum", () => {
      const before = released();
      const after = released();
      const [name, schema] = Object.entries(after.components.schemas as Record<string, Json>).find(([, s]) => Array.isArray(s.enum) && s.enum.length > 1)!;
      schema.enum = schema.enum.slice(1);
      const problems = compatibilityProblems(before, after);
      expect(problems.length, name).to.be.greaterThan(0);
      expect(problems.every((p) => p.includes("enum value(s)"))).to.equal(true);
    });

    it("a response field that may now be null, and what changed inside it too", () => {
      const before = released();
      const after = released();
      const product = after.components.schemas.Product;
      product.properties.name = { anyOf: [product.properties.name, { type: "null" }] };
      const problems = compatibilityProblems(before, after);
      expect(problems.length).to.be.greaterThan(0);
      expect(
        problems.every((p) => /\.name: response field may now be null$/.test(p)),
        problems.join("\n"),
      ).to.equal(true);
      // A request field that now also takes null is a widening, not a break.
      const body = after.paths["/v1/me"].patch.requestBody.content["application/json"].schema;
      const schema = body.$ref ? after.components.schemas[body.$ref.split("/").pop()] : body;
      const [field] = Object.keys(schema.properties);
      schema.properties[field] = { anyOf: [schema.properties[field], { type: "null" }] };
      expect(compatibilityProblems(before, after).filter((p) => p.includes("PATCH /v1/me"))).to.deep.equal([]);
    });

    it("but not an added operation, an added optional field or a widened enum", () => {
      const before = released();
      const after = released();
      after.paths["/v1/new-thing"] = { get: { operationId: "newThing", responses: { 200: { description: "ok" } } } };
      const [, schema] = Object.entries(after.components.schemas as Record<string, Json>).find(([, s]) => Array.isArray(s.enum))!;
      schema.enum = [...schema.enum, "brand-new-value"];
      after.components.schemas.Product.properties.extra = { type: "string" };
      expect(compatibilityProblems(before, after)).to.deep.equal([]);
    });
  });
});
