// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";

// Firebase and the API are replaced: these tests pin down what the sign-up sends around them.
const fakeAuth = { tenantId: null as string | null };
vi.mock("@/lib/firebase", () => ({ auth: fakeAuth }));
vi.mock("firebase/auth", () => ({
  signInWithEmailAndPassword: vi.fn(async () => ({ user: { uid: "owner" } })),
  sendEmailVerification: vi.fn(async () => undefined),
}));
vi.mock("@/lib/api", () => ({ api: vi.fn() }));
vi.mock("./get-workspace", () => ({ getWorkspace: vi.fn(async () => null) }));

const { api } = await import("@/lib/api");
const { signUpAndSignIn } = await import("./sign-up");

const input = { companyName: "Acme", slug: "acme", displayName: "Ada", email: "ada@acme.test", password: "correct horse battery" };

describe("signing up", () => {
  beforeEach(() => vi.mocked(api).mockReset());

  // The answer to a sign-up can be lost after the workspace was made; the form is then sent again.
  // Without a key the server made a second attempt at the same workspace, answered 409 "taken".
  it("sends the form's idempotency key, the same on a resend", async () => {
    vi.mocked(api)
      .mockRejectedValueOnce(new ApiError({ code: "network-error", message: "offline" }))
      .mockResolvedValueOnce({ workspace: { slug: "acme", authTenantId: "t-1" } } as never);
    await expect(signUpAndSignIn(input, "key-1")).rejects.toThrow("offline");
    await signUpAndSignIn(input, "key-1");
    const calls = vi.mocked(api).mock.calls;
    expect(calls.map(([route, request]) => [route, (request as { idempotencyKey?: string }).idempotencyKey])).toEqual([
      ["signUp", "key-1"],
      ["signUp", "key-1"],
    ]);
    expect(fakeAuth.tenantId).toBe("t-1");
  });
});
