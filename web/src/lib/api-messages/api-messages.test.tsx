import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { renderLanguageSwitch } from "@/test/console-language-switch";

/**
 * The API writes English; the console shows each error it receives, its message and its issues',
 * in the console's language, whichever screen catches it.
 */
function answering(status: number, error: Record<string, unknown>) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ error: { status, requestId: "r-1", ...error } }), { status }));
  return createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, getToken: async () => "token" });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

const notFound = () => caught(answering(404, { code: "not-found", message: "Brand not found" })("getBrand", { params: { brandId: "brand0000000000000001" } }));
const refused = () =>
  caught(
    answering(422, {
      code: "unprocessable",
      message: "Cannot publish: 1 problem to fix first. The experience is archived; restore it before publishing",
      issues: [
        { path: "status", message: "The experience is archived; restore it before publishing" },
        { path: "storeId", message: "Pick a store of this brand" },
        { path: "name", message: "Brand name is required" },
        { path: "other", message: "A sentence the catalogue does not know" },
      ],
    })("getBrand", { params: { brandId: "brand0000000000000001" } }),
  );

describe("the API's messages in the console's language", () => {
  afterEach(() => localStorage.clear());

  it("are the API's English, unchanged, in English", async () => {
    expect((await notFound()).message).toBe("Brand not found");
    const error = await refused();
    expect(error.message).toBe("Cannot publish: 1 problem to fix first. The experience is archived; restore it before publishing");
    expect(error.issueFor("storeId")).toBe("Pick a store of this brand");
  });

  it("are French in French: the message, each issue, and a sentence inside a sentence", async () => {
    const { switchTo } = renderLanguageSwitch();
    await switchTo("fr");
    try {
      // The catalogues arrive as their own chunks; until then the English shows.
      await waitFor(async () => expect((await notFound()).message).toBe("Marque introuvable"));
      const error = await refused();
      expect(error).toMatchObject({ code: "unprocessable", status: 422, requestId: "r-1" });
      expect(error.message).toBe(
        "Publication impossible\u00a0: 1 problème à corriger d’abord. L’expérience est archivée\u00a0; restaurez-la avant de la publier",
      );
      expect(error.issues).toEqual([
        { path: "status", message: "L’expérience est archivée\u00a0; restaurez-la avant de la publier" },
        { path: "storeId", message: "Choisissez un magasin de cette marque" },
        { path: "name", message: "Le nom de la marque est obligatoire" },
        { path: "other", message: "A sentence the catalogue does not know" },
      ]);
    } finally {
      await switchTo("en");
    }
    expect((await notFound()).message).toBe("Brand not found");
  });
});
