import { expect } from "chai";
import { randomBytes } from "node:crypto";
import { GeoPoint, Timestamp } from "firebase-admin/firestore";
import { ZipWriter } from "../../src/archives/zip-writer.js";
import { unsafeEntryName } from "../../src/archives/zip-format.js";
import { ImportArchive, IMPORT_ARCHIVE_LIMITS, type ArchiveLimits } from "../../src/workspaces/import-archive-reader.js";
import { planWorkspaceImport } from "../../src/workspaces/workspace-import-plan.js";
import { WORKSPACE_EXPORT_FORMAT_VERSION } from "@vitrine/contract";

type Entries = Record<string, string | Buffer | unknown>;

async function zipOf(entries: Entries, compress = true): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const zip = new ZipWriter(async (chunk) => void chunks.push(chunk));
  for (const [name, value] of Object.entries(entries)) {
    const data = Buffer.isBuffer(value) ? value : Buffer.from(typeof value === "string" ? value : JSON.stringify(value, null, 2));
    await zip.add(name, data, { compress });
  }
  await zip.finish();
  return Buffer.concat(chunks);
}

const SOURCE = "sourceTenant0000001";
const BRAND = "brandAAAAAAAAAAAAAAA";
const EXPERIENCE = "expBBBBBBBBBBBBBBBBB";
const MANIFEST_TEXT = '{"version":1,"brandId":"brandAAAAAAAAAAAAAAA","name":"Showroom"}';
const MODEL_KEY = `brands/${BRAND}/models/up1/table.glb`;

/** A small archive shaped as the export writes one. */
function exportEntries(overrides: Entries = {}): Entries {
  return {
    "workspace.json": { id: SOURCE, name: "Acme", slug: "acme", settings: { locale: "fr" }, createdAt: "2026-01-02T03:04:05.006Z" },
    "members.json": [
      { id: "uid1", uid: "uid1", email: "Owner@Acme.test", role: "owner", status: "active", brandRoles: {} },
      { id: "uid2", uid: "uid2", email: "ed@acme.test", role: "member", status: "active", brandRoles: { [BRAND]: "editor", otherBrand: "admin" } },
    ],
    "library.json": [{ id: "lib1", tenantId: SOURCE, brandId: BRAND, originalKey: MODEL_KEY, name: "Table" }],
    "uploads.json": [{ id: "up1", tenantId: SOURCE, brandId: BRAND, key: MODEL_KEY, status: "ready", contentType: "model/gltf-binary", url: null }],
    [`brands/${BRAND}/brand.json`]: {
      id: BRAND,
      tenantId: SOURCE,
      name: "Acme Home",
      slug: "acme-home",
      createdAt: "2026-01-02T03:04:05.000Z",
      updatedAt: "2026-01-02T03:04:05.000Z",
      createdBy: "uid-owner",
    },
    [`brands/${BRAND}/placements.json`]: [{ id: "placement1", tenantId: SOURCE, brandId: BRAND, defaultExperienceId: EXPERIENCE }],
    [`brands/${BRAND}/members.json`]: [{ id: "uid2", role: "editor" }],
    [`brands/${BRAND}/stores.json`]: [{ id: "store1", name: "Flagship", location: { latitude: 45.5, longitude: 4.75 } }],
    [`brands/${BRAND}/analytics-daily.json`]: [{ id: "day1", metrics: { sessions: 3 } }],
    [`brands/${BRAND}/experiences/${EXPERIENCE}/experience.json`]: {
      id: EXPERIENCE,
      name: "Showroom",
      updatedAt: "2026-02-03T04:05:06.007Z",
      scenes: [{ id: "scene1", name: "Intro", order: 0 }],
      products: [{ id: "product1", sku: "SKU-1" }],
      virtualObjects: [],
    },
    [`brands/${BRAND}/experiences/${EXPERIENCE}/translations.json`]: [{ id: "fr", texts: { "experience.name": "Salle" } }],
    [`brands/${BRAND}/experiences/${EXPERIENCE}/manifests/1.json`]: MANIFEST_TEXT,
    [`brands/${BRAND}/experiences/${EXPERIENCE}/manifests/versions.json`]: [{ id: "1", version: 1, etag: '"abc"', publishedAt: "2026-02-03T04:05:06.007Z" }],
    [`brands/${BRAND}/experiences/${EXPERIENCE}/manifests/1/private.json`]: [{ id: "assistant", settings: { enabled: true } }],
    [`brands/${BRAND}/surveys/survey1/survey.json`]: { id: "survey1", title: "Mood" },
    [`brands/${BRAND}/surveys/survey1/responses.json`]: [{ id: "r1", answers: { mood: "ok" } }],
    [`brands/${BRAND}/surveys/survey1/responses.csv`]: "id\r\nr1\r\n",
    [`files/${MODEL_KEY}`]: Buffer.from("glTF-bytes"),
    "manifest.json": { format: "vitrine-workspace-export", formatVersion: 1, workspace: { id: SOURCE, name: "Acme", slug: "acme" }, includeFiles: true },
    ...overrides,
  };
}

/** Replaces every occurrence of `from` by `to` (same length) in the archive's bytes: names in both headers. */
function rename(archive: Buffer, from: string, to: string): Buffer {
  expect(Buffer.byteLength(from)).to.equal(Buffer.byteLength(to));
  const out = Buffer.from(archive);
  const needle = Buffer.from(from);
  for (let i = out.indexOf(needle); i >= 0; i = out.indexOf(needle, i + 1)) Buffer.from(to).copy(out, i);
  return out;
}

/** Sets an entry's declared uncompressed size in its central record (and local header). */
function declareSize(archive: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(archive);
  const reader = ImportArchive.open(out);
  const entry = reader.entries.get(name)!;
  const local = entry.dataOffset - 30 - Buffer.byteLength(name);
  out.writeUInt32LE(size, local + 22);
  for (let i = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); i >= 0; i = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), i + 1)) {
    if (out.toString("utf8", i + 46, i + 46 + out.readUInt16LE(i + 28)) === name) out.writeUInt32LE(size, i + 24);
  }
  return out;
}

function refusal(fn: () => unknown): { status: number; code: string; message: string } {
  try {
    fn();
  } catch (err) {
    return err as { status: number; code: string; message: string };
  }
  throw new Error("expected a refusal");
}

const planOf = (bytes: Buffer, limits?: ArchiveLimits) => {
  const archive = ImportArchive.open(bytes, limits);
  const plan = planWorkspaceImport(archive, "targetTenant");
  archive.verifyAll();
  return plan;
};

describe("workspace import: reading an archive", () => {
  it("plans an export whole: ids kept, the workspace renamed, timestamps and geo points back, manifests as their exact text", async () => {
    const plan = planOf(await zipOf(exportEntries()));
    const byPath = new Map([...plan.roots, ...plan.documents].map((d) => [d.path, d.data]));
    expect(plan.brandIds).to.deep.equal([BRAND]);
    expect(byPath.get(`brands/${BRAND}`)).to.include({ tenantId: "targetTenant", name: "Acme Home", slug: "acme-home" });
    expect(byPath.get(`brands/${BRAND}`)!.createdAt).to.be.instanceOf(Timestamp);
    expect(byPath.get("placements/placement1")).to.include({ tenantId: "targetTenant", brandId: BRAND, defaultExperienceId: EXPERIENCE });
    expect(byPath.get("libraryObjects/lib1")).to.include({ tenantId: "targetTenant" });
    expect(byPath.get(`brands/${BRAND}/stores/store1`)!.location).to.be.instanceOf(GeoPoint);
    expect(byPath.has(`brands/${BRAND}/analyticsDaily/day1`)).to.equal(true);
    const experience = byPath.get(`brands/${BRAND}/experiences/${EXPERIENCE}`)!;
    expect(experience).not.to.have.property("scenes");
    expect((experience.updatedAt as Timestamp).toDate().toISOString()).to.equal("2026-02-03T04:05:06.007Z");
    expect(byPath.has(`brands/${BRAND}/experiences/${EXPERIENCE}/scenes/scene1`)).to.equal(true);
    expect(byPath.has(`brands/${BRAND}/experiences/${EXPERIENCE}/products/product1`)).to.equal(true);
    expect(byPath.has(`brands/${BRAND}/experiences/${EXPERIENCE}/translations/fr`)).to.equal(true);
    const version = byPath.get(`brands/${BRAND}/experiences/${EXPERIENCE}/manifests/1`)!;
    expect(version.content).to.equal(MANIFEST_TEXT);
    expect(version.etag).to.equal('"abc"');
    expect(byPath.has(`brands/${BRAND}/experiences/${EXPERIENCE}/manifests/1/private/assistant`)).to.equal(true);
    expect(byPath.has(`brands/${BRAND}/surveys/survey1/responses/r1`)).to.equal(true);
    // People are invited again: no brand membership is copied, and roles on unknown brands are dropped.
    expect([...byPath.keys()].some((p) => p.includes("/members/"))).to.equal(false);
    expect(plan.members).to.deep.equal([
      { email: "owner@acme.test", displayName: null, role: "owner", brandRoles: {} },
      { email: "ed@acme.test", displayName: null, role: "member", brandRoles: { [BRAND]: "editor" } },
    ]);
    expect(plan.files).to.deep.equal([{ key: MODEL_KEY, entry: `files/${MODEL_KEY}`, contentType: "model/gltf-binary", publish: false }]);
  });

  it("refuses a truncated archive", async () => {
    const bytes = await zipOf(exportEntries());
    for (const cut of [bytes.length - 1, Math.floor(bytes.length / 2), 30]) {
      const err = refusal(() => planOf(bytes.subarray(0, cut)));
      expect(err, String(cut)).to.include({ status: 422, code: "unprocessable" });
      expect(err.message).to.match(/not a complete zip archive|truncated/);
    }
    expect(refusal(() => ImportArchive.open(Buffer.from("not a zip at all, just text"))).message).to.match(/not a zip archive/);
  });

  it("refuses damaged data with its checksum", async () => {
    const bytes = await zipOf({ "a.json": randomBytes(2000) }, false);
    const damaged = Buffer.from(bytes);
    damaged[100] ^= 0xff;
    expect(refusal(() => ImportArchive.open(damaged).verifyAll()).message).to.match(/checksum/);
  });

  describe("zip bombs", () => {
    const small: ArchiveLimits = { ...IMPORT_ARCHIVE_LIMITS, maxEntryBytes: 1024 * 1024, maxTotalBytes: 1536 * 1024, ratioFromBytes: 64 * 1024 };

    it("refuses an entry that declares more than an entry may hold", async () => {
      const bytes = await zipOf({ "big.bin": randomBytes(1024 * 1024 + 1) });
      const err = refusal(() => ImportArchive.open(bytes, small));
      expect(err).to.include({ status: 413, code: "payload-too-large" });
      expect(err.message).to.match(/big\.bin declares/);
    });

    it("refuses an archive whose entries together declare too much", async () => {
      const bytes = await zipOf({ "a.bin": randomBytes(800 * 1024), "b.bin": randomBytes(800 * 1024) });
      expect(refusal(() => ImportArchive.open(bytes, small))).to.include({ status: 413 });
    });

    it("refuses an entry that would grow past the ratio limit, before inflating it", async () => {
      const bytes = await zipOf({ "zeros.bin": Buffer.alloc(1024 * 1024) });
      const err = refusal(() => ImportArchive.open(bytes, small));
      expect(err).to.include({ status: 422 });
      expect(err.message).to.match(/zeros\.bin would grow \d+ times/);
    });

    it("stops inflating an entry that lies about its size", async () => {
      const bytes = declareSize(await zipOf({ "liar.json": Buffer.alloc(50_000, 0x20) }), "liar.json", 100);
      const archive = ImportArchive.open(bytes, small);
      expect(refusal(() => archive.read("liar.json")).message).to.match(/liar\.json inflates past the size it declares/);
    });

    it("refuses too many entries", async () => {
      const bytes = await zipOf({ "a.json": "1", "b.json": "2", "c.json": "3" });
      expect(refusal(() => ImportArchive.open(bytes, { ...small, maxEntries: 2 }))).to.include({ status: 413 });
    });
  });

  describe("entry names", () => {
    it("knows unsafe names", () => {
      for (const name of ["../x", "a/../../x", "/etc/passwd", "a\\..\\x", "C:/x", "a//b", "./a", "a/\u0000b", ""])
        expect(unsafeEntryName(name), name).to.be.a("string");
      for (const name of ["a", "files/brands/b/models/u/x.glb", "a.b/c..d"]) expect(unsafeEntryName(name), name).to.equal(null);
    });

    for (const [label, evil] of [
      ["a parent segment", "../brands/x.json"],
      ["an absolute path", "/etc/brands/x.js"],
      ["backslashes", "..\\brands\\x.json"],
    ] as const) {
      it(`refuses ${label}`, async () => {
        const placeholder = "z".repeat(evil.length);
        const bytes = rename(await zipOf(exportEntries({ [placeholder]: "{}" })), placeholder, evil);
        const err = refusal(() => planOf(bytes));
        expect(err).to.include({ status: 422 });
        expect(err.message).to.contain(JSON.stringify(evil));
      });
    }

    it("refuses a file key that leaves the archive's brands", async () => {
      const entries = exportEntries();
      (entries["uploads.json"] as { key: string }[])[0].key = "brands/someoneElse00000001/models/x.glb";
      const bytes = await zipOf(entries);
      const err = refusal(() => planOf(bytes));
      expect(err.message).to.match(/outside the archive's brands/);
    });

    it("refuses an empty file", () => {
      expect(refusal(() => planOf(Buffer.alloc(0)))).to.include({ status: 422 });
    });
  });

  it("refuses an archive whose documents name files it does not hold", async () => {
    const entries = exportEntries();
    delete entries[`files/${MODEL_KEY}`];
    const bytes = await zipOf(entries);
    const missing = refusal(() => planOf(bytes));
    expect(missing).to.include({ status: 422 });
    expect(missing.message).to.contain(`names the file ${MODEL_KEY}, which is not in the archive`);
    // And a file no document names is not carried in either.
    const stray = await zipOf(exportEntries({ [`files/brands/${BRAND}/models/other/x.glb`]: Buffer.from("x") }));
    expect(refusal(() => planOf(stray)).message).to.match(/is named by no document/);
  });

  it("puts the event export's hourly files in the new workspace's folder, and refuses one of another brand or not an hourly file", async () => {
    const hourly = `date=2026-03-01/brand=${BRAND}/hour=09/events.parquet`;
    const withHourly = (path: string, file = `tenants/${SOURCE}/event-exports/${hourly}`) =>
      zipOf(
        exportEntries({
          [`brands/${BRAND}/eventExportFiles.json`]: [{ id: "2026-03-01T09", tenantId: SOURCE, brandId: BRAND, hour: "2026-03-01T09", path, rows: 2 }],
          [`files/${file}`]: Buffer.from("PAR1"),
        }),
      );
    const plan = planOf(await withHourly(hourly));
    expect(plan.files).to.deep.include({
      key: `tenants/targetTenant/event-exports/${hourly}`,
      entry: `files/tenants/${SOURCE}/event-exports/${hourly}`,
      contentType: "application/vnd.apache.parquet",
      publish: false,
    });
    const record = plan.documents.find((d) => d.path === `brands/${BRAND}/eventExportFiles/2026-03-01T09`);
    expect(record?.data).to.include({ tenantId: "targetTenant", path: hourly });
    // A busy hour's further parts are hourly files too.
    const part = hourly.replace("events.parquet", "events-2.parquet");
    expect(planOf(await withHourly(part, `tenants/${SOURCE}/event-exports/${part}`)).files.map((f) => f.key)).to.include(
      `tenants/targetTenant/event-exports/${part}`,
    );

    const otherBrand = hourly.replace(`brand=${BRAND}`, "brand=someoneElse");
    for (const path of [otherBrand, "../../brands/x/models/y.glb", `date=2026-03-01/brand=${BRAND}/hour=09/../events.parquet`]) {
      const bytes = await withHourly(path);
      expect(refusal(() => planOf(bytes)).message, path).to.match(/not an hourly file of its brand/);
    }
    // The file without its record is carried by nobody.
    const stray = await zipOf(exportEntries({ [`files/tenants/${SOURCE}/event-exports/${hourly}`]: Buffer.from("PAR1") }));
    expect(refusal(() => planOf(stray)).message).to.match(/is named by no document/);
  });

  it("refuses an archive of a newer format, and anything that is not an export", async () => {
    const newer = await zipOf(exportEntries({ "manifest.json": { format: "vitrine-workspace-export", formatVersion: 99, workspace: { id: SOURCE } } }));
    const err = refusal(() => planOf(newer));
    expect(err).to.include({ status: 422 });
    expect(err.message).to.include(`newer Vitrine (format version 99; this one reads up to ${WORKSPACE_EXPORT_FORMAT_VERSION})`);
    const notAnExport = await zipOf({ "hello.txt": "hi" });
    expect(refusal(() => planOf(notAnExport)).message).to.match(/no manifest\.json/);
    const extra = await zipOf(exportEntries({ "extra/thing.json": "{}" }));
    expect(refusal(() => planOf(extra)).message).to.match(/extra\/thing\.json, which no export writes/);
    const broken = await zipOf(exportEntries({ "members.json": "not json" }));
    expect(refusal(() => planOf(broken)).message).to.match(/members\.json is not valid JSON/);
    const foreign = exportEntries();
    (foreign["library.json"] as { tenantId: string }[])[0].tenantId = "anotherWorkspace";
    const foreignBytes = await zipOf(foreign);
    expect(refusal(() => planOf(foreignBytes)).message).to.match(/names the workspace "anotherWorkspace"/);
  });
});
