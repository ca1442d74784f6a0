import { describe, expect, it } from "vitest";
import { defaultVideoWall } from "@vitrine/contract";
import { cellCount, draftFromWall, formatDuration, moveVideo, overflow, putVideo, removeVideo } from "./wall-draft";

describe("wall draft", () => {
  it("fills an empty cell in reading order and replaces a filled one", () => {
    expect(putVideo(["a"], 3, "b")).toEqual(["a", "b"]);
    expect(putVideo(["a", "b"], 0, "c")).toEqual(["c", "b"]);
  });

  it("moves later videos up when one is removed", () => {
    expect(removeVideo(["a", "b", "c"], 1)).toEqual(["a", "c"]);
  });

  it("moves a video, clamping to the list", () => {
    expect(moveVideo(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveVideo(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveVideo(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
    expect(moveVideo(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });

  it("counts cells and the videos that no longer fit", () => {
    const draft = { ...draftFromWall(defaultVideoWall()), videoIds: ["a", "b", "c"] };
    expect(cellCount(draft)).toBe(2);
    expect(overflow(draft)).toBe(1);
    expect(overflow({ ...draft, rows: 2 })).toBe(0);
  });

  it("formats durations", () => {
    expect(formatDuration(5)).toBe("0:05");
    expect(formatDuration(65.4)).toBe("1:05");
    expect(formatDuration(3723)).toBe("1:02:03");
  });
});
