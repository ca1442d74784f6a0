// The API from a browser test's side, for arranging data a story needs (people with a role, many
// models) and removing it afterwards: the demo owner signs in on the Auth emulator directly.
import { BASE_URL, DEMO } from "./browser.mjs";

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;

/** `fetch` of `/v1/...` with a bearer token and a JSON body; resolves to `{ status, body }`. */
export async function apiCall(method, path, { token, json } = {}) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { ...(token && { Authorization: `Bearer ${token}` }), ...(json !== undefined && { "Content-Type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (res.status >= 400) throw new Error(`${method} ${path} -> ${res.status} ${text.slice(0, 300)}`);
  return { status: res.status, body };
}

/** An ID token of the seeded demo owner (the workspace's Identity Platform tenant, on the Auth emulator). */
export async function ownerToken() {
  const { body: workspace } = await apiCall("GET", `/v1/public/workspaces/${DEMO.tenantSlug}`);
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: DEMO.ownerEmail, password: DEMO.ownerPassword, returnSecureToken: true, tenantId: workspace.authTenantId }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`owner sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Uploads bytes through the API's ticket, and finishes the upload; resolves to the upload id. */
export async function uploadFile(token, brandId, { kind, fileName, contentType, bytes }) {
  const { body: ticket } = await apiCall("POST", `/v1/brands/${brandId}/uploads`, { token, json: { kind, fileName, contentType, size: bytes.length } });
  const put = await fetch(ticket.uploadUrl.startsWith("/") ? `${BASE_URL}${ticket.uploadUrl}` : ticket.uploadUrl, { method: "PUT", headers: ticket.headers, body: bytes });
  if (!put.ok) throw new Error(`PUT of ${fileName} -> ${put.status}`);
  await apiCall("POST", `/v1/brands/${brandId}/uploads/${ticket.uploadId}/complete`, { token });
  return ticket.uploadId;
}
