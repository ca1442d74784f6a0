import { updateHostSchema, type Host, type Scene, type UpdateHost } from "@vitrine/contract";
import { validate, type FieldErrors } from "@/lib/form";
import { useT } from "../messages";

export type AvatarDraft =
  | { kind: "none" }
  /** `libraryObjectId` null: the editor chose "Library model" but has not picked one yet. */
  | { kind: "model"; libraryObjectId: string | null }
  /** `uploadId` set: a new upload; unset: the saved image. `url` null: none chosen yet. */
  | { kind: "image"; url: string | null; uploadId?: string; variants?: { url: string; width: number }[] };

export interface HostDraft {
  enabled: boolean;
  name: string;
  greeting: string;
  segmentLines: Record<string, string>;
  avatar: AvatarDraft;
}

export function avatarDraftOf(avatar: Host["avatar"]): AvatarDraft {
  if (!avatar) return { kind: "none" };
  return avatar.kind === "model" ? { kind: "model", libraryObjectId: avatar.libraryObjectId } : { kind: "image", url: avatar.url, variants: avatar.variants };
}

export function draftFromHost(host: Host): HostDraft {
  return { enabled: host.enabled, name: host.name, greeting: host.greeting, segmentLines: { ...host.segmentLines }, avatar: avatarDraftOf(host.avatar) };
}

/** Segments in viewer order, with the scene each belongs to. */
export function segmentsByScene(scenes: Scene[]) {
  return [...scenes]
    .sort((a, b) => a.order - b.order)
    .map((scene) => ({ sceneId: scene.id, sceneName: scene.name, segments: scene.segments.map((s) => ({ id: s.id, title: s.title })) }));
}

const cleanLines = (lines: Record<string, string>, segmentIds: Set<string>) =>
  Object.fromEntries(
    Object.entries(lines)
      .map(([id, line]) => [id, line.trim()] as const)
      .filter(([id, line]) => line !== "" && segmentIds.has(id)),
  );

function avatarChanged(draft: AvatarDraft, saved: Host["avatar"]): boolean {
  const before = avatarDraftOf(saved);
  if (draft.kind !== before.kind) return true;
  if (draft.kind === "model") return draft.libraryObjectId !== (before as { libraryObjectId: string }).libraryObjectId;
  if (draft.kind === "image") return Boolean(draft.uploadId);
  return false;
}

export function isHostDirty(draft: HostDraft, host: Host, segmentIds: Set<string>): boolean {
  const lines = cleanLines(draft.segmentLines, segmentIds);
  const savedLines = cleanLines(host.segmentLines, segmentIds);
  return (
    draft.enabled !== host.enabled ||
    draft.name.trim() !== host.name ||
    draft.greeting.trim() !== host.greeting ||
    JSON.stringify(Object.entries(lines).sort()) !== JSON.stringify(Object.entries(savedLines).sort()) ||
    avatarChanged(draft.avatar, host.avatar)
  );
}

/** The PUT body: lines only for segments that still exist, the avatar only when it changed. */
export function hostUpdateFromDraft(
  draft: HostDraft,
  host: Host,
  segmentIds: Set<string>,
): { data: UpdateHost; errors: null } | { data: null; errors: FieldErrors } {
  const body: UpdateHost = {
    enabled: draft.enabled,
    name: draft.name,
    greeting: draft.greeting,
    segmentLines: cleanLines(draft.segmentLines, segmentIds),
  };
  if (avatarChanged(draft.avatar, host.avatar)) {
    const avatar = draft.avatar;
    if (avatar.kind === "none") body.avatar = null;
    else if (avatar.kind === "model") {
      if (!avatar.libraryObjectId) return { data: null, errors: { avatar: useT.now("errors.pickModel") } };
      body.avatar = { kind: "model", libraryObjectId: avatar.libraryObjectId };
    } else {
      if (!avatar.uploadId) return { data: null, errors: { avatar: useT.now("errors.uploadImage") } };
      body.avatar = { kind: "image", uploadId: avatar.uploadId };
    }
  }
  const checked = validate(updateHostSchema, body);
  return checked.errors ? { data: null, errors: checked.errors } : { data: body, errors: null };
}

/** Initials for an avatar without a picture: "Ava Stone" -> "AS". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0]![0]! + words.at(-1)![0]! : (words[0] ?? "?").slice(0, 2)).toUpperCase();
}
