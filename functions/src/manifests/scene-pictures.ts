/**
 * Pictures of a published version's scenes, drawn once after it is published: the share card's
 * image (1200×630) and the viewer's poster on a phone held upright, shown while the 3D loads and
 * instead of it where WebGL is missing. They are kept beside the version (`pictures`), never in its
 * content, which stays the exact text its ETag was made of; the experience mirrors the pictures of
 * the version it publishes (`publishedPictures`) so the public resolver reads no other document.
 */
import { FieldValue } from "firebase-admin/firestore";
import { manifestSchema, SCENE_FRAMING, type Manifest, type ScenePicture } from "@vitrine/contract";
import { config } from "../config.js";
import { readModel } from "../images/scene-picture/world-meshes.js";
import { renderScenePicture, type PictureModel } from "../images/scene-picture/render-scene-picture.js";
import { db } from "../firebase.js";
import { logs } from "../logs.js";
import { blobStore } from "../storage/blob-store.js";
import { versionPicturesPrefix } from "./picture-keys.js";
import { experienceRef, libraryCol, manifestsCol } from "../firestore/collections.js";

/**
 * The sizes drawn: a link preview's card, and a phone's screen held upright (a tall one: shown
 * cropped to fill shorter screens, it loses sky and floor, not the scene's sides). `fitAspect` is
 * the narrowest screen each must survive being cropped to with the content whole: a 4:3 tablet for
 * the wide picture, which also fills desktops; a 9:19.5 phone for the upright one.
 */
export const PICTURE_SIZES = {
  landscape: { width: 1200, height: 630, fitAspect: SCENE_FRAMING.widestAspect },
  portrait: { width: 720, height: 1560, fitAspect: 9 / 19.5 },
} as const;

/** A version with many scenes gets pictures of its first ones: only the first is shown before the 3D. */
const MAX_SCENES = 8;

/** The model file a picture is drawn from: the smallest the library made (the phone variant), else the optimised file, else the original. */
async function modelBytes(modelId: string): Promise<Uint8Array | null> {
  const snap = await libraryCol().doc(modelId).get();
  const data = snap.data();
  if (!data) return null;
  const phone = (data.variants as { name: string; key?: string }[] | undefined)?.find((v) => v.name === "phone" && v.key)?.key;
  const key = phone ?? data.optimizedKey ?? data.originalKey;
  if (typeof key === "string") return blobStore().read(key);
  // The global samples are files the site itself serves, not uploads.
  if (data.tenantId === null && typeof data.glb === "string" && data.glb.startsWith("/")) {
    const res = await fetch(new URL(data.glb, config.publicBaseUrl));
    if (!res.ok) throw new Error(`Sample model ${modelId} answered ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }
  return null;
}

async function loadModels(manifest: Manifest, scenes: Manifest["scenes"]): Promise<Map<string, PictureModel>> {
  const ids = new Set(scenes.flatMap((s) => s.objects.flatMap((o) => (o.kind === "model" ? [o.modelId] : []))));
  const models = new Map<string, PictureModel>();
  for (const id of ids) {
    try {
      const bytes = await modelBytes(id);
      if (bytes) models.set(id, { doc: await readModel(bytes), scale: manifest.models[id]?.scale ?? 1 });
    } catch (error) {
      // One unreadable model leaves a gap in the picture, not a version without pictures.
      logs.scenePictureModelSkipped(id, error);
    }
  }
  return models;
}

/**
 * Draws and stores the pictures of one published version, then records them on the version and,
 * while it is still the published one, on the experience. A version that has its pictures is left
 * alone, so a redelivered event draws nothing twice.
 */
export async function renderManifestPictures(brandId: string, experienceId: string, version: number): Promise<void> {
  const ref = manifestsCol(brandId, experienceId).doc(String(version));
  const snap = await ref.get();
  // A withdrawn version is off the public: it gets no pictures.
  if (!snap.exists || snap.get("pictures") || snap.get("withdrawnAt")) return;
  const manifest = manifestSchema.parse(JSON.parse(snap.get("content") as string));
  const scenes = manifest.scenes.slice(0, MAX_SCENES);
  const models = await loadModels(manifest, scenes);
  const store = blobStore();
  const pictures: Record<string, ScenePicture> = {};
  for (const scene of scenes) {
    const set = scene.setId ? (manifest.sets[scene.setId] ?? null) : null;
    const picture: Partial<ScenePicture> = {};
    for (const [shape, size] of Object.entries(PICTURE_SIZES) as [keyof typeof PICTURE_SIZES, (typeof PICTURE_SIZES)[keyof typeof PICTURE_SIZES]][]) {
      const key = `${versionPicturesPrefix(brandId, experienceId, version)}${scene.id}-${shape}.jpg`;
      await store.write(key, await renderScenePicture(scene, set, models, size), "image/jpeg");
      picture[shape] = { url: await store.publish(key), width: size.width, height: size.height };
    }
    pictures[scene.id] = picture as ScenePicture;
  }
  const first = pictures[manifest.scenes[0]!.id] ?? null;
  const recorded = await db().runTransaction(async (tx) => {
    const [experience, current] = await Promise.all([tx.get(experienceRef(brandId, experienceId)), tx.get(ref)]);
    if (current.get("withdrawnAt")) return false;
    tx.update(ref, { pictures, picturesAt: FieldValue.serverTimestamp() });
    if (experience.exists && experience.get("publishedVersion") === version && first) {
      tx.update(experience.ref, { publishedPictures: { version, ...first } });
    }
    return true;
  });
  // Withdrawn while they were drawn: the withdrawal deleted the folder before these were written.
  if (!recorded) await store.deletePrefix(versionPicturesPrefix(brandId, experienceId, version));
}
