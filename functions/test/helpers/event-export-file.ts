import { expect } from "chai";
import { exportDueEventHours } from "../../src/analytics/event-export.js";
import { eventExportFilesCol } from "../../src/firestore/collections.js";
import { call } from "./http.js";
import type { Workspace } from "./workspace.js";

const HOUR = 3_600_000;
/** A phone's browser: the ingest ignores what announces itself as a bot (as `node`'s fetch does). */
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/**
 * Gives the workspace's brand one hourly file of the event export, as production makes it: the
 * owner switches the export on, a visitor's events are accepted, and the hourly job runs once the
 * hour has ended. Returns the file's path in the workspace's export folder.
 */
export async function writeOneEventExportFile(ws: Workspace, experienceId: string): Promise<string> {
  const token = ws.users.owner.token;
  const on = await call("PUT", "/v1/tenants/me/event-export", { token, json: { enabled: true } });
  expect(on.status, on.text).to.equal(200);
  const session = `export-file-${ws.brandId}`;
  const events = ["session_start", "scene_view"].map((type, seq) => ({
    id: `${session}.${seq}`,
    type,
    at: new Date(Date.now() - 60_000 + seq * 1000).toISOString(),
    sessionId: session,
    visitorId: `visitor-${session}`,
    brandId: ws.brandId,
    experienceId,
    version: 1,
    source: "link",
    data: type === "session_start" ? { language: "en" } : { sceneId: "s1" },
  }));
  const sent = await call("POST", "/v1/public/events", { json: { events }, headers: { "User-Agent": PHONE } });
  expect(sent.status, sent.text).to.equal(200);
  expect(sent.body.accepted, sent.text).to.equal(events.length);
  await exportDueEventHours(Date.now() + HOUR + 5 * 60_000);
  const files = await eventExportFilesCol(ws.brandId).get();
  expect(files.size, "hourly files written for the brand").to.be.greaterThan(0);
  return files.docs[0]!.get("path") as string;
}
