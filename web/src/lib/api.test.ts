import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api";

// Counts how often the Firebase module is loaded: the public viewer shares this client, and the
// Auth SDK must not come with it.
const firebase = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./firebase", () => {
  firebase.loads += 1;
  return { getIdToken: async () => "id-token-1" };
});

function stubFetch() {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json({ error: { code: "not-found", message: "Not found", status: 404 } }, { status: 404 }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function headersOf(fetch: ReturnType<typeof stubFetch>) {
  return fetch.mock.calls[0]![1]!.headers as Record<string, string>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// In this order: once a signed-in call has loaded Firebase, it stays loaded.
describe("the app's API client", () => {
  it("makes the viewer's public calls without a token and without loading Firebase", async () => {
    const fetch = stubFetch();
    await expect(api("resolvePlacement", { params: { placementId: "placement-1" } })).rejects.toMatchObject({ code: "not-found" });
    expect(headersOf(fetch).Authorization).toBeUndefined();
    expect(firebase.loads).toBe(0);
  });

  it("loads Firebase for a signed-in call and sends the user's ID token", async () => {
    const fetch = stubFetch();
    await expect(api("getMe")).rejects.toMatchObject({ code: "not-found" });
    expect(headersOf(fetch).Authorization).toBe("Bearer id-token-1");
    expect(firebase.loads).toBe(1);
  });
});
