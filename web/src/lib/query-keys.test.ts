import { describe, expect, it } from "vitest";
import { normaliseQuery } from "./query-keys";

describe("normaliseQuery", () => {
  it("gives queries that ask the same question the same key", () => {
    expect(normaliseQuery({ q: "", cursor: undefined })).toEqual({});
    expect(normaliseQuery({ q: "  oak ", tag: " ", sort: "name" })).toEqual({ q: "oak", sort: "name" });
  });

  it("keeps a limit as a number however it was passed", () => {
    expect(normaliseQuery({ limit: "24" })).toEqual({ limit: 24 });
    expect(normaliseQuery({ limit: 24, status: "archived" })).toEqual({ limit: 24, status: "archived" });
  });
});
