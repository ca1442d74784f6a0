import { expect } from "chai";
import { createClient, operationTable, VitrineApiError, VitrineNetworkError, type ClientOptions } from "../src/index.js";

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch that records each request and answers the next scripted reply (a Response, or an error to throw). */
function scriptedFetch(replies: (Response | Error | ((sent: Sent, signal: AbortSignal) => Promise<Response>))[]) {
  const sent: Sent[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const one: Sent = { url, method: String(init.method), headers: { ...(init.headers as Record<string, string>) }, body: init.body as string | undefined };
    sent.push(one);
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected request ${one.method} ${url}`);
    if (reply instanceof Error) throw reply;
    if (typeof reply === "function") return reply(one, init.signal!);
    return reply;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
const envelope = (status: number, code: string, message: string, requestId?: string) => ({
  error: { code, message, status, ...(requestId ? { requestId } : {}) },
});

function clientWith(fetch: typeof globalThis.fetch, extra: Partial<ClientOptions> = {}) {
  const waits: number[] = [];
  const client = createClient({
    baseUrl: "https://api.example.test/",
    apiKey: "vtr_live_test",
    fetch,
    sleep: async (ms) => void waits.push(ms),
    random: () => 0.5,
    ...extra,
  });
  return { client, waits };
}

const product = { brandId: "b1", experienceId: "e1" };

describe("@vitrine/sdk client", () => {
  it("calls an operation by its id: method, filled path, query, body, API key", async () => {
    const { fetch, sent } = scriptedFetch([json(201, { id: "p1", name: "Chair" })]);
    const { client } = clientWith(fetch);
    const created = await client.operations.createProduct({ path: product, body: { name: "Chair" } as never });
    expect(created).to.deep.equal({ id: "p1", name: "Chair" });
    expect(sent[0]!.method).to.equal("POST");
    expect(sent[0]!.url).to.equal("https://api.example.test/v1/brands/b1/experiences/e1/products");
    expect(sent[0]!.headers.Authorization).to.equal("Bearer vtr_live_test");
    expect(JSON.parse(sent[0]!.body!)).to.deep.equal({ name: "Chair" });
  });

  it("encodes path parameters and refuses a missing one", async () => {
    const { fetch, sent } = scriptedFetch([json(200, { items: [], nextCursor: null })]);
    const { client } = clientWith(fetch);
    await client.call("listProducts", { path: { brandId: "a/b", experienceId: "e 1" }, query: { limit: 5 } });
    expect(sent[0]!.url).to.equal("https://api.example.test/v1/brands/a%2Fb/experiences/e%201/products?limit=5");
    await client.call("listProducts", { path: { brandId: "b1" } as never }).then(
      () => expect.fail("should refuse"),
      (err: Error) => expect(err.message).to.contain('"experienceId"'),
    );
  });

  it("sends a fresh ID token from a function before each attempt", async () => {
    const { fetch, sent } = scriptedFetch([json(503, envelope(503, "unavailable", "busy")), json(200, { ok: true })]);
    let n = 0;
    const { client } = clientWith(fetch, { apiKey: undefined, idToken: async () => `token-${++n}` });
    await client.call("getMe", {});
    expect(sent.map((s) => s.headers.Authorization)).to.deep.equal(["Bearer token-1", "Bearer token-2"]);
  });

  it("throws a typed error with the envelope's code, message, request id and Retry-After", async () => {
    const { fetch } = scriptedFetch([json(404, envelope(404, "not-found", "No such product", "req-42"))]);
    const { client } = clientWith(fetch);
    const err = await client.call("getProduct", { path: { ...product, productId: "nope" } }).catch((e: unknown) => e);
    expect(err).to.be.instanceOf(VitrineApiError);
    expect(err).to.include({ status: 404, code: "not-found", message: "No such product", requestId: "req-42", retryAfterSeconds: undefined });

    const { fetch: limited } = scriptedFetch([json(429, envelope(429, "rate-limited", "Slow down"), { "Retry-After": "7", "X-Request-Id": "req-7" })]);
    const tooMany = await clientWith(limited, { retry: { retries: 0 } })
      .client.call("getMe", {})
      .catch((e: unknown) => e);
    expect(tooMany).to.include({ status: 429, code: "rate-limited", requestId: "req-7", retryAfterSeconds: 7 });
  });

  it("describes a non-envelope failure by its status", async () => {
    const { fetch } = scriptedFetch([new Response("<html>Bad gateway</html>", { status: 502 })]);
    const err = await clientWith(fetch)
      .client.call("getMe", {})
      .catch((e: unknown) => e);
    expect(err).to.include({ status: 502, code: "http_502" });
  });

  it("retries 429 and 503 with exponential backoff and jitter, then gives up with the last error", async () => {
    const busy = () => json(503, envelope(503, "unavailable", "busy"));
    const { fetch, sent } = scriptedFetch([busy(), busy(), busy(), busy()]);
    const { client, waits } = clientWith(fetch, { retry: { retries: 3, baseDelayMs: 100, maxDelayMs: 300 } });
    const err = await client.call("getMe", {}).catch((e: unknown) => e);
    expect(err).to.be.instanceOf(VitrineApiError).and.include({ status: 503 });
    expect(sent).to.have.length(4);
    // random() = 0.5 of 100·2^n, capped at 300.
    expect(waits).to.deep.equal([50, 100, 150]);
  });

  it("waits at least the Retry-After the server asked for", async () => {
    const { fetch, sent } = scriptedFetch([json(429, envelope(429, "rate-limited", "Slow down"), { "Retry-After": "2" }), json(200, { ok: true })]);
    const { client, waits } = clientWith(fetch, { retry: { baseDelayMs: 100 } });
    expect(await client.call("getMe", {})).to.deep.equal({ ok: true });
    expect(sent).to.have.length(2);
    expect(waits).to.have.length(1);
    expect(waits[0]).to.be.at.least(2000).and.below(2100);
  });

  it("gives a retried write one Idempotency-Key, the same on every attempt, and keeps the caller's own", async () => {
    const { fetch, sent } = scriptedFetch([new TypeError("socket hang up"), json(503, envelope(503, "unavailable", "busy")), json(201, { id: "p1" })]);
    const { client } = clientWith(fetch);
    await client.call("createProduct", { path: product, body: { name: "Chair" } as never });
    const keys = sent.map((s) => s.headers["Idempotency-Key"]);
    expect(keys).to.have.length(3);
    expect(keys[0]).to.be.a("string").and.not.equal("");
    expect(new Set(keys).size).to.equal(1);

    const second = scriptedFetch([json(201, { id: "p2" })]);
    await clientWith(second.fetch).client.call("createProduct", { path: product, body: { name: "Lamp" } as never, idempotencyKey: "mine-1" });
    expect(second.sent[0]!.headers["Idempotency-Key"]).to.equal("mine-1");
    expect(second.sent[0]!.headers["Idempotency-Key"]).to.not.equal(keys[0]);
  });

  it("retries a network error for a GET, but not for a PATCH (which has no key to make it safe)", async () => {
    const get = scriptedFetch([new TypeError("reset"), json(200, { ok: true })]);
    expect(await clientWith(get.fetch).client.call("getMe", {})).to.deep.equal({ ok: true });
    expect(get.sent).to.have.length(2);

    const patch = scriptedFetch([new TypeError("reset"), json(200, { ok: true })]);
    const err = await clientWith(patch.fetch)
      .client.call("updateMe", { body: { displayName: "A" } as never })
      .catch((e: unknown) => e);
    expect(err).to.be.instanceOf(VitrineNetworkError).and.include({ timedOut: false });
    expect(patch.sent).to.have.length(1);
  });

  it("abandons an attempt after the timeout with a VitrineNetworkError", async () => {
    const hang = (_: Sent, signal: AbortSignal) => new Promise<Response>((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
    const { fetch, sent } = scriptedFetch([hang]);
    const { client } = clientWith(fetch, { timeoutMs: 20, retry: { retries: 0 } });
    const err = await client.call("getMe", {}).catch((e: unknown) => e);
    expect(err).to.be.instanceOf(VitrineNetworkError).and.include({ timedOut: true });
    expect(sent).to.have.length(1);
  });

  it("stops at once when the caller's own signal aborts, without retrying", async () => {
    const controller = new AbortController();
    // The caller gives up while the request is in flight.
    const hang = (_: Sent, signal: AbortSignal) =>
      new Promise<Response>((_resolve, reject) => {
        signal.addEventListener("abort", () => reject(signal.reason));
        controller.abort(new Error("caller gave up"));
      });
    const { fetch, sent } = scriptedFetch([hang]);
    const err = await clientWith(fetch)
      .client.call("getMe", { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(err).to.be.instanceOf(Error).and.have.property("message", "caller gave up");
    expect(sent).to.have.length(1);
  });

  it("walks every page of a list, passing each nextCursor and the caller's query", async () => {
    const { fetch, sent } = scriptedFetch([
      json(200, { items: [{ id: 1 }, { id: 2 }], nextCursor: "c2" }),
      json(200, { items: [{ id: 3 }], nextCursor: "c3" }),
      json(200, { items: [], nextCursor: null }),
    ]);
    const ids: unknown[] = [];
    for await (const item of clientWith(fetch).client.paginate("listProducts", { path: product, query: { limit: 2 } }))
      ids.push((item as unknown as { id: number }).id);
    expect(ids).to.deep.equal([1, 2, 3]);
    expect(sent.map((s) => new URL(s.url).search)).to.deep.equal(["?limit=2", "?limit=2&cursor=c2", "?limit=2&cursor=c3"]);
  });

  it("updates with If-Match set to the ETag read, and reads again after a 412", async () => {
    const { fetch, sent } = scriptedFetch([
      json(200, { name: "Chair", n: 1 }, { ETag: '"v1"' }),
      json(412, envelope(412, "failed-precondition", "Changed since you read it")),
      json(200, { name: "Chair", n: 2 }, { ETag: '"v2"' }),
      json(200, { name: "Chair!", n: 3 }),
    ]);
    const path = { ...product, productId: "p1" };
    const updated = await clientWith(fetch).client.updateIfUnchanged(
      { id: "getProduct", input: { path } },
      { id: "updateProduct", change: (current) => ({ path, body: { name: `${(current as { name: string }).name}!` } as never }) },
    );
    expect(updated).to.deep.equal({ name: "Chair!", n: 3 });
    expect(sent.map((s) => [s.method, s.headers["If-Match"]])).to.deep.equal([
      ["GET", undefined],
      ["PATCH", '"v1"'],
      ["GET", undefined],
      ["PATCH", '"v2"'],
    ]);
  });

  it("has a typed call for every operation of the document", () => {
    const { client } = clientWith(scriptedFetch([]).fetch);
    for (const id of Object.keys(operationTable)) expect(client.operations, id).to.have.property(id).that.is.a("function");
    expect(Object.keys(operationTable)).to.include.members(["createProduct", "listProducts", "getOpenApiDocument"]);
  });
});
