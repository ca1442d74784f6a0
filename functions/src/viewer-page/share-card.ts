import { contentLanguageOf, localiseManifest, type ImageVariant, type Manifest, type ScenePicture } from "@vitrine/contract";
import { buildPath, publicEndpoints } from "@vitrine/contract/public-endpoints";
import { getPublishedManifest } from "../manifests/publish.js";
import { resolvePublicPlacement } from "../placements/placements.js";

/** The image of a link preview; cards want about 1200×630. */
export interface ShareImage {
  url: string;
  width: number | null;
  height: number | null;
}

/** What a shared placement link shows as a card, and who may frame its embed page. */
export interface ShareCard {
  placementId: string;
  /** The experience's name, else the brand's (nothing published). */
  title: string;
  /**
   * The language the card is written in: of a translated experience, the reader's first one it
   * has (from `Accept-Language`), else its default; null when the experience declares none.
   */
  language: string | null;
  /** The experience's other languages, for `og:locale:alternate`. */
  otherLanguages: string[];
  brandName: string;
  description: string;
  image: ShareImage | null;
  /** Whether the placement shows an experience now (an oEmbed thumbnail, the card's size). */
  showsExperience: boolean;
  /** The brand's origins allowed to frame `/embed/{placementId}`. */
  embedOrigins: string[];
  /** How long the card may be cached: the placement's own answer's lifetime (30 s at most). */
  maxAgeSeconds: number;
  /**
   * What the viewer fetches first, for the page to ask for at once (`<link rel="preload">`), in
   * parallel with the scripts: the placement's answer, the manifest, the poster for the screen's
   * orientation. Not the placement's answer while an experiment runs: it depends on the
   * visitor's id, which only their browser knows.
   */
  preloads: { href: string; as: "fetch" | "image"; media?: string }[];
}

const DESCRIPTION_MAX = 200;
/** The width link previews draw a large card at. */
const CARD_WIDTH = 1200;

/** The copy closest to the card's width from above (else the widest), or the original without its size. */
function pickImage(url: string | null | undefined, variants: ImageVariant[] | undefined): ShareImage | null {
  if (!url) return null;
  const sorted = [...(variants ?? [])].sort((a, b) => a.width - b.width);
  const variant = sorted.find((v) => v.width >= CARD_WIDTH) ?? sorted.at(-1);
  return variant ? { url: variant.url, width: variant.width, height: variant.height } : { url, width: null, height: null };
}

/**
 * The best picture the experience has of itself: its first scene drawn when the version was
 * published (`scene-pictures.ts`); until that is ready, the first product photo, else a video's
 * poster, else the theme's logo; the brand's logo comes last.
 */
export function shareImageOf(manifest: Manifest | null, brandLogoUrl: string | null, picture: ScenePicture | null = null): ShareImage | null {
  if (manifest && picture) return picture.landscape;
  if (manifest) {
    const product = manifest.products.find((p) => p.imageUrl);
    if (product) return pickImage(product.imageUrl, product.imageVariants);
    const poster = manifest.videoWall?.videos.find((v) => v.posterUrl)?.posterUrl;
    if (poster) return pickImage(poster, undefined);
    if (manifest.theme.logoUrl) return pickImage(manifest.theme.logoUrl, manifest.theme.logoVariants);
  }
  return pickImage(brandLogoUrl, undefined);
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** The card's own sentences, in the languages the viewer speaks; others read English. */
const PHRASES: Record<
  string,
  {
    inThreeD: (brand: string) => string;
    explore: (name: string, brand: string) => string;
    scenes: (count: number, names: string) => string;
    products: (count: number) => string;
  }
> = {
  en: {
    inThreeD: (brand) => `${brand} in 3D.`,
    explore: (name, brand) => `Explore ${name} by ${brand} in 3D`,
    scenes: (count, names) => `${count} scenes: ${names}`,
    products: (count) => `${count} ${count === 1 ? "product" : "products"} to discover`,
  },
  fr: {
    inThreeD: (brand) => `${brand} en 3D.`,
    explore: (name, brand) => `Découvrez ${name} en 3D, par ${brand}`,
    scenes: (count, names) => `${count} scènes : ${names}`,
    products: (count) => `${count} ${count <= 1 ? "produit" : "produits"} à découvrir`,
  },
  de: {
    inThreeD: (brand) => `${brand} in 3D.`,
    explore: (name, brand) => `Entdecken Sie ${name} von ${brand} in 3D`,
    scenes: (count, names) => `${count} Szenen: ${names}`,
    products: (count) => `${count} ${count === 1 ? "Produkt" : "Produkte"} zu entdecken`,
  },
};

/** The host's greeting when the experience has one (the brand's own words), else a sentence from its content. */
export function shareDescriptionOf(manifest: Manifest | null, brandName: string, language = "en"): string {
  const phrases = PHRASES[language] ?? PHRASES.en!;
  if (!manifest) return clip(phrases.inThreeD(brandName));
  if (manifest.host?.greeting.trim()) return clip(manifest.host.greeting);
  const scenes = manifest.scenes.map((s) => s.name).filter(Boolean);
  const products = manifest.products.length;
  const parts = [phrases.explore(manifest.name, brandName)];
  if (scenes.length > 1) parts.push(phrases.scenes(scenes.length, scenes.join(", ")));
  if (products > 0) parts.push(phrases.products(products));
  return clip(`${parts.join(" · ")}.`);
}

/**
 * The card of what the placement shows now (404 for an unknown placement, like the viewer's own
 * call), in the first of `preferred` (the reader's languages) the experience is translated into.
 */
export async function loadShareCard(
  placementId: string,
  { now = Date.now(), preferred = [] }: { now?: number; preferred?: readonly string[] } = {},
): Promise<ShareCard> {
  const { placement, maxAgeSeconds, brandDoc, keyedByVisitorId } = await resolvePublicPlacement(placementId, now);
  const experience = placement.experience;
  let manifest: Manifest | null = null;
  if (experience) {
    const published = await getPublishedManifest(placement.brand.id, experience.id, experience.publishedVersion).catch((error: unknown) => {
      // A version withdrawn or removed a moment ago: the card falls back to the brand's.
      if ((error as { code?: string }).code === "not-found") return null;
      throw error;
    });
    if (published && !published.withdrawn) manifest = published.manifest;
  }
  const language = manifest?.languages ? contentLanguageOf(manifest, preferred) : null;
  const shown = manifest && language ? localiseManifest(manifest, language) : manifest;
  return {
    placementId,
    title: shown?.name ?? placement.brand.name,
    language,
    otherLanguages: manifest?.languages?.available.filter((other) => other !== language) ?? [],
    brandName: placement.brand.name,
    description: shareDescriptionOf(shown, placement.brand.name, language ?? undefined),
    image: shareImageOf(manifest, placement.brand.logoUrl, experience?.picture ?? null),
    showsExperience: Boolean(manifest),
    embedOrigins: brandDoc.embedOrigins ?? [],
    maxAgeSeconds,
    preloads: [
      // The viewer asks for the address the page preloaded when there is one; where the answer
      // depends on the visitor's id (kept in their browser), it must ask itself, with the id.
      ...(keyedByVisitorId ? [] : [{ href: buildPath(publicEndpoints.resolvePlacement.path, { placementId }), as: "fetch" as const }]),
      ...(manifest && experience
        ? [
            {
              href: buildPath(publicEndpoints.getPublishedManifest.path, {
                brandId: placement.brand.id,
                experienceId: experience.id,
                version: String(experience.publishedVersion),
              }),
              as: "fetch" as const,
            },
          ]
        : []),
      ...(manifest && experience?.picture
        ? [
            { href: experience.picture.portrait.url, as: "image" as const, media: "(orientation: portrait)" },
            { href: experience.picture.landscape.url, as: "image" as const, media: "(orientation: landscape)" },
          ]
        : []),
    ],
  };
}
