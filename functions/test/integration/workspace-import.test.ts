/**
 * Restoring a workspace export: an operator's import into a new workspace and an owner's into an
 * empty one, the round trip (export, import, export again), and archives refused whole, leaving
 * nothing behind. Against the emulators, calling the import and reading their state back.
 */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import path from "node:path";
import { WORKSPACE_EXPORT_FORMAT_VERSION } from "@vitrine/contract";
import { ZipWriter } from "../../src/archives/zip-writer.js";
import { auth } from "../../src/firebase.js";
import { blobStore } from "../../src/storage/blob-store.js";
import {
  brandsCol,
  experienceRef,
  eventExportFilesCol,
  invitationsCol,
  libraryCol,
  manifestsCol,
  membersCol,
  placementsCol,
  tenantsCol,
  uploadsCol,
} from "../../src/firestore/collections.js";
import { purgeWorkspace } from "../../src/workspaces/workspace-purge.js";
import { writeWorkspaceArchive } from "../../src/workspaces/workspace-export-archive.js";
import { createWorkspaceFromArchive, importWorkspaceArchive, operatorCaller } from "../../src/workspaces/workspace-import.js";
import { call } from "../helpers/http.js";
import { writeOneEventExportFile } from "../helpers/event-export-file.js";
import { createExperience, uploadFile } from "../helpers/experience-fixtures.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";
import { readZip } from "../helpers/zip-reader.js";

const SAMPLE = readFileSync(path.resolve(__dirname, "../../../web/public/models/samples/round-cafe-table.glb"));
const ISO = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g;

/** The workspace's archive, built as the export builds it, in memory. */
async function exportOf(tenantId: string): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const zip = new ZipWriter(async (chunk) => void chunks.push(chunk));
  await writeWorkspaceArchive(zip, { tenantId, exportId: "round-trip", includeFiles: true, exportedAt: new Date() });
  await zip.finish();
  return Buffer.concat(chunks);
}

/** An archive with its entries replaced or added (the rest kept as they are). */
async function rebuilt(archive: Buffer, change: (entries: Map<string, Buffer>) => void): Promise<Buffer> {
  const entries = new Map([...readZip(archive)].map(([name, e]) => [name, e.data]));
  change(entries);
  const chunks: Uint8Array[] = [];
  const zip = new ZipWriter(async (chunk) => void chunks.push(chunk));
  for (const [name, data] of entries) await zip.add(name, data);
  await zip.finish();
  return Buffer.concat(chunks);
}

/** An archive's entries with what must differ between two exports of the same content (ids of the workspace, instants) replaced. */
function normalised(archive: Buffer, workspaceId: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [archived, entry] of readZip(archive)) {
    // The event export's hourly files sit in the workspace's own folder.
    const name = archived.split(workspaceId).join("<workspace>");
    if (name.startsWith("files/")) {
      out.set(name, entry.data.toString("base64"));
      continue;
    }
    let text = entry.data.toString("utf8").split(workspaceId).join("<workspace>").replace(ISO, "<instant>");
    if (name === "manifest.json") text = text.replace(/"exportId": "[^"]*"/, '"exportId": "<id>"');
    out.set(name, text);
  }
  return out;
}

async function untilLibraryReady(tenantId: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const models = await libraryCol().where("tenantId", "==", tenantId).get();
    if (models.docs.every((m) => m.get("status") !== "processing")) return models;
    if (Date.now() > deadline) throw new Error("library models still processing");
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Waits for the published versions' scene pictures (drawn by a trigger, which also names them on the experience). */
async function untilPictures(brandId: string, experienceId: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const versions = await manifestsCol(brandId, experienceId).get();
    if (versions.docs.every((v) => v.get("pictures"))) return;
    if (Date.now() > deadline) throw new Error("scene pictures not drawn");
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** What a workspace holds besides its tenant document: nothing, for an import that was refused or undone. */
async function contentOf(tenantId: string) {
  const [brands, placements, uploads, library] = await Promise.all(
    [brandsCol(), placementsCol(), uploadsCol(), libraryCol()].map((c) => c.where("tenantId", "==", tenantId).get()),
  );
  return { brands: brands.size, placements: placements.size, uploads: uploads.size, library: library.size };
}

describe("Workspace import", () => {
  let source: Workspace;
  let archive: Buffer;
  let experienceId: string;
  let manifestsBefore: Map<string, { content: string; etag: string }>;
  let importedId: string;
  let eventExportPath: string;

  before(async function () {
    this.timeout(240_000);
    source = await createWorkspace("import-source");
    const token = source.users.owner.token;
    experienceId = await createExperience(source, "Round trip showroom");
    const b = `/v1/brands/${source.brandId}`;
    const product = await call("POST", `${b}/experiences/${experienceId}/products`, {
      token,
      json: { sku: "RT-1", name: "Round lamp", price: 12.5, currency: "EUR", url: "https://example.test/lamp" },
    });
    expect(product.status, product.text).to.equal(201);
    await uploadFile(source, token);
    const ticket = await call("POST", `${b}/uploads`, {
      token,
      json: { kind: "model", fileName: "cafe-table.glb", contentType: "model/gltf-binary", size: SAMPLE.length },
    });
    await fetch(ticket.body.uploadUrl, { method: "PUT", headers: ticket.body.headers, body: SAMPLE });
    expect((await call("POST", `${b}/uploads/${ticket.body.uploadId}/complete`, { token })).status).to.equal(200);
    const model = await call("POST", `${b}/library`, { token, json: { uploadId: ticket.body.uploadId, name: "Café Table" } });
    expect(model.status, model.text).to.equal(201);
    await untilLibraryReady(source.tenantId);
    const languages = await call("PATCH", b, {
      token,
      json: { languages: { default: "en", others: ["fr"] }, publishApprovers: [source.users.editor.uid] },
    });
    expect(languages.status, languages.text).to.equal(200);
    const translated = await call("PATCH", `${b}/experiences/${experienceId}/translations/fr`, {
      token,
      json: { texts: { "experience.name": "Salle ronde" } },
    });
    expect(translated.status, translated.text).to.equal(200);
    const published = await call("POST", `${b}/experiences/${experienceId}/publish`, { token });
    expect(published.status, published.text).to.equal(201);
    const store = await call("POST", `${b}/stores`, {
      token,
      json: {
        name: "Round flagship",
        address: { line1: "1 Main St", city: "Lyon", country: "FR" },
        location: { lat: 45.76, lng: 4.83 },
        timezone: "Europe/Paris",
      },
    });
    expect(store.status, store.text).to.equal(201);
    const placement = await call("POST", `${b}/placements`, { token, json: { name: "Round QR", defaultExperienceId: experienceId, storeId: store.body.id } });
    expect(placement.status, placement.text).to.equal(201);
    eventExportPath = await writeOneEventExportFile(source, experienceId);

    await untilPictures(source.brandId, experienceId);
    archive = await exportOf(source.tenantId);
    const manifests = await manifestsCol(source.brandId, experienceId).get();
    manifestsBefore = new Map(manifests.docs.map((d) => [d.id, { content: d.get("content"), etag: d.get("etag") }]));
    expect(manifestsBefore.size).to.equal(1);
  });

  it("refuses to import over the workspace it came from while it exists: ids are kept", async () => {
    const err = await createWorkspaceFromArchive(archive, { slug: `${source.slug}-copy` }).catch((e) => e);
    expect(err).to.include({ status: 409, code: "conflict" });
    expect(err.message).to.match(/exists already in this project/);
    expect(await tenantsCol().where("slug", "==", `${source.slug}-copy`).get()).to.have.property("size", 0);
  });

  it("round-trips: export, import as a new workspace, export again gives the same archive but for ids and instants", async function () {
    this.timeout(300_000);
    const sourceMembers = (await membersCol(source.tenantId).get()).docs.map((d) => d.data());
    await purgeWorkspace(source.tenantId);

    const result = await createWorkspaceFromArchive(archive);
    importedId = result.tenantId;
    expect(importedId).not.to.equal(source.tenantId);
    expect(result.slug).to.equal(source.slug);
    await untilLibraryReady(importedId);
    await untilPictures(source.brandId, experienceId);
    const again = await exportOf(importedId);

    const before = normalised(archive, source.tenantId);
    const after = normalised(again, importedId);
    // People are invited again rather than copied: the members are compared below.
    for (const map of [before, after]) for (const name of [...map.keys()]) if (/(^|\/)members\.json$/.test(name)) map.delete(name);
    // So are the brand's named approvers: uids of the old accounts would name nobody, so the import clears them.
    const brandFile = `brands/${source.brandId}/brand.json`;
    const [brandBefore, brandAfter] = [JSON.parse(before.get(brandFile)!), JSON.parse(after.get(brandFile)!)];
    expect(brandBefore.publishApprovers).to.deep.equal([source.users.editor.uid]);
    expect(brandAfter.publishApprovers).to.deep.equal([]);
    before.set(brandFile, JSON.stringify({ ...brandBefore, publishApprovers: [] }));
    after.set(brandFile, JSON.stringify(brandAfter));
    expect([...after.keys()].sort()).to.deep.equal([...before.keys()].sort());
    for (const [name, text] of before) expect(after.get(name), name).to.equal(text);

    // Published versions byte for byte, with the same entity tags.
    const manifests = await manifestsCol(source.brandId, experienceId).get();
    expect(new Map(manifests.docs.map((d) => [d.id, { content: d.get("content"), etag: d.get("etag") }]))).to.deep.equal(manifestsBefore);

    // Every member is invited again, with their roles; nobody has an account in the new workspace.
    const invitations = (await invitationsCol(importedId).get()).docs.map((d) => d.data());
    expect(invitations).to.have.length(sourceMembers.length);
    for (const member of sourceMembers) {
      const invitation = invitations.find((i) => i.email === member.email);
      expect(invitation, member.email).to.include({ status: "pending", role: member.role });
      expect(invitation!.brandRoles).to.deep.equal(member.brandRoles ?? {});
    }
    expect(result.invitations.map((i) => i.email).sort()).to.deep.equal(sourceMembers.map((m) => m.email).sort());
    expect((await membersCol(importedId).get()).size).to.equal(0);
    const tenant = (await tenantsCol().doc(importedId).get()).data()!;
    expect(tenant.importing).to.equal(null);
    const accounts = await auth().tenantManager().authForTenant(tenant.authTenantId).listUsers();
    expect(accounts.users).to.have.length(0);

    // The files are back in storage, and the published model's optimised copy was made again.
    const library = (await libraryCol().where("tenantId", "==", importedId).get()).docs[0]!;
    expect(library.get("status")).to.equal("ready");
    expect(Buffer.from(await blobStore().read(library.get("originalKey"))).equals(SAMPLE)).to.equal(true);

    // The event export's hourly file, in the new workspace's folder (the old one was purged), with its record.
    const hourly = Buffer.from(await blobStore().read(`tenants/${importedId}/event-exports/${eventExportPath}`));
    expect(hourly.equals(readZip(archive).get(`files/tenants/${source.tenantId}/event-exports/${eventExportPath}`)!.data)).to.equal(true);
    const records = (await eventExportFilesCol(source.brandId).get()).docs;
    expect(records.map((d) => d.get("path"))).to.deep.equal([eventExportPath]);
    expect(records[0]!.get("tenantId")).to.equal(importedId);
  });

  describe("through the API, into an empty workspace", () => {
    let target: Workspace;
    const api = (token: string) => ({
      async upload(bytes: Buffer) {
        const ticket = await call("POST", "/v1/tenants/me/imports", { token, json: { size: bytes.length } });
        expect(ticket.status, ticket.text).to.equal(201);
        const put = await fetch(ticket.body.uploadUrl, { method: "PUT", headers: ticket.body.headers, body: bytes });
        expect(put.status).to.be.below(300);
        return ticket.body.id as string;
      },
      run: (importId: string) => call("POST", `/v1/tenants/me/imports/${importId}/run`, { token }),
    });

    before(async function () {
      this.timeout(60_000);
      target = await createWorkspace("import-target");
      // An empty workspace: its people, no brand.
      await brandsCol().doc(target.brandId).delete();
    });

    it("is for owners only", async () => {
      for (const persona of ["admin", "member", "editor"] as const) {
        const token = target.users[persona].token;
        const res = await call("POST", "/v1/tenants/me/imports", { token, json: { size: 1000 } });
        expect(res.status, `${persona}: ${res.text}`).to.equal(403);
      }
    });

    const refusals: [string, () => Promise<Buffer>, RegExp][] = [
      ["a truncated archive", async () => archive.subarray(0, Math.floor(archive.length * 0.7)), /not a complete zip archive/],
      [
        "an archive of a newer format",
        () =>
          rebuilt(archive, (e) => {
            const manifest = JSON.parse(e.get("manifest.json")!.toString());
            e.set("manifest.json", Buffer.from(JSON.stringify({ ...manifest, formatVersion: WORKSPACE_EXPORT_FORMAT_VERSION + 1 })));
          }),
        /newer Vitrine/,
      ],
      [
        "an archive naming a file it does not hold",
        () =>
          rebuilt(archive, (e) => {
            for (const name of [...e.keys()]) if (name.startsWith("files/") && name.endsWith(".glb")) e.delete(name);
          }),
        /which is not in the archive/,
      ],
      [
        "an hourly file of the event export listed under another brand",
        () =>
          rebuilt(archive, (e) => {
            const name = `brands/${source.brandId}/eventExportFiles.json`;
            e.set(name, Buffer.from(e.get(name)!.toString().split(`brand=${source.brandId}`).join("brand=someone-else")));
          }),
        /not an hourly file of its brand/,
      ],
      [
        "a brand the API could not read back",
        () =>
          rebuilt(archive, (e) => {
            const name = `brands/${source.brandId}/brand.json`;
            const { createdBy: _, ...brand } = JSON.parse(e.get(name)!.toString());
            e.set(name, Buffer.from(JSON.stringify(brand)));
          }),
        /is not a complete brand \(createdBy: /,
      ],
      [
        "an entry named with a `..` segment",
        async () => {
          // The writer refuses such names, so one of the same length is renamed in the bytes.
          const bytes = await rebuilt(archive, (e) => e.set("zz/evil.json", Buffer.from("{}")));
          return Buffer.from(bytes.toString("latin1").split("zz/evil.json").join("../evil.json"), "latin1");
        },
        /has a `\.` or `\.\.` segment/,
      ],
      [
        "a zip bomb (an entry that inflates a thousandfold)",
        () => rebuilt(archive, (e) => e.set("files/bomb.bin", Buffer.alloc(64 * 1024 * 1024))),
        /would grow \d+ times when inflated/,
      ],
    ];
    for (const [label, make, reason] of refusals) {
      it(`refuses ${label} with 422, writing nothing`, async function () {
        this.timeout(60_000);
        const { upload, run } = api(target.users.owner.token);
        const res = await run(await upload(await make()));
        expect(res.status, res.text).to.equal(422);
        expect(res.body.error).to.include({ code: "unprocessable" });
        expect(res.body.error.message).to.match(reason);
        expect(await contentOf(target.tenantId)).to.deep.equal({ brands: 0, placements: 0, uploads: 0, library: 0 });
      });
    }

    it("undoes everything written when a write fails half-way", async function () {
      this.timeout(120_000);
      // The copy imported above holds the archive's ids: purged, they are free again.
      await purgeWorkspace(importedId);
      const owner = target.users.owner;
      const importer = { ...operatorCaller(target.tenantId, target.authTenantId), uid: owner.uid, email: owner.email };
      const err = await importWorkspaceArchive(archive, {
        importer,
        onProgress: (stage) => {
          if (stage === "documents") throw new Error("the database went away");
        },
      }).catch((e) => e);
      expect(err.message).to.equal("the database went away");
      expect(await contentOf(target.tenantId)).to.deep.equal({ brands: 0, placements: 0, uploads: 0, library: 0 });
      const keys = [...readZip(archive).keys()].filter((n) => n.startsWith("files/")).map((n) => n.slice("files/".length));
      for (const key of keys) expect(await blobStore().stat(key), key).to.equal(null);
      expect((await experienceRef(source.brandId, experienceId).get()).exists).to.equal(false);
      expect((await tenantsCol().doc(target.tenantId).get()).get("importing")).to.equal(null);
      expect((await invitationsCol(target.tenantId).get()).size).to.equal(0);
    });

    it("imports an export, then refuses a second import into the now filled workspace", async function () {
      this.timeout(180_000);
      const { upload, run } = api(target.users.owner.token);
      const importId = await upload(archive);
      const res = await run(importId);
      expect(res.status, res.text).to.equal(200);
      expect(res.body).to.include({ id: importId, status: "done" });
      expect(res.body.counts.brands).to.equal(1);
      expect(res.body.source).to.include({ workspaceId: source.tenantId, slug: source.slug });
      const brand = await brandsCol().doc(source.brandId).get();
      expect(brand.get("tenantId")).to.equal(target.tenantId);
      expect(brand.get("publishApprovers")).to.deep.equal([]);
      const manifest = await manifestsCol(source.brandId, experienceId).doc("1").get();
      expect(manifest.get("content")).to.equal(manifestsBefore.get("1")!.content);
      // The owner who imported keeps their membership; the archive's people are invited.
      expect(res.body.invitations.map((i: { email: string }) => i.email)).not.to.include(target.users.owner.email);
      const listed = await call("GET", `/v1/brands/${source.brandId}/experiences`, { token: target.users.owner.token });
      expect(listed.status, listed.text).to.equal(200);
      expect(listed.body.items.map((e: { name: string }) => e.name)).to.include("Round trip showroom");

      expect((await run(importId)).status).to.equal(409);
      const another = await call("POST", "/v1/tenants/me/imports", { token: target.users.owner.token, json: { size: archive.length } });
      expect(another.status, another.text).to.equal(409);
      expect(another.body.error.message).to.match(/empty workspace/);
    });
  });
});
