// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

// Firebase is replaced: these tests pin down what the console does around it.
const fakeAuth = { tenantId: null as string | null };
vi.mock("../firebase", () => ({ auth: fakeAuth }));
const signInWithEmailLink = vi.fn(async (auth: typeof fakeAuth, _email: string, _link: string) => ({ tenantAtCall: auth.tenantId }));
vi.mock("firebase/auth", () => ({
  isSignInWithEmailLink: (_auth: unknown, link: string) => new URL(link).searchParams.get("mode") === "signIn",
  parseActionCodeURL: (link: string) => ({ tenantId: new URL(link).searchParams.get("tenantId") }),
  signInWithEmailLink: (auth: typeof fakeAuth, email: string, link: string) => signInWithEmailLink(auth, email, link),
}));

const { completeEmailLinkSignIn, finishEmailLinkSignIn, rememberEmailForSignIn } = await import("./email-link");

const link = "http://localhost:3000/manager/authentication/sign-in?workspace=demo-retail&mode=signIn&oobCode=abc&apiKey=k&lang=en&tenantId=tenant-7";

beforeEach(() => {
  localStorage.clear();
  fakeAuth.tenantId = null;
  signInWithEmailLink.mockClear();
  window.history.replaceState(null, "", "/manager/authentication/sign-in?workspace=demo-retail&mode=signIn&oobCode=abc&apiKey=k&lang=en&tenantId=tenant-7");
});

describe("email link sign-in", () => {
  it("does nothing when the URL is not a sign-in link", async () => {
    await completeEmailLinkSignIn("http://localhost:3000/manager/panel/brands");
    expect(signInWithEmailLink).not.toHaveBeenCalled();
  });

  it("signs in with the remembered email, pointing auth at the link's tenant first", async () => {
    rememberEmailForSignIn("ada@demo-retail.test");
    await completeEmailLinkSignIn(link);
    expect(signInWithEmailLink).toHaveBeenCalledWith(fakeAuth, "ada@demo-retail.test", link);
    expect(await signInWithEmailLink.mock.results[0]!.value).toEqual({ tenantAtCall: "tenant-7" });
    expect(localStorage.getItem("vitrine.emailForSignIn")).toBeNull();
    // The one-time code leaves the address bar; the workspace stays for the form.
    expect(window.location.search).toBe("?workspace=demo-retail");
  });

  it("without a remembered email (an invitation) waits for the person to confirm it", async () => {
    await completeEmailLinkSignIn(link);
    expect(signInWithEmailLink).not.toHaveBeenCalled();
    await finishEmailLinkSignIn("invitee@demo-retail.test", link);
    expect(signInWithEmailLink).toHaveBeenCalledWith(fakeAuth, "invitee@demo-retail.test", link);
    expect(fakeAuth.tenantId).toBe("tenant-7");
  });

  it("lets a failure propagate so the auth state machine can toast it", async () => {
    rememberEmailForSignIn("ada@demo-retail.test");
    signInWithEmailLink.mockRejectedValueOnce(Object.assign(new Error("expired"), { code: "auth/expired-action-code" }));
    await expect(completeEmailLinkSignIn(link)).rejects.toMatchObject({ code: "auth/expired-action-code" });
  });
});
