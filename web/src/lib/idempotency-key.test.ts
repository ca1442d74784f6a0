import { describe, expect, it } from "vitest";
import { createIdempotencyKeys } from "./idempotency-key";

describe("idempotency keys", () => {
  it("gives a resent body the key it was first sent with", () => {
    const keyFor = createIdempotencyKeys();
    const first = keyFor({ slug: "acme", email: "a@acme.test" });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyFor({ slug: "acme", email: "a@acme.test" })).toBe(first);
  });

  it("gives a changed body a new key, and does not go back to an old one", () => {
    let n = 0;
    const keyFor = createIdempotencyKeys(() => `key-${++n}`);
    expect(keyFor({ slug: "acme" })).toBe("key-1");
    expect(keyFor({ slug: "acme-home" })).toBe("key-2");
    expect(keyFor({ slug: "acme" })).toBe("key-3");
  });
});
