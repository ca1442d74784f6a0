import { describe, expect, it } from "vitest";
import { defaultHost, type Host, type Scene } from "@vitrine/contract";
import { draftFromHost, hostUpdateFromDraft, initials, isHostDirty, segmentsByScene } from "./host-draft";

const host: Host = { ...defaultHost(), enabled: true, name: "Ava", segmentLines: { sofa: "Sit down.", gone: "Old line" } };
const segmentIds = new Set(["sofa", "lamp"]);

describe("host drafts", () => {
  it("starts clean, ignoring lines of deleted segments and blank ones", () => {
    const draft = draftFromHost(host);
    expect(isHostDirty(draft, host, segmentIds)).toBe(false);
    expect(isHostDirty({ ...draft, segmentLines: { ...draft.segmentLines, lamp: "  " } }, host, segmentIds)).toBe(false);
    expect(isHostDirty({ ...draft, segmentLines: { ...draft.segmentLines, lamp: "Light" } }, host, segmentIds)).toBe(true);
    expect(isHostDirty({ ...draft, avatar: { kind: "model", libraryObjectId: "m1" } }, host, segmentIds)).toBe(true);
  });

  it("sends only lines of existing segments, and the avatar only when changed", () => {
    const draft = draftFromHost(host);
    expect(hostUpdateFromDraft(draft, host, segmentIds).data).toEqual({
      enabled: true,
      name: "Ava",
      greeting: host.greeting,
      segmentLines: { sofa: "Sit down." },
    });
    expect(hostUpdateFromDraft({ ...draft, avatar: { kind: "image", url: "https://x", uploadId: "u1" } }, host, segmentIds).data).toMatchObject({
      avatar: { kind: "image", uploadId: "u1" },
    });
    const saved: Host = { ...host, avatar: { kind: "model", libraryObjectId: "m1" } };
    expect(hostUpdateFromDraft(draftFromHost(saved), saved, segmentIds).data).not.toHaveProperty("avatar");
    expect(hostUpdateFromDraft({ ...draftFromHost(saved), avatar: { kind: "none" } }, saved, segmentIds).data).toMatchObject({ avatar: null });
  });

  it("asks for a pick before saving a half-chosen avatar, and checks lengths with the contract", () => {
    const draft = draftFromHost(host);
    expect(hostUpdateFromDraft({ ...draft, avatar: { kind: "model", libraryObjectId: null } }, host, segmentIds).errors).toEqual({
      avatar: "Pick a model from the library, or choose no avatar.",
    });
    expect(hostUpdateFromDraft({ ...draft, name: "" }, host, segmentIds).errors).toEqual({ name: "The host needs a name" });
  });

  it("lists segments scene by scene in order, and makes initials", () => {
    const scene = (id: string, order: number, segments: string[]) =>
      ({ id, name: id, order, segments: segments.map((s) => ({ id: s, title: s, camera: null, objectIds: [] })) }) as unknown as Scene;
    expect(segmentsByScene([scene("b", 1, ["lamp"]), scene("a", 0, ["sofa"])]).map((s) => s.sceneId)).toEqual(["a", "b"]);
    expect([initials("Ava Stone"), initials("ava"), initials("  ")]).toEqual(["AS", "AV", "?"]);
  });
});
