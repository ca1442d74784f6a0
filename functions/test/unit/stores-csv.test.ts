import { expect } from "chai";
import { STORE_IMPORT_MAX_ROWS, type Store } from "@vitrine/contract";
import { parseCsv } from "../../src/csv/csv.js";
import { checkStoreCsv, storesCsv } from "../../src/stores/stores-csv.js";

const HEADER = "code,name,timezone,tags,address_line1,city,country,lat,lng";

function rowsOf(text: string) {
  const checked = checkStoreCsv(text);
  if (!checked.ok) throw new Error(JSON.stringify(checked));
  return checked.rows;
}

function issuesOf(text: string) {
  const checked = checkStoreCsv(text);
  if (checked.ok || checked.tooMany) throw new Error(`expected issues, got ${JSON.stringify(checked)}`);
  return checked.issues.map(({ row, column, message }) => `${row} ${column}: ${message}`);
}

const store = (over: Partial<Store> = {}): Store => ({
  id: "s1",
  brandId: "b1",
  name: "Paris Rivoli",
  code: "PAR-01",
  tags: ["city", "flagship"],
  address: { line1: "1 rue de Rivoli", city: "Paris", country: "FR" },
  location: { lat: 48.8566, lng: 2.3522 },
  timezone: "Europe/Paris",
  openingHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  placementCount: 0,
  createdAt: "2026-12-01T00:00:00.000Z",
  updatedAt: "2026-12-01T00:00:00.000Z",
  ...over,
});

describe("the stores CSV", () => {
  it("reads a row with every column, tags split on commas or semicolons, the country upper-cased", () => {
    const [row] = rowsOf(`${HEADER}\nPAR-01,Paris Rivoli,Europe/Paris,"City; flagship",1 rue de Rivoli,Paris,fr,48.8566,2.3522\n`);
    expect(row).to.deep.equal({
      row: 2,
      code: "PAR-01",
      name: "Paris Rivoli",
      timezone: "Europe/Paris",
      tags: ["city", "flagship"],
      address: { line1: "1 rue de Rivoli", city: "Paris", country: "FR" },
      location: { lat: 48.8566, lng: 2.3522 },
    });
  });

  it("leaves an empty address, position or tags cell undefined: the store keeps what it has", () => {
    const [row] = rowsOf(`${HEADER}\nK-1,Kiosk,Europe/Paris,,,,,,\n`);
    expect(row).to.include({ code: "K-1", tags: undefined, address: undefined, location: undefined });
    // And columns left out of the file entirely, under other usual names.
    expect(rowsOf("Store Code;Store Name;Time Zone\nK-2;Kiosk 2;UTC\n")[0]).to.include({ code: "K-2", name: "Kiosk 2", timezone: "UTC" });
  });

  it("names every problem by row and column, and a code twice whatever its case", () => {
    const issues = issuesOf(
      [
        HEADER,
        ",No code,Europe/Paris,,,,,,",
        "PAR-01,Paris,Mars/Olympus,,,,,,",
        "par-01,Paris again,UTC,,1 rue X,,FR,,",
        "LY-01,Lyon,UTC,,,,,91,east",
        "NI-01,Nice,UTC,,,,,43.7,",
      ].join("\n"),
    );
    expect(issues).to.deep.equal([
      "2 code: Every row needs a store code: it is how a row finds its store",
      "3 timezone: Use an IANA time zone like Europe/Paris",
      "4 code: Store code par-01 is already on row 3",
      "4 city: city is required when the row has an address",
      "5 lng: “east” is not a longitude: write it in degrees with a dot, like 2.3522",
      "6 lng: Longitude is missing beside the latitude",
    ]);
    expect(issuesOf(`${HEADER}\nLY-01,Lyon,UTC,,,,,91,2\n`)).to.deep.equal(["2 lat: Latitude must be between -90 and 90"]);
  });

  it("refuses a file that is not UTF-8, a header without the required columns, and more rows than one import takes", () => {
    // What a browser makes of a Windows-1252 "Café" read as UTF-8.
    expect(issuesOf(`${HEADER}\nC-1,Caf\uFFFD,UTC,,,,,,\n`)[0]).to.match(/^2 : This file is not UTF-8 text/);
    expect(issuesOf("name,city\nParis,Paris\n")).to.deep.equal(["1 : The header row lacks the columns code, timezone (the first row must name the columns)"]);
    const rows = Array.from({ length: STORE_IMPORT_MAX_ROWS + 1 }, (_, i) => `S-${i},Store ${i},UTC`);
    expect(checkStoreCsv(["code,name,timezone", ...rows].join("\n"))).to.deep.equal({ ok: false, tooMany: true, rowCount: STORE_IMPORT_MAX_ROWS + 1 });
    expect(rowsOf(["code,name,timezone", ...rows.slice(0, STORE_IMPORT_MAX_ROWS)].join("\n"))).to.have.length(STORE_IMPORT_MAX_ROWS);
  });

  it("exports in the import's columns, neutralising formulas, and the export imports back as it was", () => {
    const stores = [
      store(),
      store({ id: "s2", code: "K-1", name: '=HYPERLINK("http://evil.test","Click")', tags: [], address: null, location: null, timezone: "UTC" }),
    ];
    const csv = storesCsv(stores);
    const records = parseCsv(csv);
    expect(records[0]).to.deep.equal([
      "code",
      "name",
      "timezone",
      "tags",
      "address_line1",
      "address_line2",
      "city",
      "postal_code",
      "region",
      "country",
      "lat",
      "lng",
    ]);
    // A spreadsheet shows the formula as text instead of running it.
    expect(records[2]![1]).to.equal(`'=HYPERLINK("http://evil.test","Click")`);
    const back = rowsOf(csv);
    expect(back.map((row) => [row.code, row.name, row.tags, row.address, row.location])).to.deep.equal([
      ["PAR-01", "Paris Rivoli", ["city", "flagship"], { line1: "1 rue de Rivoli", city: "Paris", country: "FR" }, { lat: 48.8566, lng: 2.3522 }],
      ["K-1", '=HYPERLINK("http://evil.test","Click")', undefined, undefined, undefined],
    ]);
  });
});
