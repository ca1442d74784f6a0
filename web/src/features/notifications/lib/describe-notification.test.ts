import { notificationKinds } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { useT } from "../messages";
import { badgeCount, describeNotification } from "./describe-notification";

describe("describeNotification", () => {
  const t = useT.now;

  it("names who did what to which experience, for every kind", () => {
    for (const kind of notificationKinds) {
      const line = describeNotification(t, { kind, actor: { uid: "u1", name: "Ada" }, experienceName: "Spring window" });
      expect(line, kind).toContain("Spring window");
      expect(line, kind).not.toMatch(/[{}]/);
    }
    expect(describeNotification(t, { kind: "publish_requested", actor: { uid: "u1", name: "Ada" }, experienceName: "Spring window" })).toBe(
      "Ada asks to publish “Spring window”",
    );
  });

  it("says Someone for a person without a name", () => {
    expect(describeNotification(t, { kind: "comment_reply", actor: { uid: "u1", name: null }, experienceName: "X" })).toBe(
      "Someone replied to your comment on “X”",
    );
  });
});

describe("badgeCount", () => {
  it("caps the bell's count at 99+", () => {
    expect([0, 7, 99, 100, 2500].map(badgeCount)).toEqual(["0", "7", "99", "99+", "99+"]);
  });
});
