import { expect } from "chai";
import { readFileSync } from "node:fs";
import path from "node:path";
import { htmlToText } from "../../src/products/html-text.js";
import { checkShopifyCsv, isShopifyCsv } from "../../src/products/shopify-csv.js";
import { matchVariants } from "../../src/products/shopify-import.js";

const sample = readFileSync(path.join(__dirname, "../fixtures/shopify-products.csv"), "utf8");
const HEADER = "Handle,Title,Body (HTML),Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Price,Image Src";
const csv = (...rows: string[]) => [HEADER, ...rows].join("\n");

describe("htmlToText (a shop's HTML description as the product's plain text)", () => {
  it("keeps paragraphs, line breaks and list items, and decodes entities", () => {
    expect(
      htmlToText(
        "<p>One <strong>bold</strong> line.</p><p>Second&nbsp;para<br>next line</p><ul><li>A</li><li>B &amp; C</li></ul><ol><li>x</li><li>y</li></ol>",
      ),
    ).to.equal("One bold line.\n\nSecond\u00a0para\nnext line\n\n• A\n• B & C\n\n1. x\n2. y");
    expect(htmlToText("<h2>Title</h2>  <div>Body\n   text</div>\n\n\n<p></p><p>  </p>")).to.equal("Title\n\nBody text");
    expect(htmlToText("plain text, no tags")).to.equal("plain text, no tags");
    expect(htmlToText("")).to.equal("");
  });

  it("drops scripts, styles, event handlers, links' addresses and embedded documents", () => {
    const hostile = [
      '<p onclick="steal()" style="color:red">Hello <a href="javascript:alert(1)" onmouseover="x()">world</a></p>',
      "<script>document.cookie</script><style>body{display:none}</style>",
      '<img src=x onerror="alert(1)"><svg onload="alert(2)"><text>svg text</text></svg>',
      '<iframe src="https://evil.example"></iframe><object data="x.swf">fallback</object>',
      "<noscript><p>noscript</p></noscript><template><p>template</p></template><!-- a comment -->",
      "<SCRIPT SRC=//evil.example/x.js></SCRIPT><scr<script>ipt>alert(3)</script>",
    ].join("");
    const text = htmlToText(hostile);
    expect(text).to.equal("Hello world\n\nipt>alert(3)");
    for (const word of ["steal", "javascript", "cookie", "display", "onerror", "svg text", "evil", "noscript", "template", "comment", "<"]) {
      expect(text).to.not.include(word === "<" ? "<script" : word);
    }
  });

  it("gives encoded markup back as the text it spells, never as markup", () => {
    // `&lt;b&gt;` is the text "<b>" a shopper reads; the product's text is shown as text.
    expect(htmlToText("<p>5 &lt; 6 &amp;&amp; &lt;b&gt;bold&lt;/b&gt; &#169; &#x2014; &eacute;</p>")).to.equal("5 < 6 && <b>bold</b> © — é");
    expect(htmlToText("<p>Broken <b>nesting<p>and an unclosed <i>tag")).to.equal("Broken nesting\n\nand an unclosed tag");
    expect(htmlToText("a\u0000b\u0007c")).to.equal("abc");
  });
  it("reads any depth of nesting, many line breaks and long preformatted runs (no recursion, no rescans)", () => {
    const depth = 20_000;
    expect(htmlToText("<div>".repeat(depth) + "deep" + "</div>".repeat(depth))).to.equal("deep");
    expect(htmlToText("<ul>".repeat(depth) + "<li>item")).to.equal("• item");
    expect(htmlToText("line <br>".repeat(depth)).split("\n"))
      .to.have.length(depth)
      .and.to.satisfy((lines: string[]) => lines.every((l) => l === "line"));
    expect(htmlToText(`<pre>${" ".repeat(100_000)}x   \n  y</pre>`)).to.equal("x\n  y");
  });
});

describe("checkShopifyCsv (a Shopify product export)", () => {
  it("tells a Shopify export from the import's own columns by its header", () => {
    expect(isShopifyCsv(sample)).to.equal(true);
    expect(isShopifyCsv("\ufeffhandle;title;variant price\nx;y;1\n")).to.equal(true);
    expect(isShopifyCsv("sku,name,price,currency\nA,B,1,EUR")).to.equal(false);
    expect(isShopifyCsv('Handle,"unclosed\n')).to.equal(false);
  });

  it("reads the sample export: one product per handle, its variant rows, image-only rows skipped, other columns ignored", () => {
    const checked = checkShopifyCsv(sample);
    expect(checked.ok, JSON.stringify(checked)).to.equal(true);
    if (!checked.ok) return;
    expect(checked.products.map((p) => p.handle)).to.deep.equal(["lounge-chair", "oak-dining-table", "linen-cushion"]);
    const [chair, table, cushion] = checked.products;
    expect(chair).to.deep.include({
      row: 2,
      title: "Lounge chair",
      description: "A deep lounge chair on solid oak legs.\n\n• Removable covers\n• Seat height 42\u00a0cm\n\nMade in Portugal.\nShips in 2–3 weeks.",
      imageUrl: "https://cdn.shopify.com/s/files/1/0001/0002/products/lounge-chair.jpg?v=1700000000",
    });
    expect(chair!.variants).to.deep.equal([
      { row: 2, name: "Linen", sku: "LC-LIN", price: 499 },
      { row: 3, name: "Velvet Green", sku: "LC-VEL", price: 549.9 },
      { row: 4, name: "leather TAN", sku: "LC-LEA", price: 799 },
      { row: 5, name: "Bouclé", sku: "LC-BOU", price: 649 },
    ]);
    expect(table!.description).to.equal("Oak dining table\n\nSeats six to eight.");
    expect(table!.variants.map((v) => v.name)).to.deep.equal(["160 cm / Oiled", "200 cm / Oiled"]);
    // Shopify's single "Default Title" variant is the product itself, not an option.
    expect(cushion!.variants).to.deep.equal([{ row: 9, name: "", sku: "CUSH-50", price: 39 }]);
    expect(cushion!.description).to.equal("Stonewashed linen, 50 × 50 cm.");
  });

  it("refuses prices it would have to guess, naming the row and Shopify's column", () => {
    const checked = checkShopifyCsv(
      csv(
        "desk,Desk,,Wood,Oak,,,D-1,$1299.00,",
        'desk,,,,Ash,,,D-2,"1,299.00",',
        'desk,,,,Elm,,,D-3,"12,50",',
        "desk,,,,Pine,,,D-4,,",
        "desk,,,,Teak,,,D-5,-3,",
        "desk,,,,Gold,,,D-6,5000000000,",
      ),
    );
    expect(checked.ok).to.equal(false);
    if (checked.ok || checked.tooMany) return;
    const sign = (text: string) =>
      `“${text}” is not a price: write it like 1299.99 (a dot for decimals, no thousands separator, no currency sign: prices are in the brand's currency)`;
    expect(checked.issues).to.deep.equal([
      { row: 2, column: "Variant Price", message: sign("$1299.00") },
      { row: 3, column: "Variant Price", message: sign("1,299.00") },
      { row: 4, column: "Variant Price", message: sign("12,50") },
      { row: 5, column: "Variant Price", message: "Each variant needs its price" },
      { row: 6, column: "Variant Price", message: sign("-3") },
      { row: 7, column: "Variant Price", message: "Price is too large" },
    ]);
  });

  it("reads decimal commas in a semicolon-separated export", () => {
    const checked = checkShopifyCsv(
      ["Handle;Title;Option1 Name;Option1 Value;Variant SKU;Variant Price", "lamp;Lamp;Shade;Linen;L-1;89,50", "lamp;;;Paper;L-2;79"].join("\n"),
    );
    expect(checked.ok && checked.products[0]!.variants.map((v) => v.price)).to.deep.equal([89.5, 79]);
    const thousands = checkShopifyCsv(["Handle;Title;Variant Price", "lamp;Lamp;1.299,50"].join("\n"));
    expect(!thousands.ok && !thousands.tooMany && thousands.issues[0]!.column).to.equal("Variant Price");
  });

  it("names options by their values, and refuses a missing title, a repeated variant and a bad handle or image", () => {
    const checked = checkShopifyCsv(
      csv(
        "sofa,Sofa,,Fabric,Oak,Size,Large,S-1,10,",
        "sofa,,,,oak,,large,S-2,10,javascript:alert(1)",
        "nameless,,,,,,,N-1,5,",
        "a/b,Slash,,,,,,X,1,",
        ",Orphan,,,,,,X,1,",
      ),
    );
    expect(!checked.ok && !checked.tooMany && checked.issues).to.deep.equal([
      { row: 3, column: "Image Src", message: "Only http:// and https:// links are allowed, not javascript:" },
      { row: 3, column: "Option1 Value", message: "The handle sofa already has the variant “oak / large” on row 2" },
      { row: 4, column: "Title", message: "The first row of a handle needs the product's title" },
      { row: 5, column: "Handle", message: "A handle cannot contain “/”" },
      { row: 6, column: "Handle", message: "Each row needs the product's handle" },
    ]);
    const good = checkShopifyCsv(csv("sofa,Sofa,<p>x</p>,Fabric,Oak,Size,Large,S-1,10,", "sofa,,,,Walnut,,Small,S-2,12,"));
    expect(good.ok && good.products[0]!.variants.map((v) => v.name)).to.deep.equal(["Oak / Large", "Walnut / Small"]);
  });

  it("explains a header without Shopify's required columns, and counts rows and products against the limits", () => {
    const header = checkShopifyCsv("Handle,Variant Price\nx,1");
    expect(!header.ok && !header.tooMany && header.issues).to.deep.equal([
      { row: 1, column: "", message: "The header row lacks the column title (the first row must name the columns)" },
    ]);
    const rows = Array.from({ length: 501 }, (_, i) => `h${i},T,,,,,,,1,`);
    expect(checkShopifyCsv(csv(...rows))).to.deep.include({ ok: false, tooMany: true, rowCount: 501, what: "rows" });
    const products = Array.from({ length: 251 }, (_, i) => `h${i},T,,,,,,,1,`);
    expect(checkShopifyCsv(csv(...products))).to.deep.include({ ok: false, tooMany: true, rowCount: 251, what: "products" });
  });
});

describe("matchVariants (a shop's variants to the model's material variants)", () => {
  const fabrics = ["Linen", "Velvet green", "Leather tan"];
  it("matches the whole name or one of its values, case-insensitively, each material variant once", () => {
    expect(matchVariants(["linen", "VELVET GREEN", "Bouclé", "Leather tan / Large", "Leather tan / Small", ""], fabrics)).to.deep.equal([
      "Linen",
      "Velvet green",
      null,
      "Leather tan",
      null,
      null,
    ]);
    expect(matchVariants(["Linen"], [])).to.deep.equal([null]);
  });
});
