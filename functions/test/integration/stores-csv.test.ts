import { expect } from "chai";
import { STORE_IMPORT_MAX_ROWS } from "@vitrine/contract";
import { db } from "../../src/firebase.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const HEADER = "code,name,timezone,tags,address_line1,city,country,lat,lng";

describe("Stores CSV: import matched by store code, and export", () => {
  let ws: Workspace;
  let other: Workspace;
  let base: string;
  let editor: string;
  const importCsv = (csv: string, dryRun = false, token = editor, path = `${base}/import`) => call("POST", path, { token, json: { csv, dryRun } });
  const storesOf = async (brandId: string) => (await db().collection("brands").doc(brandId).collection("stores").get()).docs.map((d) => d.data());

  before(async () => {
    [ws, other] = await Promise.all([createWorkspace("stores-csv"), createWorkspace("stores-csv-other")]);
    base = `/v1/brands/${ws.brandId}/stores`;
    editor = ws.users.editor.token;
  });

  it("says what a file would do without writing, then creates the stores, and a second import changes nothing", async () => {
    const csv = [
      HEADER,
      "PAR-01,Paris Rivoli,Europe/Paris,city; flagship,1 rue de Rivoli,Paris,FR,48.8566,2.3522",
      "LYO-01,Lyon Part-Dieu,Europe/Paris,city,,,,,",
    ].join("\n");
    const dry = await importCsv(csv, true);
    expect(dry.status, dry.text).to.equal(200);
    expect(dry.body).to.deep.include({ dryRun: true, created: 2, updated: 0, unchanged: 0 });
    expect(dry.body.changes.map((c: { code: string; action: string }) => `${c.code} ${c.action}`)).to.deep.equal(["PAR-01 create", "LYO-01 create"]);
    expect(await storesOf(ws.brandId)).to.deep.equal([]);

    const done = await importCsv(csv);
    expect(done.body).to.deep.include({ dryRun: false, created: 2, updated: 0, unchanged: 0 });
    const list = await call("GET", `${base}?limit=10`, { token: editor });
    const lyon = list.body.items.find((s: { code: string }) => s.code === "LYO-01");
    expect(lyon).to.deep.include({ name: "Lyon Part-Dieu", tags: ["city"], address: null, location: null, timezone: "Europe/Paris" });
    expect(list.body.items.find((s: { code: string }) => s.code === "PAR-01").location).to.deep.equal({ lat: 48.8566, lng: 2.3522 });

    // Re-importing the same file updates nothing and duplicates nothing.
    expect((await importCsv(csv)).body).to.deep.include({ created: 0, updated: 0, unchanged: 2 });
    expect(await storesOf(ws.brandId)).to.have.length(2);
  });

  it("updates the store with the row's code whatever its case, keeping what empty cells leave alone", async () => {
    const res = await importCsv([HEADER, "par-01,Paris Rivoli,Europe/Paris,outlet,,,,,", "NCE-01,Nice,Europe/Paris,,,,,,"].join("\n"));
    expect(res.status, res.text).to.equal(200);
    expect(res.body).to.deep.include({ created: 1, updated: 1, unchanged: 0 });
    expect(res.body.changes[0]).to.deep.include({ code: "par-01", action: "update", fields: ["code", "tags"] });
    const paris = (await call("GET", `${base}?code=PAR-01`, { token: editor })).body.items;
    expect(paris).to.have.length(1);
    expect(paris[0]).to.deep.include({ code: "par-01", tags: ["outlet"], address: { line1: "1 rue de Rivoli", city: "Paris", country: "FR" } });
    // A store created in the console afterwards cannot take a code the import gave.
    const taken = await call("POST", base, { token: editor, json: { name: "Nice bis", code: "nce-01", timezone: "UTC" } });
    expect(taken.status).to.equal(409);
  });

  it("refuses a bad file whole, naming each problem by row and column, and writes nothing", async () => {
    const before = (await storesOf(ws.brandId)).length;
    const res = await importCsv([HEADER, "NEW-01,New,Europe/Paris,,,,,,", "NEW-02,,Mars/Olympus,,,,,,", "new-01,Dup,UTC,,,,,,"].join("\n"));
    expect(res.status).to.equal(422);
    expect(res.body.error.issues).to.deep.equal([
      { path: "rows.3.name", message: "Store name is required" },
      { path: "rows.3.timezone", message: "Use an IANA time zone like Europe/Paris" },
      { path: "rows.4.code", message: "Store code new-01 is already on row 2" },
    ]);
    expect((await importCsv("code,name,timezone\nX-1,Caf\uFFFD,UTC")).body.error.issues[0].message).to.match(/not UTF-8/);
    const rows = Array.from({ length: STORE_IMPORT_MAX_ROWS + 1 }, (_, i) => `S-${i},S ${i},UTC`);
    const tooMany = await importCsv(["code,name,timezone", ...rows].join("\n"));
    expect(tooMany.status).to.equal(413);
    expect(tooMany.body.error.message).to.contain(String(STORE_IMPORT_MAX_ROWS + 1));
    expect(await storesOf(ws.brandId)).to.have.length(before);
  });

  it("lets two imports of one new code at once create one store", async () => {
    const csv = "code,name,timezone\nRACE-01,Race,UTC";
    const results = await Promise.all([importCsv(csv), importCsv(csv)]);
    expect(results.map((r) => r.status)).to.deep.equal([200, 200]);
    expect(results.map((r) => r.body.created).sort()).to.deep.equal([0, 1]);
    expect((await storesOf(ws.brandId)).filter((s) => s.code === "RACE-01")).to.have.length(1);
  });

  it("exports every store in the import's columns, formulas neutralised, and the export imports back unchanged", async () => {
    await importCsv(`code,name,timezone\nFX-1,"=HYPERLINK(""http://evil.test"",""Click"")",UTC`);
    const res = await call("GET", `${base}/csv`, { token: ws.users.viewer.token });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.filename).to.match(/-stores\.csv$/);
    const lines = res.body.csv.split("\r\n");
    expect(lines[0]).to.equal("code,name,timezone,tags,address_line1,address_line2,city,postal_code,region,country,lat,lng");
    expect(lines.find((l: string) => l.startsWith("FX-1"))).to.contain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    const again = await importCsv(res.body.csv);
    expect(again.body).to.deep.include({ created: 0, updated: 0 });
    expect(again.body.unchanged).to.equal((await storesOf(ws.brandId)).length);
    const stored = (await storesOf(ws.brandId)).find((s) => s.code === "FX-1");
    expect(stored?.name).to.equal('=HYPERLINK("http://evil.test","Click")');
  });

  it("lets viewers export but not import, and never reaches another workspace's brand", async () => {
    expect((await importCsv("code,name,timezone\nV-1,V,UTC", false, ws.users.viewer.token)).status).to.equal(403);
    const foreign = await importCsv("code,name,timezone\nV-1,V,UTC", false, editor, `/v1/brands/${other.brandId}/stores/import`);
    expect(foreign.status).to.equal(404);
    expect((await call("GET", `/v1/brands/${other.brandId}/stores/csv`, { token: editor })).status).to.equal(404);
    expect(await storesOf(other.brandId)).to.deep.equal([]);
  });
});
