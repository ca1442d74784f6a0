import { routes } from "@vitrine/contract";
import { publicEndpoints, type PublicRouteName } from "@vitrine/contract/public-endpoints";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { NETWORK_ERROR_MESSAGE } from "./api-transport";
import { createPublicApi } from "./public-api";

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

function client(responses: Array<Response | Error>) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    if (next instanceof Error) throw next;
    return next;
  });
  return { request: createPublicApi({ fetch: fetch as unknown as typeof globalThis.fetch }), fetch };
}

describe("publicEndpoints", () => {
  it("are public routes of the route table, so the viewer never needs a token", () => {
    for (const name of Object.keys(publicEndpoints) as PublicRouteName[]) {
      expect(routes[name], name).toMatchObject({ ...publicEndpoints[name], access: "public" });
    }
  });
});

describe("publicApi", () => {
  it("fills the path, sends no credentials and answers the JSON", async () => {
    const resolved = { brand: { id: "b1" }, experience: null, validUntil: null };
    const { request, fetch } = client([json(200, resolved)]);
    await expect(request("resolvePlacement", { params: { placementId: "qr 1" } })).resolves.toEqual(resolved);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/v1/public/placements/qr%201");
    expect(init?.method).toBe("GET");
    expect(init?.headers).not.toHaveProperty("Authorization");
  });

  it("posts the body as JSON", async () => {
    const { request, fetch } = client([json(200, { reply: "Hello", sources: [] })]);
    await request("publicChat", { params: { brandId: "b1", experienceId: "e1" }, body: { messages: [{ role: "user", content: "Hi" }] } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/v1/public/brands/b1/experiences/e1/chat");
    expect(init?.method).toBe("POST");
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ messages: [{ role: "user", content: "Hi" }] });
  });

  it("turns a refusal into the same ApiError the console gets, with Retry-After", async () => {
    const refusal = { error: { code: "rate-limited", message: "Too many questions, wait a moment", status: 429 } };
    const { request } = client([json(429, refusal, { "Retry-After": "7" })]);
    const error = await request("publicChat", { params: { brandId: "b1", experienceId: "e1" }, body: { messages: [] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "rate-limited", status: 429, message: "Too many questions, wait a moment", retryAfterSeconds: 7 });
  });

  it("reports a network failure without a status", async () => {
    const { request } = client([new TypeError("Failed to fetch")]);
    await expect(request("resolvePlacement", { params: { placementId: "p1" } })).rejects.toMatchObject({
      code: "network-error",
      status: undefined,
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});
