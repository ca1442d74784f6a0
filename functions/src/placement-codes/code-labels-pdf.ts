import PDFDocument from "pdfkit";
import { CODE_QUIET_ZONE, type CodePaper } from "@vitrine/contract";
import { darkRuns, logoBox, type CodeStyle, type QrSymbol } from "./qr-symbol.js";

/** PDF points per millimetre (72 per inch). */
const MM = 72 / 25.4;

/** Paper sizes in points, portrait. */
export const PAPER_SIZES: Record<CodePaper, { width: number; height: number }> = {
  a4: { width: 210 * MM, height: 297 * MM },
  letter: { width: 612, height: 792 },
};

/** One label: the code (its quiet zone included) above the store's name, short address and the code's address. */
export const LABEL = { width: 58 * MM, height: 80 * MM, padding: 4 * MM, gutter: 8 * MM, margin: 8 * MM };
/** Crop marks start this far outside a label's corner and run this long, in the gutters and margins only. */
const MARK = { offset: 1 * MM, length: 3 * MM, width: 0.25 };

export interface LabelCell {
  page: number;
  /** The label's top-left corner, in points from the page's top-left. */
  x: number;
  y: number;
  /** The code's square (quiet zone included), in points from the page's top-left. */
  code: { x: number; y: number; size: number };
}

/** How many labels fit across and down a sheet, centred, with room for crop marks between them. */
export function labelGrid(paper: CodePaper): { columns: number; rows: number; left: number; top: number } {
  const { width, height } = PAPER_SIZES[paper];
  const fit = (space: number, size: number) => Math.floor((space - 2 * LABEL.margin + LABEL.gutter) / (size + LABEL.gutter));
  const columns = fit(width, LABEL.width);
  const rows = fit(height, LABEL.height);
  const left = (width - (columns * LABEL.width + (columns - 1) * LABEL.gutter)) / 2;
  const top = (height - (rows * LABEL.height + (rows - 1) * LABEL.gutter)) / 2;
  return { columns, rows, left, top };
}

/** Where the `index`th label goes: pages filled row by row. */
export function labelCell(paper: CodePaper, index: number): LabelCell {
  const { columns, rows, left, top } = labelGrid(paper);
  const perPage = columns * rows;
  const slot = index % perPage;
  const x = left + (slot % columns) * (LABEL.width + LABEL.gutter);
  const y = top + Math.floor(slot / columns) * (LABEL.height + LABEL.gutter);
  const size = LABEL.width - 2 * LABEL.padding;
  return { page: Math.floor(index / perPage), x, y, code: { x: x + LABEL.padding, y: y + LABEL.padding, size } };
}

export interface CodeLabel {
  symbol: QrSymbol;
  /** The store's name, or the placement's when it stands in no store. */
  title: string;
  /** The placement's name under its store's (a store may hold several codes); empty without a store. */
  subtitle: string;
  /** The store's street and city; empty without a store. */
  address: string;
  /** The address the code opens, without its scheme. */
  url: string;
}

// The standard PDF fonts (nothing to embed or download) encode Windows-1252 only.
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const encodable = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/**
 * The text as the standard fonts can print it: accented Latin letters stay, a letter they lack
 * loses its accents ("Łódź" -> "Lódz"), and anything else becomes "?".
 */
export function printableText(text: string): string {
  return [...text.normalize("NFC")]
    .map((char) => {
      if (encodable(char)) return char;
      const base = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      if (base && [...base].every(encodable)) return base;
      return { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i" }[char] ?? "?";
    })
    .join("");
}

function drawCode(doc: PDFKit.PDFDocument, symbol: QrSymbol, style: CodeStyle, at: { x: number; y: number; size: number }) {
  const side = symbol.size + 2 * CODE_QUIET_ZONE;
  const unit = at.size / side;
  doc.rect(at.x, at.y, at.size, at.size).fill(style.background);
  for (const [x, y, length] of darkRuns(symbol)) {
    doc.rect(at.x + (x + CODE_QUIET_ZONE) * unit, at.y + (y + CODE_QUIET_ZONE) * unit, length * unit, unit);
  }
  doc.fill(style.foreground);
  const box = logoBox(symbol);
  if (box && style.logo) {
    const size = box.size * unit;
    doc.image(style.logo, at.x + (box.x + CODE_QUIET_ZONE) * unit, at.y + (box.y + CODE_QUIET_ZONE) * unit, {
      fit: [size, size],
      align: "center",
      valign: "center",
    });
  }
}

/** Short lines at each corner of the label, outside it, where the cutter aims. */
function drawCropMarks(doc: PDFKit.PDFDocument, cell: LabelCell) {
  const { offset, length } = MARK;
  const corners: [number, number, number, number][] = [
    [cell.x, cell.y, -1, -1],
    [cell.x + LABEL.width, cell.y, 1, -1],
    [cell.x, cell.y + LABEL.height, -1, 1],
    [cell.x + LABEL.width, cell.y + LABEL.height, 1, 1],
  ];
  for (const [x, y, dx, dy] of corners) {
    doc.moveTo(x + dx * offset, y).lineTo(x + dx * (offset + length), y);
    doc.moveTo(x, y + dy * offset).lineTo(x, y + dy * (offset + length));
  }
  doc.lineWidth(MARK.width).strokeColor("#000000").stroke();
}

function drawText(doc: PDFKit.PDFDocument, label: CodeLabel, cell: LabelCell) {
  const x = cell.x + LABEL.padding;
  const width = LABEL.width - 2 * LABEL.padding;
  let y = cell.code.y + cell.code.size + 2.5 * MM;
  const line = (text: string, font: string, size: number, color: string, lines: number) => {
    if (!text) return;
    const height = size * 1.25 * lines;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(printableText(text), x, y, { width, height, ellipsis: true, align: "center", lineGap: size * 0.05 });
    y += Math.min(height, doc.heightOfString(printableText(text), { width })) + 1 * MM;
  };
  line(label.title, "Helvetica-Bold", 10, "#111111", 2);
  line(label.subtitle, "Helvetica", 8, "#111111", 1);
  line(label.address, "Helvetica", 8, "#444444", 2);
  // Helvetica, not a monospace: a whole address fits the label's width; a long one wraps.
  line(label.url, "Helvetica", 7, "#555555", 2);
}

/**
 * A print-ready sheet of labels: one per code, in the order given, each with crop marks at its
 * corners. The codes are vector squares, so they stay sharp at any printer's resolution.
 */
export async function codeLabelsPdf(labels: CodeLabel[], style: CodeStyle, paper: CodePaper, title: string): Promise<Buffer> {
  const { width, height } = PAPER_SIZES[paper];
  const doc = new PDFDocument({ size: [width, height], margin: 0, autoFirstPage: false, info: { Title: title, Creator: "Vitrine" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  let page = -1;
  labels.forEach((label, index) => {
    const cell = labelCell(paper, index);
    if (cell.page !== page) {
      doc.addPage({ size: [width, height], margin: 0 });
      page = cell.page;
    }
    drawCode(doc, label.symbol, style, cell.code);
    drawText(doc, label, cell);
    drawCropMarks(doc, cell);
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
