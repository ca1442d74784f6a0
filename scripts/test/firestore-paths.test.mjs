// The lint rule that keeps Firestore paths in the registry (scripts/eslint/firestore-paths.mjs),
// on its own and as the project's configuration applies it.
import { expect } from "chai";
import { ESLint, Linter } from "eslint";
import path from "node:path";
import tseslint from "typescript-eslint";
import { noStringFirestorePaths } from "../eslint/firestore-paths.mjs";
import { ROOT } from "../lib/local-stack.mjs";

const RULE_MESSAGE = /spells a Firestore path as a string: take the collection from functions\/src\/firestore\/collections\.ts/;

function lint(code) {
  const linter = new Linter({ configType: "flat" });
  return linter.verify(
    code,
    [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tseslint.parser },
        plugins: { vitrine: { rules: { rule: noStringFirestorePaths } } },
        rules: { "vitrine/rule": "error" },
      },
    ],
    { filename: "x.ts", allowInlineConfig: false },
  );
}

describe("no string Firestore paths", () => {
  it("refuses a collection or collection group named by a string or template literal, and a document path with a slash", () => {
    for (const code of [
      'db().collection("brands");',
      "db().collection(`brands`);",
      'ref.collection("members").doc(uid);',
      'db().collectionGroup("scenes");',
      "db().collection(`tenants/${id}/members`);",
      'db().doc("brands/b1");',
      "db().doc(`brands/${brandId}/experiences/${id}`);",
    ]) {
      const messages = lint(code);
      expect(messages, code).to.have.length.greaterThan(0);
      expect(messages[0].message, code).to.match(RULE_MESSAGE);
    }
    expect(lint('db().collection("brands");')[0].message).to.match(/^\.collection\("brands"\) spells/);
  });

  it("lets the registry's builders, ids and variables through", () => {
    for (const code of [
      "brandsCol().doc(brandId);",
      'versionPrivateCol(b, e, 1).doc("assistant");',
      "membersCol(t).doc(`${uid}`);",
      'subcollection(ref, "scenes");',
      "source.collection(name);",
      "source.collection(COLLECTIONS.scenes.id);",
    ]) {
      expect(lint(code), code).to.deep.equal([]);
    }
  });

  it("refuses an area passing the registry's builders or stored types on as its own", () => {
    for (const code of [
      'export { experienceRef } from "../firestore/collections.js";',
      'export type { BrandDoc } from "../firestore/stored-documents.js";',
      'export * from "../firestore/collections.js";',
      'import { experienceRef, uploadsCol } from "../firestore/collections.js";\nexport { experienceRef };',
      'import { brandsCol as brands } from "../firestore/collections.js";\nexport { brands as brandsCol };',
    ]) {
      const messages = lint(code);
      expect(messages, code).to.have.length(1);
      expect(messages[0].message, code).to.match(/re-exports .* of the registry \(functions\/src\/firestore\/\)/);
    }
    for (const code of [
      'import { experienceRef } from "../firestore/collections.js";\nexport const readIt = (b, e) => experienceRef(b, e).get();',
      'export { readExperience } from "./experience-docs.js";',
      'import { experienceRef } from "../experiences/experience-docs.js";\nexport { experienceRef };',
      'export { z } from "zod";',
    ]) {
      expect(lint(code), code).to.deep.equal([]);
    }
  });

  it("applies to the server outside functions/src/firestore/ and to the authorization-matrix probes, not to other tests", async () => {
    const lintFile = async (file) => {
      const [result] = await new ESLint({ cwd: ROOT }).lintText('export const c = db().collection("brands");\n', { filePath: path.join(ROOT, file) });
      return result.messages.filter((m) => m.ruleId === "vitrine/no-string-firestore-paths").length;
    };
    expect(await lintFile("functions/src/stores/stores.ts")).to.equal(1);
    expect(await lintFile("functions/src/firestore/collections.ts")).to.equal(0);
    expect(await lintFile("functions/test/integration/stores.test.ts")).to.equal(0);
    expect(await lintFile("functions/test/integration/probes/manifests.ts")).to.equal(1);
    expect(await lintFile("functions/test/integration/authorization-matrix.test.ts")).to.equal(1);
  });
});
