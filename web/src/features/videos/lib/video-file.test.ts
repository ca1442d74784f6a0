import { describe, expect, it } from "vitest";
import { formatDuration, titleFromFileName, videoContentType } from "./video-file";

describe("video file helpers", () => {
  it("formats durations as m:ss and h:mm:ss, never showing a real video as 0:00", () => {
    expect(formatDuration(0.4)).toBe("0:01");
    expect(formatDuration(65.4)).toBe("1:05");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(0)).toBe("0:00");
  });

  it("turns a file name into a title", () => {
    expect(titleFromFileName("spring-campaign_final.mp4")).toBe("spring campaign final");
    expect(titleFromFileName(".webm")).toBe("Untitled video");
  });

  it("accepts MP4 and WebM, guessing from the extension when the type is missing", () => {
    expect(videoContentType(new File([""], "a.webm", { type: "" }))).toBe("video/webm");
    expect(videoContentType(new File([""], "a.mp4", { type: "video/mp4" }))).toBe("video/mp4");
    expect(videoContentType(new File([""], "a.mov", { type: "video/quicktime" }))).toBeNull();
  });
});
