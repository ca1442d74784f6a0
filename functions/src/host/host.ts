import { FieldValue, type DocumentData, type Transaction } from "firebase-admin/firestore";
import type { z } from "zod";
import type { Caller } from "../auth/caller.js";
import { defaultHost, hostSchema, type Host, type updateHostSchema } from "@vitrine/contract";
import { db } from "../firebase.js";
import { ApiError, invalid } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { readExperience, readyImage } from "../experiences/experience-docs.js";
import { readQuery } from "../firestore/firestore-reads.js";
import { getLibraryObject } from "../library/library.js";
import { experienceRef, scenesCol } from "../firestore/collections.js";

/** The stored host over the defaults, field by field. */
export function storedHost(data: DocumentData): Host {
  const defaults = defaultHost();
  const parsed = hostSchema.safeParse({ ...defaults, ...((data.host ?? {}) as Partial<Host>) });
  return parsed.success ? parsed.data : defaults;
}

/** Every segment id of the experience's scenes. */
async function segmentIds(brandId: string, experienceId: string, tx?: Transaction): Promise<Set<string>> {
  const scenes = await readQuery(scenesCol(brandId, experienceId), tx);
  const ids = new Set<string>();
  for (const scene of scenes.docs) {
    for (const segment of (scene.get("segments") ?? []) as { id?: unknown }[]) {
      if (typeof segment.id === "string") ids.add(segment.id);
    }
  }
  return ids;
}

/** Lines of segments that were deleted since are not shown (nor said by the viewer). */
function withoutStaleLines(host: Host, segments: Set<string>): Host {
  return { ...host, segmentLines: Object.fromEntries(Object.entries(host.segmentLines).filter(([id]) => segments.has(id))) };
}

export async function getHost(brandId: string, experienceId: string, tx?: Transaction): Promise<Host> {
  const [{ data }, segments] = await Promise.all([readExperience(brandId, experienceId, tx), segmentIds(brandId, experienceId, tx)]);
  return withoutStaleLines(storedHost(data), segments);
}

type HostInput = z.output<typeof updateHostSchema>;

async function resolveAvatar(caller: Caller, brandId: string, avatar: NonNullable<HostInput["avatar"]>): Promise<Host["avatar"]> {
  if (avatar.kind === "image") return { kind: "image", ...(await readyImage(brandId, avatar.uploadId, "avatar.uploadId")) };
  try {
    const object = await getLibraryObject(caller, avatar.libraryObjectId);
    return { kind: "model", libraryObjectId: object._id };
  } catch (err) {
    if (err instanceof ApiError && err.code === "not-found") {
      throw invalid("The avatar model is not in your library", [{ path: "avatar.libraryObjectId", message: "No such model in your library" }]);
    }
    throw err;
  }
}

export async function updateHost(caller: Caller, brandId: string, experienceId: string, input: HostInput, ifMatch?: IfMatch): Promise<Host> {
  const [, segments] = await Promise.all([readExperience(brandId, experienceId), segmentIds(brandId, experienceId)]);
  const unknown = Object.keys(input.segmentLines).filter((id) => !segments.has(id));
  if (unknown.length > 0) {
    throw invalid(
      `No segment${unknown.length === 1 ? "" : "s"} ${unknown.join(", ")} in this experience's scenes`,
      unknown.map((id) => ({ path: `segmentLines.${id}`, message: "Not a segment of this experience" })),
    );
  }
  // Field by field: `avatar` omitted keeps the current one without reading it first.
  const update: Record<string, unknown> = {
    "host.enabled": input.enabled,
    "host.name": input.name,
    "host.greeting": input.greeting,
    "host.segmentLines": Object.fromEntries(Object.entries(input.segmentLines).filter(([, line]) => line !== "")),
    updatedAt: FieldValue.serverTimestamp(),
  };
  if (input.avatar !== undefined) update["host.avatar"] = input.avatar === null ? null : await resolveAvatar(caller, brandId, input.avatar);
  await db().runTransaction(async (tx) => {
    await readExperience(brandId, experienceId, tx);
    await ifMatch?.assert(() => getHost(brandId, experienceId, tx));
    tx.update(experienceRef(brandId, experienceId), update);
  });
  return getHost(brandId, experienceId);
}
