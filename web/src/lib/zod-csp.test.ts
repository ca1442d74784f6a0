import { describe, expect, it } from "vitest";
import "./zod-csp";
import { z } from "zod";

describe("zod-csp", () => {
  it("makes zod jitless through its shared settings, so no schema probes for eval", () => {
    expect(z.config().jitless).toBe(true);
  });
});
