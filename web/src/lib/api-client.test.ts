import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { createApiClient } from "./api-client";
import { INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE, parseErrorResponse, parseRetryAfter } from "./api-transport";

const brand = {
  id: "brand0000000000000001",
  tenantId: "tenant000000000000001",
  name: "Acme Home",
  slug: "acme-home",
  timezone: "Europe/Paris",
  colors: { primary: "#111827", accent: "#4f46e5" },
  embedOrigins: [],
  requirePublishApproval: false,
  publishApprovers: [],
  languages: { default: "en", others: [] },
  logoUrl: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  createdBy: "uid-1",
};

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

function client(responses: Array<Response | Error>, token: string | null = "token-1") {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    if (next instanceof Error) throw next;
    return next;
  });
  const getToken = vi.fn(async (force: boolean) => (token ? `${token}${force ? "-fresh" : ""}` : null));
  return { request: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, getToken }), fetch, getToken };
}

describe("parseErrorResponse", () => {
  it("reads the error envelope into an ApiError", () => {
    const error = parseErrorResponse(
      400,
      JSON.stringify({
        error: {
          code: "invalid-argument",
          message: "Invalid input",
          status: 400,
          requestId: "r-1",
          issues: [{ path: "name", message: "Brand name is required" }],
        },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "invalid-argument", message: "Invalid input", status: 400, requestId: "r-1" });
    expect(error.issues).toEqual([{ path: "name", message: "Brand name is required" }]);
    expect(error.issueFor("name")).toBe("Brand name is required");
  });

  it("maps a status without an envelope (e.g. an HTML 502 from a proxy) to a code and message", () => {
    expect(parseErrorResponse(502, "<html>Bad gateway</html>")).toMatchObject({ code: "internal", status: 502, message: "Something went wrong on the server" });
    expect(parseErrorResponse(404, "")).toMatchObject({ code: "not-found", status: 404, message: "Not found" });
    expect(parseErrorResponse(429, "{}")).toMatchObject({ code: "rate-limited", status: 429 });
    expect(parseErrorResponse(409, "")).toMatchObject({ code: "already-exists", status: 409 });
  });

  it("rejects an envelope with an unknown code as no envelope at all", () => {
    const error = parseErrorResponse(403, JSON.stringify({ error: { code: "nope", message: "x", status: 403 } }));
    expect(error).toMatchObject({ code: "permission-denied", status: 403 });
  });
});

describe("api client", () => {
  it("calls the route's method and path with the bearer token and validates the response", async () => {
    const { request, fetch } = client([json(200, brand)]);
    const result = await request("getBrand", { params: { brandId: brand.id } });
    expect(result).toEqual(brand);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/v1/brands/${brand.id}`);
    expect(init?.method).toBe("GET");
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer token-1");
  });

  it("sends no token to public routes", async () => {
    const { request, fetch, getToken } = client([json(200, { slug: "demo-retail", name: "Demo Retail", authTenantId: "t-1" })]);
    await request("getWorkspace", { params: { slug: "demo-retail" } });
    expect(getToken).not.toHaveBeenCalled();
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("serialises the query, leaving out empty values", async () => {
    const { request, fetch } = client([json(200, { items: [brand], nextCursor: null })]);
    await request("listBrands", { query: { q: "acme", cursor: undefined, limit: 20 } });
    expect(fetch.mock.calls[0]![0]).toBe("/v1/brands?limit=20&q=acme");
  });

  it("sends the body as JSON after validating it with the contract", async () => {
    const { request, fetch } = client([json(201, brand)]);
    await request("createBrand", { body: { name: "  Acme Home " } });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({ name: "Acme Home" });
  });

  it("sends an Idempotency-Key only when the call names one", async () => {
    const { request, fetch } = client([json(201, brand), json(201, brand)]);
    await request("createBrand", { body: { name: "Acme" }, idempotencyKey: "5f0c2f8e-key" });
    await request("createBrand", { body: { name: "Acme" } });
    expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>)["Idempotency-Key"]).toBe("5f0c2f8e-key");
    expect(fetch.mock.calls[1]![1]!.headers as Record<string, string>).not.toHaveProperty("Idempotency-Key");
  });

  it("refuses an invalid body before sending it", async () => {
    const { request, fetch } = client([]);
    await expect(request("createBrand", { body: { name: "" } })).rejects.toMatchObject({
      code: "invalid-argument",
      status: undefined,
      issues: [{ path: "name", message: "Brand name is required" }],
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("throws the server's error as an ApiError with status", async () => {
    const { request } = client([json(404, { error: { code: "not-found", message: "Brand not found", status: 404 } })]);
    const error = await request("getBrand", { params: { brandId: "missing" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "not-found", message: "Brand not found", status: 404 });
  });

  it("retries once with a fresh token after a 401", async () => {
    const { request, fetch } = client([json(401, { error: { code: "unauthenticated", message: "Token expired", status: 401 } }), json(200, brand)]);
    await expect(request("getBrand", { params: { brandId: brand.id } })).resolves.toEqual(brand);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((fetch.mock.calls[1]![1]?.headers as Record<string, string>).Authorization).toBe("Bearer token-1-fresh");
  });

  it("gives up after the second 401", async () => {
    const unauthenticated = () => json(401, { error: { code: "unauthenticated", message: "Sign in again", status: 401 } });
    const { request } = client([unauthenticated(), unauthenticated()]);
    await expect(request("getMe")).rejects.toMatchObject({ code: "unauthenticated", status: 401 });
  });

  it("reports a network failure without a status", async () => {
    const { request } = client([new TypeError("Failed to fetch")]);
    await expect(request("getMe")).rejects.toMatchObject({ code: "network-error", status: undefined, message: NETWORK_ERROR_MESSAGE });
  });

  it("rejects a response that does not match the contract", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { request } = client([json(200, { ...brand, colors: "red" })]);
    const error = await request("getBrand", { params: { brandId: brand.id } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "invalid-response", message: INVALID_RESPONSE_MESSAGE, status: undefined });
    expect((error as ApiError).issues[0]?.path).toBe("colors");
  });

  it("rejects a body that is not JSON", async () => {
    const { request } = client([new Response("<html>", { status: 200 })]);
    await expect(request("getMe")).rejects.toMatchObject({ code: "invalid-response" });
  });

  it("hands back the file of a route that answers one, named as the server suggests, and its errors as ApiErrors", async () => {
    const zip = new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
      status: 200,
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="qr-codes-cafe.zip"; filename*=UTF-8''qr-codes-caf%C3%A9.zip`,
      },
    });
    const refused = json(422, { error: { code: "unprocessable", message: "Too little contrast", status: 422, requestId: "r1" } });
    const { request, fetch } = client([zip, refused]);
    const input = { params: { brandId: brand.id }, body: { placementIds: ["placement00000000001"], format: "zip" as const } };
    const file = await request("downloadPlacementCodes", input);
    expect(file.fileName).toBe("qr-codes-café.zip");
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    expect(fetch.mock.calls[0]![0]).toBe(`/v1/brands/${brand.id}/placement-codes`);
    await expect(request("downloadPlacementCodes", input)).rejects.toMatchObject({ code: "unprocessable", status: 422, message: "Too little contrast" });
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds or an HTTP date, and nothing else", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("5", now)).toBe(5);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30);
    expect(parseRetryAfter("Wed, 31 Dec 2025 23:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });

  it("is carried by the ApiError of a 503", () => {
    const error = parseErrorResponse(503, JSON.stringify({ error: { code: "unavailable", message: "The database is unavailable", status: 503 } }), "3");
    expect(error.retryAfterSeconds).toBe(3);
    expect(error.status).toBe(503);
  });
});
