import { applicationDefault } from "firebase-admin/app";
import { adminApp } from "../firebase.js";

const SIGN_UP_MASK = "client.permissions.disabledUserSignup";

function identityToolkit() {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const app = adminApp();
  const projectId = app.options.projectId ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) throw new Error("No project id: set GCLOUD_PROJECT to change Identity Platform tenants");
  return {
    base: `${emulator ? `http://${emulator}/` : "https://"}identitytoolkit.googleapis.com/v2/projects/${projectId}`,
    async authorization() {
      // The Auth emulator takes "owner" as an administrator's credential.
      if (emulator) return "Bearer owner";
      const credential = app.options.credential ?? applicationDefault();
      return `Bearer ${(await credential.getAccessToken()).access_token}`;
    },
  };
}

/**
 * Turns off self sign-up on a workspace's Identity Platform tenant: nobody can create an account
 * there with the client SDK or the public REST API (password, email link, identity provider).
 * Accounts are created only by the API (accepting an invitation, creating a workspace), which
 * is what keeps someone from registering an address before it is invited. firebase-admin's
 * TenantManager has no option for this setting, so it is written through the Identity Toolkit
 * admin API with the app's own credential. The Auth emulator stores the setting but does not
 * enforce it; the API's own checks (see authenticate) hold either way.
 */
export async function disableSelfSignUp(authTenantId: string): Promise<void> {
  await setSelfSignUpDisabled(authTenantId, true);
}

/**
 * Identity Platform's setting also stops identity providers from creating accounts, so a workspace
 * with single sign-on turns it back on while its provider is configured (`auth/sso-providers.ts`):
 * an account alone still gets nobody in (see authenticate), and accepting an invitation by
 * password still replaces any account made before it.
 */
export async function setSelfSignUpDisabled(authTenantId: string, disabled: boolean): Promise<void> {
  const api = identityToolkit();
  const res = await fetch(`${api.base}/tenants/${encodeURIComponent(authTenantId)}?updateMask=${SIGN_UP_MASK}`, {
    method: "PATCH",
    headers: { Authorization: await api.authorization(), "Content-Type": "application/json" },
    body: JSON.stringify({ client: { permissions: { disabledUserSignup: disabled } } }),
  });
  if (!res.ok) throw new Error(`Could not change self sign-up on auth tenant ${authTenantId}: ${res.status} ${await res.text()}`);
}

/** Whether self sign-up is off on a tenant, as Identity Platform reports it. */
export async function selfSignUpDisabled(authTenantId: string): Promise<boolean> {
  const api = identityToolkit();
  const res = await fetch(`${api.base}/tenants/${encodeURIComponent(authTenantId)}`, { headers: { Authorization: await api.authorization() } });
  if (!res.ok) throw new Error(`Could not read auth tenant ${authTenantId}: ${res.status} ${await res.text()}`);
  const tenant = (await res.json()) as { client?: { permissions?: { disabledUserSignup?: boolean } } };
  return tenant.client?.permissions?.disabledUserSignup === true;
}
