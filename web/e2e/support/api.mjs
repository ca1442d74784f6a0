// The API from a browser test's side, for arranging data a story needs (people with a role, many
// models, uploads) and removing it afterwards: people sign in on the Auth emulator directly (password
// sign-in, with the workspace's auth tenant) and the test sends their ID token.
import { expect } from "chai";
import { BASE_URL, DEMO } from "./browser.mjs";

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
  : `http://${new URL(BASE_URL).hostname}:9099`;

/** The demo owner's sign-in, for `apiAs` and `signInPage`. */
export const DEMO_OWNER = { tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword };

/** `fetch` of `/v1/...` with an optional bearer token and JSON body; resolves to `{ status, body, text }`. */
async function send(method, path, { token, json } = {}) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { ...(token && { Authorization: `Bearer ${token}` }), ...(json !== undefined && { "Content-Type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  let body;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (an emulator's own error page): keep the text for the assertion message.
    body = text;
  }
  return { status: res.status, body, text };
}

/** `fetch` of `/v1/...` with a bearer token and a JSON body; resolves to `{ status, body }`, throws on HTTP errors. */
export async function apiCall(method, path, { token, json } = {}) {
  const { status, body, text } = await send(method, path, { token, json });
  if (status >= 400) throw new Error(`${method} ${path} -> ${status} ${text.slice(0, 300)}`);
  return { status, body: body ?? null };
}

/** An ID token for `email` in the workspace `tenantSlug`. */
async function signInWithPassword({ tenantSlug, email, password }) {
  const { body: workspace } = await apiCall("GET", `/v1/public/workspaces/${tenantSlug}`);
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true, tenantId: workspace.authTenantId }),
  });
  const body = await res.json();
  if (!res.ok || !body.idToken) throw new Error(`Sign-in failed for ${email}: ${JSON.stringify(body.error ?? body)}`);
  return body.idToken;
}

/** An ID token of the seeded demo owner. */
export async function ownerToken() {
  return signInWithPassword(DEMO_OWNER);
}

/** An API client for `email`, refreshing its token when the emulator's hour runs out. */
export async function apiAs(credentials) {
  let token = await signInWithPassword(credentials);
  let signedInAt = Date.now();

  /** `call("PATCH", "/v1/...", body)`: resolves with `{ status, body }`, never throws on HTTP errors. */
  return async function call(method, path, json) {
    if (Date.now() - signedInAt > 50 * 60 * 1000) {
      token = await signInWithPassword(credentials);
      signedInAt = Date.now();
    }
    const { status, body } = await send(method, path, { token, json });
    return { status, body };
  };
}

/** Uploads bytes through the API's ticket, and finishes the upload; resolves to the upload id. */
export async function uploadFile(token, brandId, { kind, fileName, contentType, bytes }) {
  const { body: ticket } = await apiCall("POST", `/v1/brands/${brandId}/uploads`, { token, json: { kind, fileName, contentType, size: bytes.length } });
  const put = await fetch(ticket.uploadUrl.startsWith("/") ? `${BASE_URL}${ticket.uploadUrl}` : ticket.uploadUrl, {
    method: "PUT",
    headers: ticket.headers,
    body: bytes,
  });
  if (!put.ok) throw new Error(`PUT of ${fileName} -> ${put.status}`);
  await apiCall("POST", `/v1/brands/${brandId}/uploads/${ticket.uploadId}/complete`, { token });
  return ticket.uploadId;
}

/** Signs the browser page in through the console's sign-in form. */
export async function signInPage(page, { tenantSlug, email, password } = DEMO_OWNER, next = "/manager") {
  await page.goto(`/manager/authentication/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Workspace").fill(tenantSlug);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/manager/authentication"), { timeout: 90_000 });
}

/**
 * Accepts an invitation link in the page as the invitee does: the accept screen, a name and a
 * password, then the console's brands.
 */
export async function acceptInvitationInPage(page, inviteLink, { displayName = "Invited Person", password = "invited-password-1" } = {}) {
  const link = new URL(inviteLink);
  expect(link.pathname).to.equal("/manager/authentication/accept-invite");
  await page.goto(`${BASE_URL}${link.pathname}${link.search}`);
  await page.getByLabel("Your name").fill(displayName);
  await page.getByLabel("Choose a password").fill(password);
  await page.getByRole("button", { name: "Accept and join" }).click();
  await page.waitForURL("**/manager/panel/brands", { timeout: 90_000, waitUntil: "commit" });
}

/** The uid of the workspace member with this email (for removing them afterwards), or undefined. */
export async function memberUid(token, email) {
  for (let cursor = null; ;) {
    const { body } = await apiCall("GET", `/v1/tenants/me/members?limit=100${cursor ? `&cursor=${cursor}` : ""}`, { token });
    const found = body.items.find((member) => member.email === email);
    if (found || !body.nextCursor) return found?.uid;
    cursor = body.nextCursor;
  }
}
