/**
 * Bodies as the deployed function gets them. On Cloud Functions (and its emulator, which the local
 * stack runs) the platform parses a JSON body before the `api` function runs: body-parser in
 * strict mode, so `null`, `0`, `"AAA"` and bytes that do not parse are refused by the platform
 * itself and never reach the app. Those answers must still say nothing about the server (no stack
 * trace, no file path); everything the platform passes on is answered by the app with the error
 * envelope, the request id and the rate-limit headers. The same holds for a path with malformed
 * percent-encoding: the runtime's router decodes it before the function runs.
 */
import { expect } from "chai";
import http from "node:http";
import { BASE_URL } from "../helpers/env.js";
import { call, type ApiResponse } from "../helpers/http.js";

/** The function itself, as the Functions emulator serves it (Hosting in front of it is another program). */
const FUNCTIONS_URL = process.env.VITRINE_FUNCTIONS_URL ?? "http://127.0.0.1:5001/demo-vitrine/us-central1/api";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
/** What a stack trace or a server path looks like in an answer. */
const LEAK = /\bat [\w.<>]+ \(|\bat \/|node_modules|\/(?:work|home|usr|srv|workspace)\/|\.[cm]?js:\d+/;

const post = (raw: string) => call("POST", "/v1/public/events", { raw, headers: { "Content-Type": "application/json", "User-Agent": BROWSER } });

function expectEnvelope(res: ApiResponse, status: number) {
  expect(res.status, res.text.slice(0, 300)).to.equal(status);
  expect(res.body?.error?.status, res.text.slice(0, 300)).to.equal(status);
  expect(res.body.error.requestId).to.equal(res.headers.get("x-request-id"));
  expect(res.headers.get("x-ratelimit-limit")).to.match(/^\d+$/);
  expect(res.text).to.not.match(LEAK);
}

describe("Bodies the platform parses before the API runs", () => {
  it("refuses what the platform's parser refuses with 400 and no stack trace or server path", async () => {
    for (const raw of ["null", "0", '"AAA"', "true", "{", '{"a":1}garbage', "\u0000\u00ff"]) {
      const res = await post(raw);
      expect(res.status, `${JSON.stringify(raw)}: ${res.text.slice(0, 200)}`).to.equal(400);
      expect(res.text, JSON.stringify(raw)).to.not.match(LEAK);
    }
  });

  it("answers what the platform passes on with the envelope, the request id and the rate-limit headers", async () => {
    for (const raw of ["[]", "[{}]", '[{"events":[]}]']) expectEnvelope(await post(raw), 400);
    const depth = 5000;
    expectEnvelope(await post(`{"events":[${'{"a":'.repeat(depth)}1${"}".repeat(depth)}]}`), 400);
  });

  // curl sends `Expect: 100-continue` with every body over 1 MiB and waits for "100 Continue"
  // before sending it; fetch cannot send that header, hence node:http.
  function postExpectingContinue(path: string, body: string): Promise<{ status: number; type: string; text: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${BASE_URL}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Expect: "100-continue", "User-Agent": BROWSER },
      });
      request.on("continue", () => request.end(body));
      request.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), text: Buffer.concat(chunks).toString() }));
      });
      request.on("error", reject);
    });
  }

  it("answers a body sent with Expect: 100-continue through Hosting with the envelope: 413 over 1 MiB", async () => {
    // The Hosting emulator's proxy answered any such request with a plain-text 500 of its own.
    const big = await postExpectingContinue("/v1/public/events", JSON.stringify({ events: [], pad: "x".repeat(1100 * 1024) }));
    expect(big.status, big.text.slice(0, 300)).to.equal(413);
    expect(JSON.parse(big.text).error).to.include({ code: "payload-too-large", status: 413 });
    const small = await postExpectingContinue("/v1/public/events", "[]");
    expect(small.status, small.text.slice(0, 300)).to.equal(400);
    expect(small.type).to.contain("application/json");
    expect(JSON.parse(small.text).error.status).to.equal(400);
  });

  it("refuses a path with malformed percent-encoding with 400 and no stack trace or server path", async () => {
    for (const path of ["/v1/public/placements/%E0%A4%A", "/v1/brands/%ZZ/stores"]) {
      const res = await fetch(`${FUNCTIONS_URL}${path}`);
      const text = await res.text();
      expect(res.status, `${path}: ${text.slice(0, 200)}`).to.equal(400);
      expect(text, path).to.not.match(LEAK);
    }
  });
});
