/**
 * Turns an experience's content, as loaded from Firestore, into the manifest the public viewer
 * reads, and lists what would make that manifest broken. Pure: no I/O, so both are unit-tested
 * on plain objects.
 */
import {
  forEachContentText,
  MANIFEST_SCHEMA_VERSION,
  manifestSchema,
  type AiChat,
  type BrandLanguages,
  type CameraPoints,
  type Host,
  type ImageVariant,
  type Manifest,
  type ManifestProblem,
  type ManifestSummary,
  type SceneObject,
  type Segment,
  type SurveyQuestion,
  type Theme,
  type Vec3,
  type VideoWall,
} from "@vitrine/contract";

export interface LibraryModelContent {
  id: string;
  name: string;
  /** The optimised GLB once processing finished; the original until then. */
  url: string;
  bytes: number;
  status: "processing" | "ready" | "failed";
  /** The delivery variants that were made (a missing one is left out). */
  variants?: { name: "phone" | "desktop"; url: string; bytes: number; triangles: number }[];
  /** The USDZ for AR Quick Look, when one was made, and the AR placement. */
  ar?: { usdz: string; placement: "floor" | "wall"; variants?: Record<string, string> };
  /** Names of its material variants (KHR_materials_variants); absent or empty when it has none. */
  materialVariants?: string[];
  /** Its size in the room, in metres; absent when the file's bounding box is not known. */
  realWorldSize?: { width: number; height: number; depth: number };
}

export interface SetContent {
  id: string;
  name: string;
  backdropObjectId: string | null;
  lighting: Manifest["sets"][string]["lighting"];
  background: string;
  floor: Manifest["sets"][string]["floor"];
}

export interface VideoContent {
  id: string;
  title: string;
  url: string;
  posterUrl: string | null;
  durationSeconds: number | null;
}

export interface ProductContent {
  id: string;
  sku: string;
  name: string;
  description: string;
  price: number;
  currency: string;
  imageUrl: string | null;
  imageVariants: ImageVariant[];
  url: string | null;
  hotspot: { sceneId: string; position: Vec3 } | null;
  /** The model whose material variants `options` are, and the option shown first; absent for a product without options. */
  modelId?: string | null;
  options?: { variant: string; name: string; sku: string; price: number; url: string | null }[];
  defaultOption?: string | null;
  /** The viewer offers the size of the model showing it. */
  showDimensions?: boolean;
  /** Position in the products list, when the editor orders them. */
  order: number | null;
}

export interface VirtualObjectOverride {
  displayName: string | null;
  scale: number;
  interactive: boolean;
  productId: string | null;
}

export interface SurveyContent {
  id: string;
  title: string;
  status: "active" | "archived";
  questions: SurveyQuestion[];
}

export interface SceneContent {
  id: string;
  name: string;
  order: number;
  setId: string | null;
  objects: SceneObject[];
  segments: Segment[];
  tags: string[];
  camera: CameraPoints;
}

/** Everything a manifest is built from. Referenced documents that do not exist are simply absent. */
export interface ExperienceContent {
  brandId: string;
  experienceId: string;
  brandName: string;
  experience: {
    name: string;
    status: "draft" | "published" | "archived";
    surveyId: string | null;
    theme: Theme;
    host: Host;
    videoWall: VideoWall;
    aiChat: AiChat;
  };
  scenes: SceneContent[];
  products: ProductContent[];
  /** Per-experience overrides by library object id; a model without one uses the defaults. */
  virtualObjects: Record<string, VirtualObjectOverride>;
  libraryObjects: Record<string, LibraryModelContent>;
  sets: Record<string, SetContent>;
  videos: Record<string, VideoContent>;
  /** The experience's survey, when `surveyId` names one that exists. */
  survey: SurveyContent | null;
  /** The brand's languages; absent means its default only. */
  languages?: BrandLanguages;
  /** Stored translations per language of `languages.others`. */
  translations?: Record<string, Record<string, { text: string; source?: string }>>;
}

/** How a model shows when the experience never overrode it (the virtual objects screen's defaults). */
export const DEFAULT_VIRTUAL_OBJECT: VirtualObjectOverride = { displayName: null, scale: 1, interactive: true, productId: null };

export interface ManifestMeta {
  version: number | null;
  publishedAt: string | null;
}

const DRAFT: ManifestMeta = { version: null, publishedAt: null };

const byOrder = <T extends { order: number; id: string }>(a: T, b: T) => a.order - b.order || a.id.localeCompare(b.id);

const sortedScenes = (content: ExperienceContent) => [...content.scenes].sort(byOrder);

const sortedProducts = (content: ExperienceContent) =>
  [...content.products].sort(
    (a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );

const isUsable = (model: LibraryModelContent | undefined): model is LibraryModelContent => model !== undefined && model.status === "ready";

const placesVideoWall = (content: ExperienceContent) => content.scenes.some((scene) => scene.objects.some((object) => object.kind === "videoWall"));

/** The wall's videos in reading order, at most one per cell. */
const wallVideoIds = (wall: VideoWall) => wall.videoIds.slice(0, wall.rows * wall.columns);

/**
 * The manifest of `content`. Whatever is broken is left out (a model that is missing, a set that
 * was deleted...) so the result is always a manifest a viewer can show; `validateForPublish` says
 * what was left out. Only an experience without scenes yields an invalid manifest.
 */
export function buildManifest(content: ExperienceContent, meta: ManifestMeta = DRAFT): Manifest {
  const { experience } = content;
  const models: Manifest["models"] = {};
  const useModel = (id: string): boolean => {
    const model = content.libraryObjects[id];
    if (!isUsable(model)) return false;
    if (!models[id]) {
      const override = content.virtualObjects[id] ?? DEFAULT_VIRTUAL_OBJECT;
      const productExists = override.productId !== null && content.products.some((p) => p.id === override.productId);
      models[id] = {
        name: override.displayName?.trim() || model.name,
        url: model.url,
        bytes: model.bytes,
        ...(model.variants?.length
          ? { variants: Object.fromEntries(model.variants.map(({ name, url, bytes, triangles }) => [name, { url, bytes, triangles }])) }
          : {}),
        ...(model.ar ? { ar: model.ar } : {}),
        interactive: override.interactive,
        productId: productExists ? override.productId : null,
        scale: override.scale,
      };
    }
    return true;
  };

  const sets: Manifest["sets"] = {};
  const useSet = (id: string | null): string | null => {
    const set = id ? content.sets[id] : undefined;
    if (!set) return null;
    if (!sets[set.id]) {
      const backdrop = set.backdropObjectId && useModel(set.backdropObjectId) ? set.backdropObjectId : null;
      sets[set.id] = {
        name: set.name,
        lighting: set.lighting,
        background: set.background,
        floor: { kind: set.floor.kind, color: set.floor.color, size: set.floor.size },
        backdropModelId: backdrop,
      };
    }
    return set.id;
  };

  const scenes = sortedScenes(content);
  const manifestScenes: Manifest["scenes"] = scenes.map((scene) => {
    const objects: Manifest["scenes"][number]["objects"] = [];
    for (const object of scene.objects) {
      if (object.kind === "videoWall") objects.push({ id: object.id, kind: "videoWall", transform: object.transform });
      else if (useModel(object.libraryObjectId)) {
        // A variant the model no longer has (reprocessed since it was chosen) leaves it in its own look.
        const variant = object.variant && content.libraryObjects[object.libraryObjectId]?.materialVariants?.includes(object.variant) ? object.variant : null;
        objects.push({ id: object.id, kind: "model", modelId: object.libraryObjectId, transform: object.transform, ...(variant && { variant }) });
      }
    }
    const kept = new Set(objects.map((o) => o.id));
    return {
      id: scene.id,
      name: scene.name,
      tags: [...scene.tags],
      camera: scene.camera,
      setId: useSet(scene.setId),
      // A segment only highlights objects that made it into the manifest.
      segments: scene.segments.map((segment) => ({ ...segment, objectIds: segment.objectIds.filter((id) => kept.has(id)) })),
      objects,
    };
  });

  const sceneIds = new Set(scenes.map((s) => s.id));
  // A product's size is its model's: the one a scene shows it with (tapping it opens the product).
  const dimensionsOf = (productId: string): { dimensions?: { width: number; height: number; depth: number } } => {
    const shown = Object.entries(models).find(([, m]) => m.productId === productId);
    const size = shown && content.libraryObjects[shown[0]]?.realWorldSize;
    return size && size.width + size.height + size.depth > 0 ? { dimensions: size } : {};
  };
  const products: Manifest["products"] = sortedProducts(content).map((p) => ({
    id: p.id,
    sku: p.sku,
    name: p.name,
    description: p.description,
    price: p.price,
    currency: p.currency,
    imageUrl: p.imageUrl,
    // Only when there are copies: an experience without uploaded images publishes the same
    // manifest (and ETag) as before copies existed, so nothing shows as changed.
    ...(p.imageVariants?.length ? { imageVariants: p.imageVariants } : {}),
    url: p.url,
    hotspot: p.hotspot && sceneIds.has(p.hotspot.sceneId) ? { sceneId: p.hotspot.sceneId, position: p.hotspot.position } : null,
    // Only with options, for the same reason as the image copies.
    ...(p.options?.length
      ? {
          modelId: p.modelId ?? null,
          options: p.options.map((o) => ({ variant: o.variant, name: o.name, sku: o.sku, price: o.price, url: o.url })),
          defaultOption: p.defaultOption ?? p.options[0]!.variant,
        }
      : {}),
    ...(p.showDimensions && dimensionsOf(p.id)),
  }));

  const wall = experience.videoWall;
  const videoWall: Manifest["videoWall"] = placesVideoWall(content)
    ? {
        rows: wall.rows,
        columns: wall.columns,
        autoplay: wall.autoplay,
        muted: wall.muted,
        loop: wall.loop,
        videos: wallVideoIds(wall)
          .map((id) => content.videos[id])
          .filter((v): v is VideoContent => v !== undefined)
          .map((v) => ({ id: v.id, title: v.title, url: v.url, posterUrl: v.posterUrl, durationSeconds: v.durationSeconds })),
      }
    : null;

  const segmentIds = new Set(scenes.flatMap((s) => s.segments.map((segment) => segment.id)));
  const host = experience.host;
  let manifestHost: Manifest["host"] = null;
  if (host.enabled) {
    let avatar: NonNullable<Manifest["host"]>["avatar"] = null;
    if (host.avatar?.kind === "image") {
      avatar = { kind: "image", url: host.avatar.url, ...(host.avatar.variants?.length ? { variants: host.avatar.variants } : {}) };
    } else if (host.avatar?.kind === "model" && useModel(host.avatar.libraryObjectId)) {
      avatar = { kind: "model", modelId: host.avatar.libraryObjectId };
    }
    manifestHost = {
      name: host.name,
      avatar,
      greeting: host.greeting,
      // Lines of segments that no longer exist, or left empty, say nothing.
      segmentLines: Object.fromEntries(Object.entries(host.segmentLines).filter(([id, line]) => segmentIds.has(id) && line.trim() !== "")),
    };
  }

  const survey = content.survey;
  const manifestSurvey: Manifest["survey"] =
    survey && survey.status === "active" && survey.id === experience.surveyId ? { id: survey.id, title: survey.title, questions: survey.questions } : null;

  const chat = experience.aiChat;
  const aiChat: Manifest["aiChat"] = chat.enabled
    ? { name: chat.name, welcomeMessage: chat.welcomeMessage, suggestedQuestions: [...chat.suggestedQuestions] }
    : null;

  const manifest: Manifest = {
    schemaVersion: MANIFEST_SCHEMA_VERSION,
    brandId: content.brandId,
    experienceId: content.experienceId,
    version: meta.version,
    publishedAt: meta.publishedAt,
    name: experience.name,
    brand: { name: content.brandName },
    theme: experience.theme,
    scenes: manifestScenes,
    models,
    sets,
    products,
    videoWall,
    host: manifestHost,
    survey: manifestSurvey,
    aiChat,
  };
  return withTranslations(manifest, content);
}

/**
 * Freezes the brand's other languages into the manifest: per language, the translations of texts
 * the manifest holds. A brand with one language publishes exactly what it did before languages
 * existed (same bytes, same ETag).
 */
function withTranslations(manifest: Manifest, content: ExperienceContent): Manifest {
  const languages = content.languages;
  if (!languages || languages.others.length === 0) return manifest;
  const translations: Record<string, Record<string, string>> = {};
  for (const language of languages.others) {
    const stored = content.translations?.[language] ?? {};
    const texts: Record<string, string> = {};
    forEachContentText(manifest, (key) => {
      if (stored[key]?.text) texts[key] = stored[key]!.text;
    });
    translations[language] = texts;
  }
  return { ...manifest, languages: { default: languages.default, available: [languages.default, ...languages.others] }, translations };
}

const quote = (text: string) => `“${text}”`;

function modelProblem(content: ExperienceContent, id: string, what: string): string | null {
  const model = content.libraryObjects[id];
  if (!model) return `${what} uses a model that is no longer in the library; remove it`;
  if (model.status === "processing") return `${what} uses the model ${quote(model.name)}, which is still being optimised; publish again in a minute`;
  if (model.status === "failed") return `${what} uses the model ${quote(model.name)}, which could not be processed; replace it`;
  return null;
}

/** Everything that would make the published manifest broken, each with where to fix it. */
export function validateForPublish(content: ExperienceContent): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const { experience } = content;

  if (experience.status === "archived") add("status", "The experience is archived; restore it before publishing");
  if (content.scenes.length === 0) add("scenes", "The experience has no scenes; add one");

  const scenes = sortedScenes(content);
  const sceneIds = new Set(scenes.map((s) => s.id));
  const checkedSets = new Set<string>();
  for (const scene of scenes) {
    const sceneName = `Scene ${quote(scene.name)}`;
    for (const object of scene.objects) {
      if (object.kind !== "model") continue;
      const problem = modelProblem(content, object.libraryObjectId, sceneName);
      if (problem) add(`scenes.${scene.id}.objects.${object.id}`, problem);
    }
    if (scene.setId) {
      const set = content.sets[scene.setId];
      if (!set) add(`scenes.${scene.id}.setId`, `${sceneName} uses a set that no longer exists; pick another set`);
      else if (set.backdropObjectId && !checkedSets.has(set.id)) {
        checkedSets.add(set.id);
        const problem = modelProblem(content, set.backdropObjectId, `The set ${quote(set.name)} (backdrop)`);
        if (problem) add(`sets.${set.id}.backdropObjectId`, problem);
      }
    }
  }

  if (placesVideoWall(content)) {
    const ids = wallVideoIds(experience.videoWall);
    if (ids.length === 0) add("videoWall.videoIds", "A scene shows the video wall, but the wall has no videos; add some");
    for (const id of ids) {
      if (!content.videos[id]) add(`videoWall.videoIds.${id}`, "A video of the video wall was deleted from the video library; remove or replace it");
    }
  }

  for (const product of sortedProducts(content)) {
    if (product.hotspot && !sceneIds.has(product.hotspot.sceneId)) {
      add(`products.${product.id}.hotspot`, `The hotspot of product ${quote(product.name)} is in a scene that no longer exists; place it again`);
    }
  }

  const usedModels = new Set(scenes.flatMap((s) => s.objects.flatMap((o) => (o.kind === "model" ? [o.libraryObjectId] : []))));
  const productIds = new Set(content.products.map((p) => p.id));
  for (const [id, override] of Object.entries(content.virtualObjects)) {
    if (!usedModels.has(id) || override.productId === null || productIds.has(override.productId)) continue;
    const name = override.displayName?.trim() || content.libraryObjects[id]?.name || id;
    add(`virtualObjects.${id}.productId`, `The model ${quote(name)} opens a product that no longer exists; pick another product`);
  }

  if (experience.surveyId) {
    const survey = content.survey?.id === experience.surveyId ? content.survey : null;
    if (!survey) add("surveyId", "The experience's survey no longer exists; pick another survey or none");
    else if (survey.status === "archived") add("surveyId", `The survey ${quote(survey.title)} is archived; restore it or pick another survey`);
  }

  if (experience.host.enabled && experience.host.avatar?.kind === "model") {
    const problem = modelProblem(content, experience.host.avatar.libraryObjectId, "The host's avatar");
    if (problem) add("host.avatar", problem);
  }

  // Stored settings are checked by their own screens; anything odd that still slipped in is caught here.
  if (content.scenes.length > 0) {
    const parsed = manifestSchema.safeParse(buildManifest(content));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(issue.path.join("."), issue.message);
    }
  }
  return problems;
}

export function summarizeManifest(manifest: Manifest): ManifestSummary {
  return {
    scenes: manifest.scenes.length,
    objects: manifest.scenes.reduce((sum, scene) => sum + scene.objects.length, 0),
    models: Object.keys(manifest.models).length,
    products: manifest.products.length,
    videos: manifest.videoWall?.videos.length ?? 0,
  };
}
