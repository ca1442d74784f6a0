import { expect } from "chai";
import { checkProductCsv, CsvSyntaxError, parseCsv, readCsv } from "../../src/products/products-csv.js";

describe("parseCsv (RFC 4180)", () => {
  it("splits records on CRLF, LF or CR, with or without a final line break", () => {
    expect(parseCsv("a,b\r\nc,d\r\n")).to.deep.equal([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseCsv("a,b\nc,d")).to.deep.equal([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseCsv("a,b\rc,d")).to.deep.equal([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("keeps empty fields, including a trailing one and empty lines", () => {
    expect(parseCsv("a,,c,\n")).to.deep.equal([["a", "", "c", ""]]);
    expect(parseCsv("a\n\nb")).to.deep.equal([["a"], [""], ["b"]]);
    expect(parseCsv("")).to.deep.equal([]);
  });

  it("reads quoted fields holding commas, line breaks and doubled quotes", () => {
    expect(parseCsv('"a,b","line 1\nline 2","say ""hi""",""\n')).to.deep.equal([["a,b", "line 1\nline 2", 'say "hi"', ""]]);
    expect(parseCsv('"x"\r\n"y"')).to.deep.equal([["x"], ["y"]]);
  });

  it("drops a UTF-8 byte order mark, even before a quoted field", () => {
    expect(parseCsv("\ufeffsku,name")).to.deep.equal([["sku", "name"]]);
    expect(parseCsv('\ufeff"sku",name')).to.deep.equal([["sku", "name"]]);
  });

  it("keeps a quote inside an unquoted field as it is", () => {
    expect(parseCsv('12" pizza,x')).to.deep.equal([['12" pizza', "x"]]);
  });

  it("splits on any mix of CRLF, LF and CR line breaks", () => {
    expect(parseCsv("a,b\r\nc,d\ne,f\rg,h\n")).to.deep.equal([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
      ["g", "h"],
    ]);
  });

  it("detects a semicolon or tab separator, keeping quoted separators and line breaks", () => {
    expect(readCsv('\ufeffsku;name;price\r\nA;"Chair; oak,\r\nsolid";12,50\r\n')).to.deep.equal({
      records: [
        ["sku", "name", "price"],
        ["A", "Chair; oak,\nsolid", "12,50"],
      ],
      delimiter: ";",
    });
    expect(readCsv('sku\tname\tprice\nA\t"Chair, oak"\t12.50')).to.deep.equal({
      records: [
        ["sku", "name", "price"],
        ["A", "Chair, oak", "12.50"],
      ],
      delimiter: "\t",
    });
    expect(readCsv('sku,name\nA,"x;y"').delimiter).to.equal(",");
  });

  it("refuses an unclosed quote and text after a closing quote, naming the record", () => {
    expect(() => parseCsv('a\n"never closed,1\n2'))
      .to.throw(CsvSyntaxError)
      .with.property("row", 2);
    expect(() => parseCsv('a\nb\n"x"y,1'))
      .to.throw(CsvSyntaxError, /after a closing quote/)
      .with.property("row", 3);
  });
});

describe("checkProductCsv", () => {
  const header = "sku,name,description,price,currency,image_url,url";

  it("returns typed rows, absent columns undefined and empty URL cells null", () => {
    const result = checkProductCsv(`SKU,Name,Price,Currency\nA-1,Chair,12.5,eur\n,,,\n`);
    expect(result).to.deep.equal({
      ok: true,
      rows: [{ row: 2, sku: "A-1", name: "Chair", description: undefined, price: 12.5, currency: "EUR", imageUrl: undefined, url: undefined }],
    });
    const full = checkProductCsv(`${header}\nB,Table,Nice,1,USD,,https://x.example/b`);
    expect(full.ok && full.rows[0]).to.include({ description: "Nice", imageUrl: null, url: "https://x.example/b" });
  });

  it("accepts header aliases and spacing", () => {
    const result = checkProductCsv("Sku , Name, price ,CURRENCY, Image URL, link\nA,B,1,EUR,https://x.example/i.png,");
    expect(result.ok && result.rows[0]).to.include({ imageUrl: "https://x.example/i.png", url: null });
  });

  it("reports every problem of every row, with the spreadsheet row number", () => {
    // Row 3 has an unquoted comma: its values shift one column right, which the checks catch.
    const result = checkProductCsv([header, "A,,,1,EUR,,", "B,Bee,,1,5,EUR,,", "C,See,,abc,EURO,ftp://x,", "a,Dup,,1,EUR,,"].join("\n"));
    expect(result.ok).to.equal(false);
    if (result.ok || result.tooMany) return;
    expect(result.issues.map((i) => `${i.row}:${i.column}`)).to.deep.equal([
      "2:name",
      "3:currency",
      "3:image_url",
      "4:currency",
      "4:price",
      "4:image_url",
      "5:sku",
    ]);
  });

  it("counts rows after skipping blank lines, and says when there are too many", () => {
    const rows = Array.from({ length: 501 }, (_, i) => `S${i},N,1,EUR`);
    expect(checkProductCsv(["sku,name,price,currency", ...rows].join("\n"))).to.deep.equal({ ok: false, tooMany: true, rowCount: 501 });
    const fine = checkProductCsv(["sku,name,price,currency", ...rows.slice(0, 500), "", ""].join("\n"));
    expect(fine.ok && fine.rows.length).to.equal(500);
  });

  it("imports a European export: semicolons, decimal commas, a BOM and CRLF", () => {
    const csv =
      '\ufeffSKU;Name;Description;Price;Currency\r\nA-1;Chair;"Oak; seats one,\r\ncomfortable";12,50;EUR\r\nB-2;Table;;1299;EUR\r\nC-3;Lamp;;8.9;EUR\r\n';
    const result = checkProductCsv(csv);
    expect(result.ok, JSON.stringify(result)).to.equal(true);
    if (!result.ok) return;
    expect(result.rows.map((r) => [r.sku, r.description, r.price])).to.deep.equal([
      ["A-1", "Oak; seats one,\ncomfortable", 12.5],
      ["B-2", "", 1299],
      ["C-3", "", 8.9],
    ]);
  });

  it("refuses thousands separators in a semicolon file, and a decimal comma where the comma separates", () => {
    const semicolons = checkProductCsv("sku;name;price;currency\nA;Chair;1.299,50;EUR\nB;Stool;12,505;EUR\nC;Bench;1;EUR;x");
    expect(!semicolons.ok && !semicolons.tooMany && semicolons.issues).to.deep.equal([
      {
        row: 2,
        column: "price",
        message: "“1.299,50” is not a price: write it like 1299,99 (a comma or a dot for decimals, no thousands separator, no currency sign)",
      },
      { row: 3, column: "price", message: "EUR prices have at most 2 decimals" },
      { row: 4, column: "", message: "This row has 5 cells but the header names 4 columns (a semicolon inside a value needs quotes)" },
    ]);
    const commas = checkProductCsv('sku,name,price,currency\nA,Chair,"12,50",EUR');
    expect(!commas.ok && !commas.tooMany && commas.issues).to.deep.equal([
      { row: 2, column: "price", message: "“12,50” is not a price: write it like 1299.99 (a dot for decimals, no currency sign)" },
    ]);
  });

  it("explains a missing header, unknown and repeated columns", () => {
    const missing = checkProductCsv("A-1,Chair,12,EUR");
    expect(!missing.ok && !missing.tooMany && missing.issues.map((i) => i.message)).to.deep.equal([
      "Unknown column “A-1”: the columns are sku, name, description, price, currency, image_url, url",
      "Unknown column “Chair”: the columns are sku, name, description, price, currency, image_url, url",
      "Unknown column “12”: the columns are sku, name, description, price, currency, image_url, url",
      "Unknown column “EUR”: the columns are sku, name, description, price, currency, image_url, url",
      "The header row lacks the columns sku, name, price, currency (the first row must name the columns)",
    ]);
    const twice = checkProductCsv("sku,name,price,currency,name\nA,B,1,EUR,C");
    expect(!twice.ok && !twice.tooMany && twice.issues[0]).to.deep.equal({ row: 1, column: "name", message: "Column “name” appears twice" });
  });
});
