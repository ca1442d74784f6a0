// Calls the /v1 API from a test as a signed-in workspace member: signs in against the Auth
// emulator (password sign-in, with the workspace's auth tenant) and sends the ID token.
import { BASE_URL } from "./browser.mjs";

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
  : `http://${new URL(BASE_URL).hostname}:9099`;

/** An API client for `email`, refreshing its token when the emulator's hour runs out. */
export async function apiAs({ tenantSlug, email, password }) {
  const workspace = await (await fetch(`${BASE_URL}/v1/public/workspaces/${tenantSlug}`)).json();
  let token;
  let signedInAt = 0;
  const signIn = async () => {
    const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true, tenantId: workspace.authTenantId }),
    });
    const body = await res.json();
    if (!body.idToken) throw new Error(`Sign-in failed for ${email}: ${JSON.stringify(body.error)}`);
    token = body.idToken;
    signedInAt = Date.now();
  };
  await signIn();

  /** `call("PATCH", "/v1/...", body)`: resolves with `{ status, body }`, never throws on HTTP errors. */
  return async function call(method, path, body) {
    if (Date.now() - signedInAt > 50 * 60 * 1000) await signIn();
    const res = await fetch(`${BASE_URL}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (an emulator's own error page): keep the text for the assertion message.
      parsed = text;
    }
    return { status: res.status, body: parsed };
  };
}

/** Signs the browser page in through the console's sign-in form. */
export async function signInPage(page, { tenantSlug, email, password }, next = "/manager") {
  await page.goto(`/manager/authentication/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Workspace").fill(tenantSlug);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/manager/authentication"), { timeout: 90_000 });
}
