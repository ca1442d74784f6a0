import { expect } from "chai";
import { readFileSync } from "node:fs";
import { WEBHOOK_SIGNATURE_HEADER } from "@vitrine/contract";
import { verifyWebhook, WEBHOOK_SIGNATURE_HEADER as SDK_SIGNATURE_HEADER } from "@vitrine/sdk";
import { signWebhookBody, verifyWebhookSignature } from "../../src/webhooks/signature.js";

// One set of vectors for the server's signer and the SDK's verifier: a change to either side's
// scheme fails here before a receiver finds out.
const { toleranceSeconds, vectors } = JSON.parse(
  readFileSync(new URL("../../../packages/sdk/test-vectors/webhook-signatures.json", import.meta.url), "utf8"),
) as {
  toleranceSeconds: number;
  vectors: { name: string; secret: string; body: string; header: string; nowSeconds: number; valid: boolean }[];
};

describe("webhook signature vectors shared by the server and the SDK", () => {
  it("the SDK reads the header the server sends", () => {
    expect(SDK_SIGNATURE_HEADER).to.equal(WEBHOOK_SIGNATURE_HEADER);
  });

  it("the server signs the valid single-signature vectors to exactly their header", () => {
    const singles = vectors.filter((v) => v.valid && v.header.split(",").length === 2);
    expect(singles.length).to.be.greaterThan(1);
    for (const v of singles) {
      const t = Number(/t=(\d+)/.exec(v.header)![1]);
      expect(signWebhookBody(v.secret, v.body, t), v.name).to.equal(v.header);
    }
  });

  for (const v of vectors) {
    it(`${v.name}: server and SDK both say ${v.valid ? "valid" : "invalid"}`, async () => {
      expect(verifyWebhookSignature(v.secret, v.body, v.header, { nowSeconds: v.nowSeconds, toleranceSeconds })).to.equal(v.valid);
      const options = { nowSeconds: v.nowSeconds, toleranceSeconds };
      expect(await verifyWebhook(v.body, { [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: v.header }, v.secret, options)).to.equal(v.valid);
      expect(await verifyWebhook(new TextEncoder().encode(v.body), new Headers({ [WEBHOOK_SIGNATURE_HEADER]: v.header }), v.secret, options)).to.equal(v.valid);
    });
  }
});
