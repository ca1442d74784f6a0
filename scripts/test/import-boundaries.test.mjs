// The import boundaries the READMEs state, as the lint rule checks them (resolved paths in, a reason or null out).
import { expect } from "chai";
import { boundaryViolation } from "../eslint/import-boundaries.mjs";

describe("import boundaries", () => {
  it("lets only the HTTP side of the server import http/", () => {
    for (const file of [
      "functions/src/http/register-routes.ts",
      "functions/src/brands/handlers.ts",
      "functions/src/analytics/handlers.ts",
      "functions/src/app.ts",
      "functions/src/app-handlers.ts",
      "functions/src/auth/authenticate.ts",
    ]) {
      expect(boundaryViolation(file, "functions/src/http/handler"), file).to.equal(null);
    }
    for (const file of [
      "functions/src/brands/brands.ts",
      "functions/src/analytics/ingest.ts",
      "functions/src/ai-chat/chat-answerers/retrieval.ts",
      "functions/src/jobs/roll-up-analytics.ts",
    ]) {
      expect(boundaryViolation(file, "functions/src/http/rate-limit"), file).to.match(/import http\//);
    }
    expect(boundaryViolation("functions/src/brands/brands.ts", "functions/src/errors")).to.equal(null);
  });

  it("keeps the web app's features apart and on the contract only", () => {
    expect(boundaryViolation("web/src/features/brands/x.tsx", "web/src/features/placements/y")).to.match(/features never import each other/);
    expect(boundaryViolation("web/src/features/brands/x.tsx", "web/src/lib/csv")).to.equal(null);
    expect(boundaryViolation("web/src/lib/x.ts", "functions/src/brands/brands")).to.match(/only the contract/);
    expect(boundaryViolation("web/src/lib/x.ts", "functions/src/errors")).to.match(/only the contract/);
    expect(boundaryViolation("web/src/lib/x.ts", "packages/contract/src/index", "@vitrine/contract")).to.equal(null);
    expect(boundaryViolation("web/src/lib/x.ts", null, "three")).to.equal(null);
  });

  it("keeps the contract on zod alone, and the functions on its built package", () => {
    expect(boundaryViolation("packages/contract/src/brands.ts", "packages/contract/src/common", "./common.js")).to.equal(null);
    expect(boundaryViolation("packages/contract/src/brands.ts", null, "zod")).to.equal(null);
    expect(boundaryViolation("packages/contract/src/brands.ts", null, "express")).to.match(/zod and itself only/);
    expect(boundaryViolation("packages/contract/src/brands.ts", "functions/src/errors", "../../../functions/src/errors.js")).to.match(/zod and itself only/);
    expect(boundaryViolation("packages/contract/src/brands.ts", "web/src/lib/format", "@/lib/format")).to.match(/zod and itself only/);
    expect(boundaryViolation("functions/src/brands/brands.ts", "packages/contract/src/brands", "../../../packages/contract/src/brands.js")).to.match(
      /by its package name/,
    );
    expect(boundaryViolation("functions/src/brands/brands.ts", "packages/contract/src/index", "@vitrine/contract")).to.equal(null);
  });
});
