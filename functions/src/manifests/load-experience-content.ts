/**
 * Reads everything a manifest is built from, in as few round trips as Firestore allows, and
 * shapes it exactly (stored documents may carry more fields, or lack ones added later: absent
 * settings take the contract's defaults).
 */
import type { DocumentData, DocumentReference } from "firebase-admin/firestore";
import {
  defaultAiChat,
  defaultHost,
  defaultTheme,
  defaultVideoWall,
  type AiChat,
  type CameraPoints,
  type Host,
  type ImageVariant,
  type SceneObject,
  type Segment,
  type SurveyQuestion,
  type Theme,
  type Transform,
  type Vec3,
  type VideoWall,
} from "@vitrine/contract";
import { db } from "../firebase.js";
import { notFound } from "../errors.js";
import { brandLanguagesOf, storedTranslations } from "../translations/translation-docs.js";
import type {
  ExperienceContent,
  LibraryModelContent,
  ProductContent,
  SceneContent,
  SetContent,
  SurveyContent,
  VideoContent,
  VirtualObjectOverride,
} from "./build-manifest.js";
import { DEFAULT_VIRTUAL_OBJECT } from "./build-manifest.js";
import { storedUsdzVariants } from "../library/stored-usdz-variants.js";
import { realWorldSizeOf } from "../library/real-world-size.js";
import {
  brandsCol,
  experienceRef,
  libraryCol,
  productsCol,
  scenesCol,
  setsCol,
  surveysCol,
  translationsCol,
  videosCol,
  virtualObjectsCol,
} from "../firestore/collections.js";
import type { BrandDoc } from "../firestore/stored-documents.js";

const num = (value: unknown, fallback = 0) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);
const str = (value: unknown, fallback = "") => (typeof value === "string" ? value : fallback);
const strOrNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
/** Stored image variants, keeping only well-formed entries. */
const imageVariants = (value: unknown): ImageVariant[] =>
  Array.isArray(value)
    ? value
        .map(obj)
        .filter((v) => typeof v.url === "string" && typeof v.width === "number" && typeof v.height === "number")
        .map((v) => ({ url: v.url as string, width: v.width as number, height: v.height as number, contentType: "image/webp" as const }))
    : [];
const obj = (value: unknown): DocumentData => (value && typeof value === "object" && !Array.isArray(value) ? (value as DocumentData) : {});
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const vec3 = (value: unknown, fallback = 0): Vec3 => {
  const v = obj(value);
  return { x: num(v.x, fallback), y: num(v.y, fallback), z: num(v.z, fallback) };
};

const transform = (value: unknown): Transform => {
  const t = obj(value);
  return { position: vec3(t.position), rotation: vec3(t.rotation), scale: vec3(t.scale, 1) };
};

const camera = (value: unknown): CameraPoints => {
  const c = obj(value);
  return { before: vec3(c.before), position: vec3(c.position), target: vec3(c.target), after: vec3(c.after) };
};

function sceneObject(value: unknown): SceneObject | null {
  const o = obj(value);
  if (o.kind === "videoWall") return { id: str(o.id), kind: "videoWall", transform: transform(o.transform) };
  if (o.kind === "model" && typeof o.libraryObjectId === "string") {
    return {
      id: str(o.id),
      kind: "model",
      libraryObjectId: o.libraryObjectId,
      transform: transform(o.transform),
      ...(typeof o.variant === "string" && { variant: o.variant }),
    };
  }
  return null;
}

const segment = (value: unknown): Segment => {
  const s = obj(value);
  return {
    id: str(s.id),
    title: str(s.title),
    camera: s.camera ? camera(s.camera) : null,
    objectIds: arr(s.objectIds).filter((id): id is string => typeof id === "string"),
  };
};

function toScene(id: string, data: DocumentData): SceneContent {
  return {
    id,
    name: str(data.name, "Intro"),
    order: num(data.order),
    setId: strOrNull(data.setId),
    objects: arr(data.objects)
      .map(sceneObject)
      .filter((o): o is SceneObject => o !== null),
    segments: arr(data.segments).map(segment),
    tags: arr(data.tags).filter((t): t is string => typeof t === "string"),
    camera: camera(data.camera),
  };
}

function toProduct(id: string, data: DocumentData): ProductContent {
  const hotspot = data.hotspot ? obj(data.hotspot) : null;
  return {
    id,
    sku: str(data.sku),
    name: str(data.name),
    description: str(data.description),
    price: num(data.price),
    currency: str(data.currency, "EUR"),
    imageUrl: strOrNull(data.imageUrl),
    imageVariants: imageVariants(data.imageVariants),
    url: strOrNull(data.url),
    hotspot: hotspot && typeof hotspot.sceneId === "string" ? { sceneId: hotspot.sceneId, position: vec3(hotspot.position) } : null,
    modelId: strOrNull(data.modelId),
    options: (Array.isArray(data.options) ? (data.options as DocumentData[]) : []).map((o) => ({
      variant: str(o.variant),
      name: str(o.name),
      sku: str(o.sku),
      price: num(o.price),
      url: strOrNull(o.url),
    })),
    defaultOption: strOrNull(data.defaultOption),
    showDimensions: data.showDimensions === true,
    order: typeof data.order === "number" ? data.order : null,
  };
}

const toOverride = (data: DocumentData): VirtualObjectOverride => ({
  displayName: strOrNull(data.displayName),
  scale: num(data.scale, DEFAULT_VIRTUAL_OBJECT.scale),
  interactive: typeof data.interactive === "boolean" ? data.interactive : DEFAULT_VIRTUAL_OBJECT.interactive,
  productId: strOrNull(data.productId),
});

function arOf(usdz: string, data: DocumentData): NonNullable<LibraryModelContent["ar"]> {
  const variants = storedUsdzVariants(data);
  return {
    usdz,
    placement: data.arPlacement === "wall" ? "wall" : "floor",
    // Only models with material variants list them, so other manifests (and their ETags) stay as they were.
    ...(variants.length > 0 && { variants: Object.fromEntries(variants.map((v) => [v.name, v.usdz])) }),
  };
}

const toLibraryModel = (id: string, data: DocumentData): LibraryModelContent => ({
  id,
  name: str(data.name, id),
  // `glb` is the optimised file once processing is done, and the original before (or when it saved nothing).
  url: str(data.glb),
  bytes: Math.round(num(data.size)),
  status: data.status === "processing" || data.status === "failed" ? data.status : "ready",
  variants: ((data.variants ?? []) as { name?: unknown; glb?: unknown; size?: unknown; triangles?: unknown }[]).flatMap((v) =>
    (v.name === "phone" || v.name === "desktop") && typeof v.glb === "string"
      ? [{ name: v.name, url: v.glb, bytes: Math.round(num(v.size)), triangles: Math.round(num(v.triangles)) }]
      : [],
  ),
  ...(typeof data.usdz === "string" ? { ar: arOf(data.usdz, data) } : {}),
  ...(Array.isArray(data.materialVariants) && { materialVariants: (data.materialVariants as unknown[]).filter((v): v is string => typeof v === "string") }),
  ...(data.bbox && { realWorldSize: realWorldSizeOf(data) }),
});

function toSet(id: string, data: DocumentData): SetContent {
  const floor = obj(data.floor);
  return {
    id,
    name: str(data.name),
    backdropObjectId: strOrNull(data.backdropObjectId),
    lighting: data.lighting ?? "studio",
    background: str(data.background, "#f5f5f4"),
    floor: { kind: floor.kind ?? "color", color: str(floor.color, "#e5e7eb"), size: num(floor.size, 20) },
  };
}

const toVideo = (id: string, data: DocumentData): VideoContent => ({
  id,
  title: str(data.title),
  url: str(data.url),
  posterUrl: strOrNull(data.posterUrl),
  durationSeconds: typeof data.durationSeconds === "number" ? data.durationSeconds : null,
});

function toQuestion(value: unknown): SurveyQuestion {
  const q = obj(value);
  return {
    id: str(q.id),
    field: str(q.field),
    type: q.type,
    label: str(q.label),
    required: q.required === true,
    ...(Array.isArray(q.choices) ? { choices: q.choices.filter((c): c is string => typeof c === "string") } : {}),
  };
}

/** Stored settings over the contract's defaults, keeping only the fields the contract knows. */
function settings(data: DocumentData) {
  const t = { ...defaultTheme(), ...obj(data.theme) };
  const colors = { ...defaultTheme().colors, ...obj(t.colors) };
  const theme: Theme = {
    colors: { primary: colors.primary, background: colors.background, text: colors.text, accent: colors.accent },
    fontFamily: t.fontFamily,
    logoUrl: strOrNull(t.logoUrl),
    // Absent without copies, so a manifest without an uploaded logo is the same as before they existed.
    ...(imageVariants(t.logoVariants).length > 0 ? { logoVariants: imageVariants(t.logoVariants) } : {}),
    buttonStyle: t.buttonStyle,
    loadingText: str(t.loadingText),
  };
  const h = { ...defaultHost(), ...obj(data.host) };
  const avatar = obj(h.avatar);
  const host: Host = {
    enabled: h.enabled === true,
    name: str(h.name),
    avatar:
      avatar.kind === "model" && typeof avatar.libraryObjectId === "string"
        ? { kind: "model", libraryObjectId: avatar.libraryObjectId }
        : avatar.kind === "image" && typeof avatar.url === "string"
          ? { kind: "image", url: avatar.url, variants: imageVariants(avatar.variants) }
          : null,
    greeting: str(h.greeting),
    segmentLines: Object.fromEntries(Object.entries(obj(h.segmentLines)).filter((entry): entry is [string, string] => typeof entry[1] === "string")),
  };
  const w = { ...defaultVideoWall(), ...obj(data.videoWall) };
  const videoWall: VideoWall = {
    rows: Math.max(1, Math.round(num(w.rows, 1))),
    columns: Math.max(1, Math.round(num(w.columns, 1))),
    videoIds: arr(w.videoIds).filter((id): id is string => typeof id === "string"),
    autoplay: w.autoplay !== false,
    muted: w.muted !== false,
    loop: w.loop !== false,
  };
  const c = { ...defaultAiChat(), ...obj(data.aiChat) };
  const aiChat: AiChat = {
    enabled: c.enabled === true,
    name: str(c.name),
    persona: str(c.persona),
    welcomeMessage: str(c.welcomeMessage),
    suggestedQuestions: arr(c.suggestedQuestions).filter((q): q is string => typeof q === "string"),
    knowledge: [],
    recommendProducts: c.recommendProducts !== false,
  };
  return { theme, host, videoWall, aiChat };
}

/** Reads the given documents at once; returns those that exist by id. */
async function getMany(refs: DocumentReference[]): Promise<Map<string, DocumentData>> {
  const found = new Map<string, DocumentData>();
  if (refs.length === 0) return found;
  for (const snap of await db().getAll(...refs)) {
    if (snap.exists) found.set(snap.id, snap.data()!);
  }
  return found;
}

export async function loadExperienceContent(brandId: string, experienceId: string): Promise<ExperienceContent> {
  const expRef = experienceRef(brandId, experienceId);
  const [brand, experience, scenes, products, overrides, translationDocs] = await Promise.all([
    brandsCol().doc(brandId).get(),
    expRef.get(),
    scenesCol(brandId, experienceId).get(),
    productsCol(brandId, experienceId).get(),
    virtualObjectsCol(brandId, experienceId).get(),
    translationsCol(brandId, experienceId).get(),
  ]);
  if (!brand.exists || !experience.exists) throw notFound("Experience");
  const data = experience.data()!;
  const { theme, host, videoWall, aiChat } = settings(data);
  const surveyId = strOrNull(data.surveyId);
  const sceneContents = scenes.docs.map((d) => toScene(d.id, d.data()));

  const setIds = [...new Set(sceneContents.flatMap((s) => (s.setId ? [s.setId] : [])))];
  const [setDocs, videoDocs, surveySnap] = await Promise.all([
    getMany(setIds.map((id) => setsCol(brandId).doc(id))),
    getMany(videoWall.videoIds.map((id) => videosCol(brandId).doc(id))),
    surveyId ? surveysCol(brandId).doc(surveyId).get() : Promise.resolve(null),
  ]);
  const sets = Object.fromEntries([...setDocs].map(([id, d]) => [id, toSet(id, d)]));

  const modelIds = new Set<string>();
  for (const scene of sceneContents) for (const o of scene.objects) if (o.kind === "model") modelIds.add(o.libraryObjectId);
  for (const set of Object.values(sets)) if (set.backdropObjectId) modelIds.add(set.backdropObjectId);
  if (host.avatar?.kind === "model") modelIds.add(host.avatar.libraryObjectId);
  const libraryDocs = await getMany([...modelIds].map((id) => libraryCol().doc(id)));
  const tenantId = brand.get("tenantId");
  const libraryObjects: Record<string, LibraryModelContent> = {};
  for (const [id, d] of libraryDocs) {
    // Another workspace's model is as good as missing: never publish a URL the brand may not use.
    if (d.tenantId == null || d.tenantId === tenantId) libraryObjects[id] = toLibraryModel(id, d);
  }

  const languages = brandLanguagesOf(brand.data() as BrandDoc);
  const translations = Object.fromEntries(translationDocs.docs.filter((d) => languages.others.includes(d.id)).map((d) => [d.id, storedTranslations(d.data())]));

  const surveyData = surveySnap?.exists ? surveySnap.data()! : null;
  const survey: SurveyContent | null = surveyData
    ? {
        id: surveySnap!.id,
        title: str(surveyData.title),
        status: surveyData.status === "archived" ? "archived" : "active",
        questions: arr(surveyData.questions).map(toQuestion),
      }
    : null;

  return {
    brandId,
    experienceId,
    brandName: str(brand.get("name")),
    experience: {
      name: str(data.name),
      status: data.status === "archived" || data.status === "published" ? data.status : "draft",
      surveyId,
      theme,
      host,
      videoWall,
      aiChat,
    },
    scenes: sceneContents,
    products: products.docs.map((d) => toProduct(d.id, d.data())),
    virtualObjects: Object.fromEntries(overrides.docs.map((d) => [d.id, toOverride(d.data())])),
    libraryObjects,
    sets,
    videos: Object.fromEntries([...videoDocs].map(([id, d]) => [id, toVideo(id, d)])),
    survey,
    languages,
    translations,
  };
}
