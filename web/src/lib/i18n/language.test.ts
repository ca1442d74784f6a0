// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { localeFor, pickLanguage, readStored, writeStored } from "./language";

const SUPPORTED = ["en", "fr", "de"] as const;

describe("pickLanguage", () => {
  it("takes the first supported browser language, by primary subtag", () => {
    expect(pickLanguage(SUPPORTED, ["fr-CA", "en-US"])).toBe("fr");
    expect(pickLanguage(SUPPORTED, ["es-ES", "de-AT", "fr"])).toBe("de");
    expect(pickLanguage(SUPPORTED, ["DE-ch"])).toBe("de");
  });

  it("falls back to English for unsupported or missing languages", () => {
    expect(pickLanguage(SUPPORTED, ["es-ES", "it"])).toBe("en");
    expect(pickLanguage(SUPPORTED, [])).toBe("en");
    expect(pickLanguage(SUPPORTED, [""])).toBe("en");
  });

  it("prefers a remembered choice, ignoring one that is no longer supported", () => {
    expect(pickLanguage(SUPPORTED, ["fr-FR"], "de")).toBe("de");
    expect(pickLanguage(SUPPORTED, ["fr-FR"], "en")).toBe("en");
    expect(pickLanguage(SUPPORTED, ["fr-FR"], "es")).toBe("fr");
    expect(pickLanguage(SUPPORTED, ["fr-FR"], null)).toBe("fr");
  });
});

describe("localeFor", () => {
  it("keeps the browser's region for the chosen language, else the language alone", () => {
    expect(localeFor("de", ["fr-FR", "de-CH"])).toBe("de-CH");
    expect(localeFor("fr", ["en-US"])).toBe("fr");
  });
});

describe("stored choice", () => {
  afterEach(() => localStorage.clear());

  it("round-trips through localStorage", () => {
    writeStored("k", "fr");
    expect(readStored("k")).toBe("fr");
  });

  it("survives storage that refuses", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => writeStored("k", "fr")).not.toThrow();
    expect(readStored("k")).toBeNull();
  });
});
