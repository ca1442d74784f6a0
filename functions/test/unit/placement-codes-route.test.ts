/**
 * POST /v1/brands/:brandId/placement-codes through the app, in-process on a Firestore of its own
 * (API keys, so no Auth is needed): the zip's files are named by store code and every one of them
 * decodes back to its placement's public address, as does every label of the A4 and US Letter PDFs;
 * branded codes carry the theme's colours and logo and still decode; colours that would not scan
 * are refused with the reason; another brand's or tenant's placement is "not found"; a selection
 * over the limit is a 400; a read-only key may print.
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "chai";
import sharp from "sharp";
import { createPlacementSchema, MAX_CODES_PER_REQUEST } from "@vitrine/contract";
import { createApp } from "../../src/app.js";
import { createApiKey } from "../../src/api-keys/api-keys.js";
import { createBrand } from "../../src/brands/brands.js";
import { config } from "../../src/config.js";
import { createExperience } from "../../src/experiences/experiences.js";
import { createPlacement } from "../../src/placements/placements.js";
import { blobStore } from "../../src/storage/blob-store.js";
import { createStore } from "../../src/stores/stores.js";
import { labelCell, labelGrid } from "../../src/placement-codes/code-labels-pdf.js";
import { ownerOf, startLocalFirestore, type LocalFirestore } from "../helpers/local-firestore.js";
import { cropGrey, decodeImage, decodeGrey, renderPdf } from "../helpers/qr-decode.js";
import { readZip } from "../helpers/zip-reader.js";
import { makeLogo } from "../helpers/code-logo.js";
import { brandsCol, experienceRef, storesCol, tenantsCol, uploadsCol } from "../../src/firestore/collections.js";
import type { BrandDoc } from "../../src/firestore/stored-documents.js";

const TENANT = "codes-workspace";
const OTHER_TENANT = "codes-other-workspace";
const caller = ownerOf(TENANT, "tenant-codes1");
const other = ownerOf(OTHER_TENANT, "tenant-codes2");

/** A placement as the route would take it, every default filled by the contract's schema. */
const placement = (name: string, storeId: string | null = null) => createPlacementSchema.parse({ name, storeId });

const store = (name: string) => ({
  name,
  address: { line1: "1 Rue de la République", city: "Lyon", country: "FR" },
  location: { lat: 45.76, lng: 4.83 },
  timezone: "Europe/Paris",
});

describe("placement codes route (in-process, local Firestore)", function () {
  this.timeout(120_000);
  let firestore: LocalFirestore;
  let server: Server;
  let base: string;
  let writeKey: string;
  let readKey: string;
  let otherKey: string;
  let blobDir: string;
  const savedBlobEnv = { ...process.env };
  const ids = { brandId: "", otherBrandId: "", experienceId: "", coded: "", coded2: "", named: "", loose: "", foreignBrand: "", foreignTenant: "" };

  const post = (json: unknown, key = writeKey, brandId = ids.brandId) =>
    fetch(`${base}/v1/brands/${brandId}/placement-codes`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify(json),
    });
  const address = (placementId: string) => `${config.publicBaseUrl.replace(/\/+$/, "")}/${placementId}`;

  before(async () => {
    blobDir = await mkdtemp(path.join(tmpdir(), "codes-blobs-"));
    Object.assign(process.env, { VITRINE_BLOB_DIR: blobDir, VITRINE_BLOB_BASE_URL: "http://blobs.test", VITRINE_BLOB_SECRET: "codes-secret" });
    firestore = await startLocalFirestore();
    await tenantsCol().doc(TENANT).set({ name: "Codes", slug: "codes", authTenantId: caller.authTenantId });
    await tenantsCol().doc(OTHER_TENANT).set({ name: "Other", slug: "codes-other", authTenantId: other.authTenantId });
    const brand = await createBrand(caller, { name: "Maison Lumière", colors: { primary: "#1e3a8a", accent: "#b91c1c" } });
    const light = await createBrand(caller, { name: "Pale brand", colors: { primary: "#ffcc00", accent: "#ffcc00" } });
    const foreign = await createBrand(other, { name: "Foreign" });
    ids.brandId = brand.id;
    ids.otherBrandId = light.id;
    const brandOf = async (id: string) => ({ id, data: (await brandsCol().doc(id).get()).data() as BrandDoc });
    const lyon = await createStore(caller, brand.id, store("Lyon Part-Dieu"));
    const paris = await createStore(caller, brand.id, store("Café Crème, Paris"));
    await storesCol(brand.id).doc(lyon.id).update({ code: "FR-069" });
    const b = await brandOf(brand.id);
    ids.coded = (await createPlacement(caller, b, placement("Entrance", lyon.id))).id;
    ids.coded2 = (await createPlacement(caller, b, placement("Window", lyon.id))).id;
    ids.named = (await createPlacement(caller, b, placement("Counter", paris.id))).id;
    ids.loose = (await createPlacement(caller, b, placement("Flyer"))).id;
    ids.foreignBrand = (await createPlacement(caller, await brandOf(light.id), placement("Pale"))).id;
    ids.foreignTenant = (await createPlacement(other, await brandOf(foreign.id), placement("Elsewhere"))).id;

    // An experience whose theme has colours and a logo uploaded to the brand.
    const experience = await createExperience(caller, brand.id, { name: "Spring" });
    ids.experienceId = experience.id;
    const key = `brands/${brand.id}/images/logo.png`;
    await blobStore().write(key, await makeLogo(), "image/png");
    const logoUrl = `http://blobs.test/${key}`;
    await uploadsCol().doc("logo-upload").set({ brandId: brand.id, kind: "image", status: "ready", key, url: logoUrl, fileName: "logo.png" });
    await experienceRef(brand.id, experience.id).update({
      "theme.colors": { primary: "#7c2d12", background: "#fffbeb", text: "#111111", accent: "#7c2d12" },
      "theme.logoUrl": logoUrl,
    });

    writeKey = (await createApiKey(caller, { name: "Print", scope: "write", brandIds: "all" })).key;
    readKey = (await createApiKey(caller, { name: "Read", scope: "read", brandIds: "all" })).key;
    otherKey = (await createApiKey(other, { name: "Other", scope: "write", brandIds: "all" })).key;
    server = createApp({ limits: { perMinute: 1_000_000 } }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(null));
    await firestore?.stop();
    for (const name of ["VITRINE_BLOB_DIR", "VITRINE_BLOB_BASE_URL", "VITRINE_BLOB_SECRET"]) {
      if (savedBlobEnv[name] === undefined) delete process.env[name];
      else process.env[name] = savedBlobEnv[name];
    }
    await rm(blobDir, { recursive: true, force: true });
  });

  it("answers a zip of an SVG and a PNG per code, named by store code, each decoding to its address", async () => {
    const placementIds = [ids.coded, ids.coded2, ids.named, ids.loose];
    const res = await post({ placementIds, format: "zip" }, readKey);
    expect(res.status, await res.clone().text()).to.equal(200);
    expect(res.headers.get("content-type")).to.match(/^application\/zip/);
    expect(res.headers.get("content-disposition")).to.match(/attachment; filename="qr-codes-maison-lumiere\.zip"/);
    const entries = readZip(new Uint8Array(await res.arrayBuffer()));
    const stems = [`FR-069-entrance`, `FR-069-window`, "cafe-creme-paris", ids.loose];
    expect([...entries.keys()].sort()).to.deep.equal(stems.flatMap((s) => [`${s}.png`, `${s}.svg`]).sort());
    for (const [i, stem] of stems.entries()) {
      expect(await decodeImage(entries.get(`${stem}.svg`)!.data), `${stem}.svg`).to.equal(address(placementIds[i]!));
      expect(await decodeImage(entries.get(`${stem}.png`)!.data), `${stem}.png`).to.equal(address(placementIds[i]!));
    }
  });

  for (const paper of ["a4", "letter"] as const) {
    it(`answers a PDF of labels on ${paper} whose every code decodes to its address`, async () => {
      const placementIds = [ids.loose, ids.coded, ids.named];
      const res = await post({ placementIds, format: "pdf", paper });
      expect(res.status, await res.clone().text()).to.equal(200);
      expect(res.headers.get("content-type")).to.match(/^application\/pdf/);
      const pages = await renderPdf(new Uint8Array(await res.arrayBuffer()), 4);
      expect(pages).to.have.length(1);
      for (const [i, id] of placementIds.entries()) {
        const cell = labelCell(paper, i);
        const crop = cropGrey(pages[0]!, { x: cell.code.x - 4, y: cell.code.y - 4, width: cell.code.size + 8, height: cell.code.size + 8 });
        expect(await decodeGrey(crop.grey, crop.width, crop.height), `label ${i}`).to.equal(address(id));
      }
      expect(labelGrid(paper).columns).to.be.at.least(2);
    });
  }

  it("draws branded codes in the theme's colours with its logo, and they decode", async () => {
    const res = await post({ placementIds: [ids.coded, ids.loose], format: "zip", branding: { experienceId: ids.experienceId } });
    expect(res.status, await res.clone().text()).to.equal(200);
    const entries = readZip(new Uint8Array(await res.arrayBuffer()));
    const svg = entries.get("FR-069.svg")!.data.toString("utf8");
    expect(svg).to.include('fill="#7c2d12"').and.to.include('fill="#fffbeb"').and.to.include("data:image/png;base64,");
    expect(await decodeImage(entries.get("FR-069.svg")!.data)).to.equal(address(ids.coded));
    const png = entries.get("FR-069.png")!.data;
    expect(await decodeImage(png)).to.equal(address(ids.coded));
    // The centre of the PNG is the logo: neither of the code's two colours.
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
    const pixel = [data[centre], data[centre + 1], data[centre + 2]];
    expect(pixel).to.not.deep.equal([0x7c, 0x2d, 0x12]).and.to.not.deep.equal([0xff, 0xfb, 0xeb]);

    const pdf = await post({ placementIds: [ids.coded], format: "pdf", branding: { experienceId: ids.experienceId } });
    expect(pdf.status).to.equal(200);
    const [page] = await renderPdf(new Uint8Array(await pdf.arrayBuffer()), 4);
    const cell = labelCell("a4", 0);
    const crop = cropGrey(page!, { x: cell.code.x - 4, y: cell.code.y - 4, width: cell.code.size + 8, height: cell.code.size + 8 });
    expect(await decodeGrey(crop.grey, crop.width, crop.height)).to.equal(address(ids.coded));
  });

  it("refuses colours that would not scan with 422 and the reason, before drawing anything", async () => {
    const pale = await post({ placementIds: [ids.foreignBrand], format: "zip", branding: {} }, writeKey, ids.otherBrandId);
    expect(pale.status).to.equal(422);
    const body = (await pale.json()) as { error: { code: string; message: string; issues: { path: string }[] } };
    expect(body.error.code).to.equal("unprocessable");
    expect(body.error.message).to.match(/#ffcc00 on #ffffff has a contrast of 1\.\d+:1; scanners need at least 4\.5:1/);
    expect(body.error.issues[0]!.path).to.equal("branding.foreground");

    const inverted = await post({ placementIds: [ids.coded], format: "pdf", branding: { foreground: "#ffffff", background: "#111111" } });
    expect(inverted.status).to.equal(422);
    expect(((await inverted.json()) as { error: { message: string } }).error.message).to.match(/not darker than its background/);
  });

  it("says another brand's or workspace's placement is not found, and prints none of it", async () => {
    for (const foreign of [ids.foreignBrand, ids.foreignTenant, "NoSuchPlacement12345"]) {
      const res = await post({ placementIds: [ids.coded, foreign], format: "zip" });
      expect(res.status, foreign).to.equal(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).to.equal("not-found");
    }
    // Another workspace's key does not even see the brand.
    expect((await post({ placementIds: [ids.coded], format: "zip" }, otherKey)).status).to.equal(404);
  });

  it("refuses more codes than one request prints, and a code listed twice, with 400", async () => {
    const many = Array.from({ length: MAX_CODES_PER_REQUEST + 1 }, (_, i) => `placement${String(i).padStart(4, "0")}`);
    const res = await post({ placementIds: many, format: "zip" });
    expect(res.status).to.equal(400);
    const body = (await res.json()) as { error: { issues: { path: string; message: string }[] } };
    expect(body.error.issues[0]).to.deep.include({ path: "placementIds", message: `At most ${MAX_CODES_PER_REQUEST} codes per download: split the selection` });
    expect((await post({ placementIds: [ids.coded, ids.coded], format: "zip" })).status).to.equal(400);
    expect((await post({ placementIds: [], format: "pdf" })).status).to.equal(400);
    expect((await post({ placementIds: [ids.coded], format: "pdf", paper: "a3" })).status).to.equal(400);
  });
});
