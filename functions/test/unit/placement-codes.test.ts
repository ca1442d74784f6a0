/**
 * Printed QR codes stay scannable: every SVG and PNG, plain or branded with a logo, and every label
 * of the PDF (rasterised by pdf.js, cropped to the label's code) decodes back to its address with
 * ZXing. Also the colour rule, the logo's size limit and the files' names.
 */
import { expect } from "chai";
import sharp from "sharp";
import QRCode from "qrcode";
import { CODE_LOGO_MAX_SHARE, CODE_MIN_CONTRAST, CODE_QUIET_ZONE, codeColorsProblem, contrastRatio } from "@vitrine/contract";
import { codePng, codeSvg, PLAIN_STYLE, plateModules, qrSymbol, type CodeStyle } from "../../src/placement-codes/qr-symbol.js";
import { codeLabelsPdf, labelCell, labelGrid, PAPER_SIZES, printableText, type CodeLabel } from "../../src/placement-codes/code-labels-pdf.js";
import { fileStems } from "../../src/placement-codes/placement-codes.js";
import { cropGrey, decodeImage, decodeGrey, renderPdf } from "../helpers/qr-decode.js";
import { makeLogo } from "../helpers/code-logo.js";

const url = (id: string) => `https://vitrine.example.com/${id}`;
const ID = "Pl4cementIdAbCdEfGh1";

describe("placement codes: drawing", () => {
  it("keeps a four-module quiet zone and error correction H", async () => {
    const symbol = qrSymbol(url(ID), false);
    expect(symbol.size).to.equal(QRCode.create(url(ID), { errorCorrectionLevel: "H" }).modules.size);
    const png = await codePng(symbol, PLAIN_STYLE, 500);
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const scale = info.width / (symbol.size + 2 * CODE_QUIET_ZONE);
    expect(Number.isInteger(scale), "whole pixels per module").to.equal(true);
    // Every pixel of the quiet zone is light.
    const quiet = CODE_QUIET_ZONE * scale;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const inZone = x < quiet || y < quiet || x >= info.width - quiet || y >= info.height - quiet;
        if (inZone) expect(data[y * info.width + x], `pixel ${x},${y}`).to.equal(255);
      }
    }
    const svg = codeSvg(symbol, PLAIN_STYLE, 500);
    expect(svg).to.match(new RegExp(`viewBox="0 0 ${symbol.size + 8} ${symbol.size + 8}"`));
  });

  for (const id of ["a", ID, "x".repeat(120)]) {
    it(`plain codes decode back to their address (${url(id).length} characters)`, async () => {
      const symbol = qrSymbol(url(id), false);
      expect(await decodeImage(Buffer.from(codeSvg(symbol, PLAIN_STYLE, 1024)))).to.equal(url(id));
      expect(await decodeImage(await codePng(symbol, PLAIN_STYLE, 1024))).to.equal(url(id));
    });
  }

  const branded: [string, CodeStyle extends infer S ? Omit<S & object, "logo"> : never][] = [
    ["navy on cream", { foreground: "#1e3a8a", background: "#fff8e7" }],
    ["red on white", { foreground: "#b91c1c", background: "#ffffff" }],
    ["green, just above the threshold", { foreground: "#2f7a3a", background: "#ffffff" }],
  ];
  for (const [label, colours] of branded) {
    for (const id of ["a", ID, "y".repeat(120)]) {
      it(`branded codes with a logo decode (${label}, ${url(id).length} characters)`, async () => {
        expect(codeColorsProblem(colours.foreground, colours.background)).to.equal(null);
        const style = { ...colours, logo: await makeLogo() };
        const symbol = qrSymbol(url(id), true);
        expect(symbol.plate).to.not.equal(null);
        const svg = codeSvg(symbol, style, 1024);
        expect(svg).to.include("data:image/png;base64,");
        expect(await decodeImage(Buffer.from(svg))).to.equal(url(id));
        expect(await decodeImage(await codePng(symbol, style, 1024))).to.equal(url(id));
        // Small, as a phone sees a code on a shelf: about 3 pixels per module.
        expect(await decodeImage(await codePng(symbol, style, 1024), (symbol.size + 8) * 3)).to.equal(url(id));
      });
    }
  }

  it("limits the logo to its share of the width at every version, on the centre module", () => {
    for (let version = 1; version <= 40; version++) {
      const size = 17 + 4 * version;
      const plate = plateModules(size);
      expect(plate / size, `version ${version}`).to.be.at.most(CODE_LOGO_MAX_SHARE);
      expect(plate % 2, `version ${version}`).to.equal(1);
    }
  });
});

describe("placement codes: colours that would not scan", () => {
  it("refuses light modules on a dark background", () => {
    expect(codeColorsProblem("#ffffff", "#000000")).to.match(/not darker than its background/);
  });

  it("refuses too little contrast, naming the ratio and the minimum", () => {
    const problem = codeColorsProblem("#ff9900", "#ffffff");
    expect(contrastRatio("#ff9900", "#ffffff")).to.be.below(CODE_MIN_CONTRAST);
    expect(problem)
      .to.match(/2\.\d+:1/)
      .and.to.include(`${CODE_MIN_CONTRAST}:1`);
  });

  it("accepts black on white and a dark brand colour", () => {
    expect(codeColorsProblem("#000000", "#ffffff")).to.equal(null);
    expect(codeColorsProblem("#1e3a8a", "#ffffff")).to.equal(null);
  });
});

describe("placement codes: file names", () => {
  const code = (placementId: string, placementName: string, store: { name: string; code: string | null } | null) => ({
    placementId,
    placementName,
    store: store && { ...store, address: "" },
  });

  it("names files by store code, else the store's name, else the placement id", () => {
    const stems = fileStems([
      code("p1", "Entrance", { name: "Lyon Part-Dieu", code: "FR-069" }),
      code("p2", "Entrance", { name: "Café Crème, Paris", code: null }),
      code("p3", "Window", null),
    ]);
    expect(stems).to.deep.equal(["FR-069", "cafe-creme-paris", "p3"]);
  });

  it("never lets two codes overwrite each other", () => {
    const stems = fileStems([
      code("p1", "Entrance", { name: "Lyon", code: "FR 069/A" }),
      code("p2", "Window", { name: "Lyon", code: "FR 069/A" }),
      code("p3", "Window", { name: "Lyon bis", code: "fr-069-a-window" }),
      code("p4", "", { name: "", code: null }),
    ]);
    expect(new Set(stems.map((s) => s.toLowerCase())).size).to.equal(4);
    expect(stems[0]).to.equal("FR-069-A-entrance");
    for (const stem of stems) expect(stem).to.match(/^[A-Za-z0-9._-]+$/);
  });
});

describe("placement codes: the PDF of labels", function () {
  this.timeout(60_000);

  it("fits several labels per page on A4 and US Letter, inside the page", () => {
    for (const paper of ["a4", "letter"] as const) {
      const grid = labelGrid(paper);
      expect(grid.columns * grid.rows, paper).to.be.at.least(6);
      const last = labelCell(paper, grid.columns * grid.rows - 1);
      expect(last.page).to.equal(0);
      expect(last.x + last.code.size).to.be.below(PAPER_SIZES[paper].width);
      expect(labelCell(paper, grid.columns * grid.rows).page).to.equal(1);
    }
  });

  it("prints what the standard fonts can encode", () => {
    expect(printableText("Zürich Bahnhofstraße – Œuvre")).to.equal("Zürich Bahnhofstraße – Œuvre");
    expect(printableText("Łódź Piotrkowska")).to.equal("Lódz Piotrkowska");
    expect(printableText("東京")).to.equal("??");
  });

  for (const [paper, branded] of [
    ["a4", false],
    ["letter", true],
  ] as const) {
    it(`every label's code decodes back to its address (${paper}, ${branded ? "branded" : "plain"})`, async () => {
      const style: CodeStyle = branded ? { foreground: "#1e3a8a", background: "#fff8e7", logo: await makeLogo() } : PLAIN_STYLE;
      const count = labelGrid(paper).columns * labelGrid(paper).rows + 2;
      const labels: CodeLabel[] = Array.from({ length: count }, (_, i) => ({
        symbol: qrSymbol(url(`code${i}`), branded),
        title: `Store ${i} — Zürich`,
        subtitle: "Entrance",
        address: `${i} Bahnhofstrasse, Zürich`,
        url: url(`code${i}`).replace("https://", ""),
      }));
      const pdf = await codeLabelsPdf(labels, style, paper, "Test");
      const pages = await renderPdf(pdf, 4);
      expect(pages).to.have.length(2);
      for (const page of pages) {
        expect(page.points.width).to.be.closeTo(PAPER_SIZES[paper].width, 0.5);
        expect(page.points.height).to.be.closeTo(PAPER_SIZES[paper].height, 0.5);
      }
      for (let i = 0; i < count; i++) {
        const cell = labelCell(paper, i);
        const margin = 6;
        const crop = cropGrey(pages[cell.page]!, {
          x: cell.code.x - margin,
          y: cell.code.y - margin,
          width: cell.code.size + 2 * margin,
          height: cell.code.size + 2 * margin,
        });
        expect(await decodeGrey(crop.grey, crop.width, crop.height), `label ${i}`).to.equal(url(`code${i}`));
      }
      // A crop mark: dark just outside the first label's top-left corner, along its top edge.
      const first = labelCell(paper, 0);
      const mark = cropGrey(pages[0]!, { x: first.x - 3 * (72 / 25.4), y: first.y - 0.5, width: 2, height: 1 });
      expect(Math.min(...mark.grey), "crop mark").to.be.below(128);
    });
  }
});
