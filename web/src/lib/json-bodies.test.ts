// @vitest-environment jsdom
/**
 * No client the project ships sends a JSON body that is not an object: Cloud Functions answers
 * one (`null`, `0`, `"text"`) with its own HTML 400 before the API runs (docs/security.md,
 * "Platform limit"). The console's client, the public one (viewer, sign-in) and the viewer's
 * analytics sender (fetch and sendBeacon) are held to it here, and to the API's 1 MiB limit.
 */
import { routes } from "@vitrine/contract";
import type { AnalyticsEventType } from "@vitrine/contract/analytics-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createEventSender, type ViewerAnalyticsEvent } from "./analytics-sender";
import { ApiError } from "./api-error";
import { createApiClient } from "./api-client";
import { BODY_TOO_LARGE_MESSAGE, MAX_JSON_BODY_BYTES, isJsonObjectBody, jsonRequestBody, send } from "./api-transport";
import { createPublicApi } from "./public-api";

const NOT_OBJECTS: unknown[] = [[], [{}], "text", "", 0, 42, true, null, new Date(0), new Map()];

function okFetch() {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } }));
}

/** The JSON Schema of what a route takes, as the client would send it (before the server's transforms). */
function inputSchema(schema: z.ZodType): { type?: string; oneOf?: Array<{ type?: string }>; anyOf?: Array<{ type?: string }> } {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as never;
}

describe("request bodies", () => {
  it("are objects for every route of the route table that takes one", () => {
    const offenders: string[] = [];
    for (const [name, route] of Object.entries(routes)) {
      if (!("body" in route) || !route.body) continue;
      const schema = inputSchema(route.body as z.ZodType);
      const alternatives = schema.oneOf ?? schema.anyOf ?? [schema];
      if (!alternatives.every((alternative) => alternative.type === "object")) offenders.push(name);
    }
    expect(offenders).toEqual([]);
  });

  it("are refused before anything is sent when they are not a plain object", async () => {
    for (const body of NOT_OBJECTS) {
      const fetch = okFetch();
      expect(isJsonObjectBody(body), String(body)).toBe(false);
      await expect(send(fetch as typeof globalThis.fetch, { method: "post", url: "/v1/x", body: body as never }), String(body)).rejects.toThrow(TypeError);
      expect(fetch, String(body)).not.toHaveBeenCalled();
    }
    expect(isJsonObjectBody({ a: [1] })).toBe(true);
    expect(isJsonObjectBody(Object.create(null))).toBe(true);
  });

  it("are refused by the public client (viewer, sign-in) before anything is sent", async () => {
    for (const body of NOT_OBJECTS) {
      const fetch = okFetch();
      const request = createPublicApi({ fetch: fetch as typeof globalThis.fetch });
      await expect(request("ingestEvents", { body: body as never }), String(body)).rejects.toThrow(TypeError);
      expect(fetch, String(body)).not.toHaveBeenCalled();
    }
  });

  it("are refused by the console's client before anything is sent", async () => {
    for (const body of NOT_OBJECTS) {
      const fetch = okFetch();
      const request = createApiClient({ fetch: fetch as typeof globalThis.fetch, getToken: async () => "token" });
      await expect(request("createBrand", { body: body as never }), String(body)).rejects.toBeInstanceOf(Error);
      expect(fetch, String(body)).not.toHaveBeenCalled();
    }
  });

  it("over the API's 1 MiB get the API's 413 without being uploaded; at the limit they are sent", async () => {
    const overhead = JSON.stringify({ pad: "" }).length;
    const atLimit = { pad: "x".repeat(MAX_JSON_BODY_BYTES - overhead) };
    expect(jsonRequestBody(atLimit)).toHaveLength(MAX_JSON_BODY_BYTES);
    // Counted in bytes, not characters: "é" is two of them in UTF-8.
    const over = { pad: "é".repeat(MAX_JSON_BODY_BYTES / 2) };
    const fetch = okFetch();
    const error = await send(fetch as typeof globalThis.fetch, { method: "post", url: "/v1/public/events", body: over }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "payload-too-large", status: 413, message: BODY_TOO_LARGE_MESSAGE });
    expect(fetch).not.toHaveBeenCalled();
    await send(fetch as typeof globalThis.fetch, { method: "post", url: "/v1/public/events", body: atLimit });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("the viewer's analytics sender", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const context = { placementId: "qr1", brandId: "b1", experienceId: "e1", version: 2, preview: false };
  const event = (type: AnalyticsEventType): ViewerAnalyticsEvent => ({ type, at: "2026-03-10T12:00:00.000Z", sessionId: "s1", context, data: {} });

  const blobText = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });

  it("sends objects only, by fetch, by keepalive fetch and by beacon", async () => {
    const sent: string[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(String(init!.body));
      return new Response("{}", { status: 200 });
    });
    const beacons: Blob[] = [];
    let beaconAccepts = true;
    const sendBeacon = (_url: string, data: Blob) => {
      if (beaconAccepts) beacons.push(data);
      return beaconAccepts;
    };
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState });
    const sender = createEventSender({
      fetch: fetch as typeof globalThis.fetch,
      sendBeacon,
      target: { window: win as unknown as Window, document: doc as unknown as Document },
      visitorId: null,
      maxBatch: 2,
    });
    sender.send([event("session_start"), event("scene_view"), event("product_card_open")]);
    await vi.advanceTimersByTimeAsync(5000);
    win.dispatchEvent(new Event("pagehide"));
    sender.send([event("dwell_time")]);
    beaconAccepts = false;
    sender.send([event("dwell_time")]);
    vi.useRealTimers();
    const bodies = [...sent, ...(await Promise.all(beacons.map(blobText)))].map((text) => JSON.parse(text) as unknown);
    expect(bodies.length).toBeGreaterThanOrEqual(4);
    for (const body of bodies) {
      expect(isJsonObjectBody(body), JSON.stringify(body)).toBe(true);
      expect(Array.isArray((body as { events?: unknown }).events)).toBe(true);
    }
    sender.dispose();
  });
});
