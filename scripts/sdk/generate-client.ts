// The SDK's generated part, from the OpenAPI document the server builds out of the contract (no
// server needed): the types of every path and operation (openapi-typescript) and a table of the
// operations by operation id, which the hand-written runtime calls. `npm run sdk:generate` writes
// them; a unit test regenerates them in memory and fails when the committed files differ.
// `npm run sdk:generate -- --release` also keeps the document as the last released one, which the
// compatibility test compares the contract with (do it when a version of the API is released).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { openApiDocument } from "../../functions/src/openapi/build-openapi-document.js";

type Json = Record<string, unknown>;

export const SDK_GENERATED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../packages/sdk/src/generated");
export const REGENERATE_COMMAND = "npm run sdk:generate";
export const RELEASE_COMMAND = "npm run sdk:generate -- --release";
export const RELEASED_DOCUMENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/api/released-openapi.json");

const HEADER = `// Generated from the OpenAPI document by \`${REGENERATE_COMMAND}\`: do not edit.\n`;

/** Whether an operation answers the API's cursor page (`{ items, nextCursor }`) and takes a `cursor`. */
function isPaged(operation: Json, schemas: Record<string, Json>): boolean {
  const parameters = (operation.parameters ?? []) as { name?: string; in?: string }[];
  if (!parameters.some((p) => p.in === "query" && p.name === "cursor")) return false;
  const ok = ((operation.responses ?? {}) as Record<string, Json>)["200"];
  let schema = ((ok?.content as Json | undefined)?.["application/json"] as Json | undefined)?.schema as Json | undefined;
  const ref = schema?.$ref;
  if (typeof ref === "string") schema = schemas[ref.split("/").pop()!];
  const properties = (schema?.properties ?? {}) as Json;
  return "items" in properties && "nextCursor" in properties;
}

function operationTable(document: Json): string {
  const schemas = ((document.components as Json).schemas ?? {}) as Record<string, Json>;
  const rows: string[] = [];
  for (const [pathName, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const [method, operation] of Object.entries(item as Record<string, Json>)) {
      const id = operation.operationId as string;
      const parameters = (operation.parameters ?? []) as { $ref?: string }[];
      const facts = [`method: "${method.toUpperCase()}"`, `path: ${JSON.stringify(pathName)}`];
      if (isPaged(operation, schemas)) facts.push("paged: true");
      if (parameters.some((p) => p.$ref === "#/components/parameters/RequiredIdempotencyKey")) facts.push("idempotencyKeyRequired: true");
      if (operation.deprecated) facts.push("deprecated: true");
      rows.push(`  ${id}: { ${facts.join(", ")} },`);
    }
  }
  return `${HEADER}
/** Every operation of the API by its operation id: how to call it. */
export const operationTable = {
${rows.join("\n")}
} as const;

export type OperationId = keyof typeof operationTable;
`;
}

/** The generated files (name in src/generated -> text), from the document built now. */
export async function generateClientFiles(): Promise<Record<string, string>> {
  const document = openApiDocument() as unknown as Json;
  // openapi-typescript's default makes a property with a default required, which is right for an
  // answer but not for a request body reached through a component: the server fills those in. The
  // document already lists every property an answer always has as required.
  const types = astToString(await openapiTS(document as never, { silent: true, defaultNonNullable: false }));
  return { "openapi.ts": `${HEADER}/* eslint-disable */\n${types}`, "operations.ts": operationTable(document) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--release")) {
    writeFileSync(RELEASED_DOCUMENT, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
    console.log("Kept the document as the last released one: docs/api/released-openapi.json.");
  }
  void generateClientFiles().then((files) => {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(SDK_GENERATED_DIR, name), text);
    console.log(`Wrote ${Object.keys(files).join(", ")} in packages/sdk/src/generated.`);
  });
}
