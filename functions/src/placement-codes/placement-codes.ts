import type { DocumentData } from "firebase-admin/firestore";
import sharp from "sharp";
import type { z } from "zod";
import { codeColorsProblem, type downloadPlacementCodesSchema } from "@vitrine/contract";
import { slugOf } from "@vitrine/contract/slug";
import { notFound, unprocessable } from "../errors.js";
import { config } from "../config.js";
import { readExperience } from "../experiences/experience-docs.js";
import { readDocs } from "../firestore/firestore-reads.js";
import { blobStore } from "../storage/blob-store.js";
import { storedTheme } from "../theme/theme.js";
import { ZipWriter } from "../archives/zip-writer.js";
import { codeLabelsPdf, type CodeLabel } from "./code-labels-pdf.js";
import { codePng, codeSvg, PLAIN_STYLE, qrSymbol, type CodeStyle } from "./qr-symbol.js";
import { placementsCol, storesCol, tenantsCol, uploadsCol } from "../firestore/collections.js";
import type { BrandDoc } from "../firestore/stored-documents.js";
import { DEFAULT_BRAND_COLORS } from "../brands/brands.js";

type Input = z.output<typeof downloadPlacementCodesSchema>;

/** Pixels across a PNG in the zip: about 3 cm at 800 dpi, or a poster at a distance. */
const PNG_PIXELS = 1024;
/** The logo as it is embedded: plenty for the centre fifth of a code printed up to A3. */
const LOGO_PIXELS = 512;

export interface CodesFile {
  fileName: string;
  contentType: "application/zip" | "application/pdf";
  bytes: Buffer;
}

interface PrintedCode {
  placementId: string;
  placementName: string;
  url: string;
  store: { name: string; code: string | null; address: string } | null;
}

/** "1 Main St, Lyon": the street and the city, what a label has room for. */
function shortAddress(address: DocumentData | undefined): string {
  if (!address) return "";
  return [address.line1, address.city].filter((part) => typeof part === "string" && part.trim()).join(", ");
}

/**
 * The placements, in the order asked, with their stores and public addresses. One of another
 * brand or tenant is "not found", exactly like a missing one: its existence is not told.
 */
async function loadCodes(tenantId: string, brandId: string, placementIds: string[]): Promise<PrintedCode[]> {
  const snaps = await readDocs(placementIds.map((id) => placementsCol().doc(id)));
  const placements = snaps.map((snap) => {
    const data = snap.data();
    if (!data || data.brandId !== brandId || data.tenantId !== tenantId) throw notFound("Placement");
    return { id: snap.id, data };
  });
  const storeIds = [...new Set(placements.map((p) => p.data.storeId).filter((id): id is string => typeof id === "string" && id !== ""))];
  const storeSnaps = storeIds.length ? await readDocs(storeIds.map((id) => storesCol(brandId).doc(id))) : [];
  const stores = new Map(storeSnaps.filter((s) => s.exists).map((s) => [s.id, s.data()!]));
  const tenant = (await tenantsCol().doc(tenantId).get()).data();
  const base = String(tenant?.settings?.publicBaseUrl || config.publicBaseUrl).replace(/\/+$/, "");
  return placements.map(({ id, data }) => {
    const store = typeof data.storeId === "string" ? stores.get(data.storeId) : undefined;
    return {
      placementId: id,
      placementName: String(data.name ?? ""),
      url: `${base}/${id}`,
      store: store
        ? {
            name: String(store.name ?? ""),
            code: typeof store.code === "string" && store.code.trim() ? store.code.trim() : null,
            address: shortAddress(store.address),
          }
        : null,
    };
  });
}

/** A file name's stem that is safe on every system: letters, digits, dot, hyphen and underscore. */
const safeStem = (text: string) =>
  text
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80);

/**
 * Each code's file name without extension: its store's code, else a slug of the store's name, else
 * the placement's id. Several codes of one store add the placement's name; a clash left after that
 * adds the placement's id, so no file overwrites another.
 */
export function fileStems(codes: Pick<PrintedCode, "placementId" | "placementName" | "store">[]): string[] {
  const baseOf = (code: (typeof codes)[number]) =>
    (code.store && (safeStem(code.store.code ?? "") || slugOf(code.store.name, 60))) || safeStem(code.placementId) || "code";
  const bases = codes.map(baseOf);
  const counts = new Map<string, number>();
  for (const base of bases) counts.set(base.toLowerCase(), (counts.get(base.toLowerCase()) ?? 0) + 1);
  const stems = codes.map((code, i) => {
    const base = bases[i]!;
    if (counts.get(base.toLowerCase()) === 1 || !code.store) return base;
    return `${base}-${slugOf(code.placementName, 40) || safeStem(code.placementId)}`;
  });
  const seen = new Map<string, number>();
  for (const stem of stems) seen.set(stem.toLowerCase(), (seen.get(stem.toLowerCase()) ?? 0) + 1);
  return stems.map((stem, i) => (seen.get(stem.toLowerCase())! > 1 ? `${stem}-${safeStem(codes[i]!.placementId)}` : stem));
}

/** The logo of an experience's theme as PNG bytes, from the brand's upload it came from. */
async function themeLogo(brandId: string, logoUrl: string): Promise<Buffer> {
  const found = await uploadsCol().where("brandId", "==", brandId).where("url", "==", logoUrl).limit(1).get();
  const key = found.docs[0]?.get("key");
  if (typeof key !== "string") {
    throw unprocessable("The theme's logo is no longer available: upload it again in the theme, or print without the logo", [
      { path: "branding.logo", message: "The logo's file is missing" },
    ]);
  }
  try {
    return await sharp(await blobStore().read(key))
      .resize(LOGO_PIXELS, LOGO_PIXELS, { fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw unprocessable("The theme's logo could not be read as an image: upload it again, or print without the logo", [
      { path: "branding.logo", message: "The logo is not a readable image" },
    ]);
  }
}

/**
 * The colours and logo the codes are drawn with. Branded: the experience theme's primary colour on
 * its background (or the brand's primary on white) unless given, and the theme's logo. Colours
 * that would not scan are refused with the reason, before anything is drawn.
 */
async function styleOf(brand: { id: string; data: BrandDoc }, branding: Input["branding"]): Promise<CodeStyle> {
  if (!branding) return PLAIN_STYLE;
  // The brand's colours as its GET answers them: a brand stored without any has the defaults.
  let foreground = brand.data.colors?.primary ?? DEFAULT_BRAND_COLORS.primary;
  let background = PLAIN_STYLE.background;
  let logoUrl: string | null = null;
  if (branding.experienceId) {
    const { data } = await readExperience(brand.id, branding.experienceId);
    const theme = storedTheme(data);
    foreground = theme.colors.primary;
    background = theme.colors.background;
    logoUrl = theme.logoUrl;
  }
  foreground = (branding.foreground ?? foreground).toLowerCase();
  background = (branding.background ?? background).toLowerCase();
  const problem = codeColorsProblem(foreground, background);
  if (problem) throw unprocessable(problem, [{ path: "branding.foreground", message: problem }]);
  const logo = branding.logo && logoUrl ? await themeLogo(brand.id, logoUrl) : null;
  return { foreground, background, logo };
}

async function zipOf(codes: PrintedCode[], style: CodeStyle): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const zip = new ZipWriter((chunk) => void chunks.push(chunk));
  const stems = fileStems(codes);
  for (const [i, code] of codes.entries()) {
    const symbol = qrSymbol(code.url, style.logo !== null);
    await zip.add(`${stems[i]}.svg`, Buffer.from(codeSvg(symbol, style, PNG_PIXELS), "utf8"));
    // PNG is compressed already: stored, not deflated again.
    await zip.add(`${stems[i]}.png`, await codePng(symbol, style, PNG_PIXELS), { compress: false });
  }
  await zip.finish();
  return Buffer.concat(chunks);
}

/** The codes of the chosen placements as a zip of SVG and PNG files, or as a PDF of labels. */
export async function printPlacementCodes(tenantId: string, brand: { id: string; data: BrandDoc }, input: Input): Promise<CodesFile> {
  const style = await styleOf(brand, input.branding);
  const codes = await loadCodes(tenantId, brand.id, input.placementIds);
  const stem = `qr-codes-${slugOf(brand.data.name ?? "", 40) || brand.id}`;
  if (input.format === "zip") return { fileName: `${stem}.zip`, contentType: "application/zip", bytes: await zipOf(codes, style) };
  const labels: CodeLabel[] = codes.map((code) => ({
    symbol: qrSymbol(code.url, style.logo !== null),
    title: code.store?.name || code.placementName,
    subtitle: code.store?.name ? code.placementName : "",
    address: code.store?.address ?? "",
    url: code.url.replace(/^https?:\/\//, ""),
  }));
  const bytes = await codeLabelsPdf(labels, style, input.paper, `QR codes: ${brand.data.name ?? ""}`);
  return { fileName: `${stem}-${input.paper}.pdf`, contentType: "application/pdf", bytes };
}
