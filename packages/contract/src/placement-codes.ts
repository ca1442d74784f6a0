import { z } from "zod";
import { idSchema } from "./common.js";
import { contrastRatio, parseHexColor, relativeLuminance } from "./contrast.js";
import { defineRoutes } from "./route-def.js";

/**
 * Codes one request may print: each is drawn, rasterised and laid out while the caller waits,
 * and 200 stays well inside the request's deadline. A chain prints more in several requests.
 */
export const MAX_CODES_PER_REQUEST = 200;

/**
 * The least contrast between a code's dark modules and its light ones. Phone scanners binarise
 * the picture; WCAG's text minimum (4.5:1) is a threshold people already know, and codes at it
 * scan under shop lighting.
 */
export const CODE_MIN_CONTRAST = 4.5;

/**
 * The largest share of the code's width (its modules, without the quiet zone) the centre logo may
 * cover. At error correction H a code survives about 30% of its codewords damaged; a square of
 * 22% of the width hides under 5% of the modules, leaving room for scuffs and print defects.
 */
export const CODE_LOGO_MAX_SHARE = 0.22;

/** The light margin around every code, in modules: the QR standard's minimum, kept whatever the style. */
export const CODE_QUIET_ZONE = 4;

const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #1a2b3c");

export const codePaperSchema = z.enum(["a4", "letter"]).describe("a4: 210 × 297 mm; letter: US Letter, 8.5 × 11 in");
export type CodePaper = z.infer<typeof codePaperSchema>;

export const codeBrandingSchema = z
  .object({
    experienceId: idSchema
      .optional()
      .describe("Take the colours (primary on background) and the logo from this experience's theme; absent: the brand's primary colour on white, no logo"),
    foreground: hexColorSchema.optional().describe("The dark modules' colour, over the theme's or brand's"),
    background: hexColorSchema.optional().describe("The light modules' and quiet zone's colour, over the theme's or white"),
    logo: z.boolean().default(true).describe("Put the theme's logo in the centre (error correction is H either way)"),
  })
  .strict();
export type CodeBranding = z.input<typeof codeBrandingSchema>;

export const downloadPlacementCodesSchema = z
  .object({
    placementIds: z
      .array(idSchema)
      .min(1, "Choose at least one QR code")
      .max(MAX_CODES_PER_REQUEST, `At most ${MAX_CODES_PER_REQUEST} codes per download: split the selection`)
      .refine((ids) => new Set(ids).size === ids.length, "A QR code is listed twice")
      .meta({ uniqueItems: true })
      .describe(`The placements whose codes to print, in the order to print them (1 to ${MAX_CODES_PER_REQUEST}, each once)`),
    format: z.enum(["zip", "pdf"]).describe("zip: an SVG and a PNG per code, named by store code; pdf: print-ready labels with crop marks, one label per code"),
    paper: codePaperSchema.default("a4").describe("The PDF's paper size (ignored for zip)"),
    branding: codeBrandingSchema
      .nullable()
      .default(null)
      .describe("null: black on white. Otherwise brand colours and logo; refused (422) when the colours would not scan"),
  })
  .strict();
export type DownloadPlacementCodes = z.input<typeof downloadPlacementCodesSchema>;

/**
 * Why a code in these colours would not scan, or null when it would: dark modules must be darker
 * than the light ones (most scanners read no inverted codes) and differ from them by at least
 * CODE_MIN_CONTRAST. The console shows the same sentence before asking.
 */
export function codeColorsProblem(foreground: string, background: string): string | null {
  if (!parseHexColor(foreground) || !parseHexColor(background)) return "Use colours like #1a2b3c";
  const ratio = contrastRatio(foreground, background);
  const shown = Math.floor(ratio * 100) / 100;
  if (relativeLuminance(foreground) >= relativeLuminance(background)) {
    return `The code's colour ${foreground} is not darker than its background ${background}: scanners need dark modules on a light background`;
  }
  if (ratio < CODE_MIN_CONTRAST) {
    return `The code's colour ${foreground} on ${background} has a contrast of ${shown}:1; scanners need at least ${CODE_MIN_CONTRAST}:1. Choose a darker colour or a lighter background`;
  }
  return null;
}

/** The answer is the file itself, not JSON. */
export const codesFileSchema = z.void();

export const placementCodeRoutes = defineRoutes({
  downloadPlacementCodes: {
    method: "post",
    path: "/v1/brands/:brandId/placement-codes",
    summary: `Print placements' QR codes: a zip of SVG and PNG files named by store code, or a PDF of labels (A4 or US Letter, crop marks), plain or in the brand's colours with its logo; at most ${MAX_CODES_PER_REQUEST} codes`,
    access: "brandContent.read",
    params: z.object({ brandId: idSchema }).strict(),
    body: downloadPlacementCodesSchema,
    response: codesFileSchema,
    produces: ["application/zip", "application/pdf"],
  },
});
