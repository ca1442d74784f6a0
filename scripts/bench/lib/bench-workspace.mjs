// The benchmark's own workspace on the running local stack, created on the first run and reused
// afterwards (10 000 products take a while to import): tenant "vitrine-bench" with an owner, a
// brand, a published experience of the four sample tables standing on a placement, and a
// catalogue experience holding 10 000 products. Nothing of the demo workspace is touched.
import { createRequire } from "node:module";
import path from "node:path";
import { emulatorEnv, HOSTING_URL, PORTS, ROOT } from "../../lib/local-stack.mjs";

export const BENCH = {
  tenantName: "Vitrine benchmarks",
  tenantSlug: "vitrine-bench",
  ownerEmail: "owner@vitrine-bench.test",
  ownerPassword: "vitrine-bench",
  brandName: "Benchmark brand",
  viewerExperienceName: "Benchmark showroom",
  catalogueExperienceName: "Benchmark catalogue",
  placementName: "Benchmark QR",
  products: 10_000,
  consoleUsers: 8,
};

const require = createRequire(path.join(ROOT, "functions/package.json"));

/** Points firebase-admin (functions/lib, loaded in this process) at the running stack. */
export function useStackEmulators() {
  Object.assign(process.env, emulatorEnv(process.env.FIRESTORE_EMULATOR_HOST || `127.0.0.1:${PORTS.firestore}`));
}

const authEmulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST || `127.0.0.1:${PORTS.auth}`}`;

/** An ID token of `email` in the auth tenant (password sign-in against the Auth emulator). */
export async function signIn(authTenantId, email, password) {
  const res = await fetch(`${authEmulator()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true, tenantId: authTenantId }),
  });
  const body = await res.json();
  if (!body.idToken) throw new Error(`Sign-in failed for ${email}: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

/** `call(method, path, json?)` -> `{status, body, headers}` against `baseUrl` with a bearer token. */
export function apiClient(baseUrl, token) {
  return async function call(method, urlPath, json, expected) {
    const res = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers: { ...(token && { Authorization: `Bearer ${token}` }), ...(json !== undefined && { "Content-Type": "application/json" }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await res.text();
    let body = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    if (expected && res.status !== expected) throw new Error(`${method} ${urlPath}: ${res.status} ${text.slice(0, 300)}`);
    return { status: res.status, body, headers: res.headers };
  };
}

/** The tenant and its owner, created once in the stack's Auth and Firestore. */
async function ensureTenant() {
  const { db, tenantAuth } = require("./lib/firebase.js");
  const { createTenant, findTenantBySlug } = require("./lib/tenants/tenants.js");
  const { FieldValue } = require("firebase-admin/firestore");
  let tenant = await findTenantBySlug(BENCH.tenantSlug);
  if (!tenant) tenant = await createTenant({ name: BENCH.tenantName, slug: BENCH.tenantSlug }, "bench");
  const auth = tenantAuth(tenant.authTenantId);
  let owner = await auth.getUserByEmail(BENCH.ownerEmail).catch(() => null);
  if (!owner) {
    owner = await auth.createUser({ email: BENCH.ownerEmail, password: BENCH.ownerPassword, displayName: "Bench Owner", emailVerified: true });
  }
  if (!owner.emailVerified) owner = await auth.updateUser(owner.uid, { emailVerified: true });
  const member = db().collection("tenants").doc(tenant.id).collection("members").doc(owner.uid);
  if (!(await member.get()).exists) {
    await member.set({
      uid: owner.uid,
      email: BENCH.ownerEmail,
      displayName: "Bench Owner",
      role: "owner",
      status: "active",
      brandRoles: {},
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: "bench",
    });
  }
  // Console users of their own: the API limits requests per credential, so the benchmark's
  // concurrent clients each sign in as someone else (as real people would).
  const consoleUsers = [];
  for (let k = 1; k <= BENCH.consoleUsers; k++) {
    const email = `admin-${k}@vitrine-bench.test`;
    let user = await auth.getUserByEmail(email).catch(() => null);
    if (!user) user = await auth.createUser({ email, password: BENCH.ownerPassword, displayName: `Bench Admin ${k}`, emailVerified: true });
    // The API lets a password account in only with a verified email (accepting an invitation verifies it).
    if (!user.emailVerified) user = await auth.updateUser(user.uid, { emailVerified: true });
    const ref = db().collection("tenants").doc(tenant.id).collection("members").doc(user.uid);
    if (!(await ref.get()).exists) {
      await ref.set({
        uid: user.uid,
        email,
        displayName: `Bench Admin ${k}`,
        role: "admin",
        status: "active",
        brandRoles: {},
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        createdBy: "bench",
      });
    }
    consoleUsers.push(email);
  }
  return { tenant, ownerUid: owner.uid, db, consoleUsers };
}

const at = (x, z, ry = 0) => ({ position: { x, y: 0, z }, rotation: { x: 0, y: ry, z: 0 }, scale: { x: 1, y: 1, z: 1 } });

/** The published showroom: a set (lighting, floor, background) and the four sample tables. */
async function createShowroom(call, brandId) {
  const setId = (
    await call(
      "POST",
      `/v1/brands/${brandId}/sets`,
      { name: "Benchmark set", lighting: "warm", background: "#efe7dc", floor: { kind: "wood", color: "#c49a6c", size: 14 } },
      201,
    )
  ).body.id;
  const experienceId = (await call("POST", `/v1/brands/${brandId}/experiences`, { name: BENCH.viewerExperienceName }, 201)).body.id;
  const exp = `/v1/brands/${brandId}/experiences/${experienceId}`;
  const intro = (await call("GET", `${exp}/scenes`, undefined, 200)).body.items[0];
  await call(
    "PATCH",
    `${exp}/scenes/${intro.id}`,
    {
      version: intro.version,
      name: "Showroom",
      setId,
      objects: [
        { id: "side", kind: "model", libraryObjectId: "sample-walnut-side-table", transform: at(-2.45, -0.25, 0.35) },
        { id: "dining", kind: "model", libraryObjectId: "sample-oak-dining-table", transform: at(-0.85, 0) },
        { id: "coffee", kind: "model", libraryObjectId: "sample-glass-coffee-table", transform: at(1.05, 0.1) },
        { id: "cafe", kind: "model", libraryObjectId: "sample-round-cafe-table", transform: at(2.4, -0.25, -0.35) },
      ],
      segments: [{ id: "all", title: "The collection", camera: null, objectIds: ["side", "dining", "coffee", "cafe"] }],
    },
    200,
  );
  await call("POST", `${exp}/publish`, undefined, 201);
  const placementId = (await call("POST", `/v1/brands/${brandId}/placements`, { name: BENCH.placementName, defaultExperienceId: experienceId }, 201)).body.id;
  return { experienceId, placementId };
}

const csvRow = (i) => {
  const n = String(i).padStart(5, "0");
  return `BENCH-${n},Benchmark product ${n},Product ${n} of the benchmark catalogue,${(10 + (i % 990)).toFixed(2)},EUR`;
};

/** Tops the catalogue up to BENCH.products through the CSV import (500 rows, one transaction each). */
async function fillCatalogue(call, brandId, experienceId, db, log) {
  const products = db().collection("brands").doc(brandId).collection("experiences").doc(experienceId).collection("products");
  const have = (await products.count().get()).data().count;
  if (have >= BENCH.products) return have;
  log(`  importing ${BENCH.products - have} products into the benchmark catalogue (once; reused by later runs)…`);
  // SKUs are the keys of the import: re-importing a page updates instead of duplicating.
  for (let start = Math.floor(have / 500) * 500 + 1; start <= BENCH.products; start += 500) {
    const rows = [];
    for (let i = start; i < start + 500 && i <= BENCH.products; i++) rows.push(csvRow(i));
    await call(
      "POST",
      `/v1/brands/${brandId}/experiences/${experienceId}/products/import`,
      { csv: `sku,name,description,price,currency\n${rows.join("\n")}\n` },
      200,
    );
  }
  return (await products.count().get()).data().count;
}

/**
 * Finds or makes everything the benchmarks use; resolves with the ids and an owner API client
 * for Hosting. Needs the local stack (`npm start`).
 */
export async function ensureBenchWorkspace({ baseUrl = HOSTING_URL, log = console.log } = {}) {
  useStackEmulators();
  const { tenant, db, consoleUsers } = await ensureTenant();
  const token = await signIn(tenant.authTenantId, BENCH.ownerEmail, BENCH.ownerPassword);
  const tokens = await Promise.all(consoleUsers.map((email) => signIn(tenant.authTenantId, email, BENCH.ownerPassword)));
  const call = apiClient(baseUrl, token);
  const tenantRef = db().collection("tenants").doc(tenant.id);
  const saved = (await tenantRef.get()).get("benchSeed") ?? {};

  let brandId = saved.brandId;
  if (!brandId || (await call("GET", `/v1/brands/${brandId}`)).status !== 200) {
    brandId = (await call("POST", "/v1/brands", { name: BENCH.brandName }, 201)).body.id;
  }
  let { experienceId, placementId } = saved;
  const resolved = placementId ? await call("GET", `/v1/public/placements/${placementId}`) : null;
  if (resolved?.status !== 200 || resolved.body.experience?.id !== experienceId || saved.brandId !== brandId) {
    log("  creating the benchmark showroom (published experience + placement)…");
    ({ experienceId, placementId } = await createShowroom(call, brandId));
  }
  let catalogueId = saved.catalogueId;
  if (!catalogueId || (await call("GET", `/v1/brands/${brandId}/experiences/${catalogueId}`)).status !== 200) {
    catalogueId = (await call("POST", `/v1/brands/${brandId}/experiences`, { name: BENCH.catalogueExperienceName }, 201)).body.id;
  }
  await tenantRef.update({ benchSeed: { brandId, experienceId, placementId, catalogueId } });
  const productCount = await fillCatalogue(call, brandId, catalogueId, db, log);
  return { tenant, token, tokens, call, brandId, experienceId, placementId, catalogueId, productCount };
}
