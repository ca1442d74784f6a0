import { expect } from "chai";
import { readFileSync } from "node:fs";
import path from "node:path";
import { generateClientFiles, REGENERATE_COMMAND, SDK_GENERATED_DIR } from "../../../scripts/sdk/generate-client.js";

// The SDK's generated client is committed; it must be what the contract's OpenAPI document
// generates now, or a route added or changed without regenerating would ship an SDK without it.
describe("the SDK's generated client matches the OpenAPI document", () => {
  it("each committed file in packages/sdk/src/generated equals its regeneration", async function () {
    this.timeout(60_000);
    const files = await generateClientFiles();
    for (const [name, expected] of Object.entries(files)) {
      const committed = readFileSync(path.join(SDK_GENERATED_DIR, name), "utf8");
      expect(committed === expected, `packages/sdk/src/generated/${name} is out of date with the contract: run \`${REGENERATE_COMMAND}\` and commit the result`)
        .to.be.true;
    }
  });

  it("leaves a request body's fields with a default optional to send, and an answer's always there", async function () {
    this.timeout(60_000);
    const types = (await generateClientFiles())["openapi.ts"]!;
    const component = (name: string) => {
      const start = types.indexOf(`\n        ${name}: {\n`);
      expect(start, name).to.be.greaterThan(-1);
      return types.slice(start, types.indexOf("\n        };\n", start));
    };
    // createProduct's body: the server fills description, url, options and the rest.
    expect(component("CreateProduct")).to.include("\n            description?: string;\n");
    expect(component("CreateProduct")).to.include("\n            options?: ");
    expect(component("CreateProduct")).to.include("\n            sku: string;\n");
    expect(component("Product")).to.include("\n            description: string;\n");
  });
});
