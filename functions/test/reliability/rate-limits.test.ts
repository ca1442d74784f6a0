/**
 * Rate limits that hold across instances: two API instances (two `createApp()` in this process)
 * count in the same Firestore (the suite's own, support/private-api.ts), as instances of the `api`
 * function do in production. Requests arrive as they do behind Firebase Hosting (see `behindHosting`).
 */
import { expect } from "chai";
import http from "node:http";
import { randomUUID } from "node:crypto";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";
import { send, type Answer } from "./support/client.js";
import { privateApi, type PrivateApi } from "./support/private-api.js";
import { BROWSER_UA, publishedExperience, type PublishedFixture } from "./support/viewer-fixture.js";

type AppOptions = import("../../src/app.js").AppOptions;

/** What reaches the function behind Hosting: the client's own entries, the address Hosting's CDN saw, the CDN's address. */
const behindHosting = (client: string, forged = "10.0.0.1") => ({ "X-Forwarded-For": `${forged}, ${client}, 199.36.158.100` });

let addressSeed = 0;
const newAddress = () => `203.0.${113 + Math.floor(addressSeed / 250)}.${(addressSeed++ % 250) + 1}`;

describe("Rate limits shared by instances", function () {
  this.timeout(120_000);
  let api: PrivateApi;
  let ws: Workspace;
  let fixture: PublishedFixture;
  const servers: http.Server[] = [];

  /** Two API instances with the same budgets, counting in the same Firestore. */
  async function twoInstances(options: AppOptions): Promise<[string, string]> {
    const { createApp } = require("../../src/app.js") as typeof import("../../src/app.js");
    const urls: string[] = [];
    for (let i = 0; i < 2; i++) {
      const server = http.createServer(createApp({ trustedProxyHops: 2, ...options }));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      servers.push(server);
      urls.push(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
    }
    return urls as [string, string];
  }

  before(async () => {
    api = await privateApi();
    ws = await createWorkspace("rate-limits");
    fixture = await publishedExperience(api.url, ws);
  });

  after(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("holds one address's budget across two instances, whatever X-Forwarded-For the client writes", async () => {
    const [a, b] = await twoInstances({ limits: { perMinute: 6 } });
    const client = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await send(i % 2 ? b : a, "GET", "/v1/no-such-route", { headers: behindHosting(client, `10.9.${i}.1`) });
      statuses.push(answer.status);
    }
    expect(statuses).to.deep.equal([404, 404, 404, 404, 404, 404, 429, 429]);
    expect((await send(a, "GET", "/v1/no-such-route", { headers: behindHosting(newAddress()) })).status).to.equal(404);
    const { rateLimitsCol } = require("../../src/firestore/collections.js") as typeof import("../../src/firestore/collections.js");
    expect((await rateLimitsCol().count().get()).data().count).to.be.above(0);
  });

  it("holds a verified API key's budget across two instances, from any address", async () => {
    const [a, b] = await twoInstances({ limits: { perMinute: 4 } });
    const created = await send(api.url, "POST", "/v1/tenants/me/api-keys", { token: ws.users.owner.token, json: { name: "Shared budget", scope: "read" } });
    expect(created.status, created.text).to.equal(201);
    const key = created.body.key as string;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await send(i % 2 ? b : a, "GET", `/v1/brands/${ws.brandId}`, { token: key, headers: behindHosting(newAddress()) });
      statuses.push(answer.status);
    }
    expect(statuses).to.deep.equal([200, 200, 200, 200, 429]);
  });

  describe("per-experience caps on public writes: many addresses together", () => {
    let a: string;
    let b: string;
    const expectCapped = (answers: Answer[], okStatus: number, allowed: number) => {
      expect(
        answers.slice(0, allowed).map((r) => r.status),
        answers.map((r) => r.text.slice(0, 120)).join("\n"),
      ).to.deep.equal(Array(allowed).fill(okStatus));
      const refused = answers[allowed]!;
      expect(refused.status).to.equal(429);
      expect(refused.body.error.code).to.equal("rate-limited");
      expect(refused.body.error.message).to.match(/this experience/);
      expect(Number(refused.headers["retry-after"])).to.be.within(1, 60);
    };

    before(async () => {
      [a, b] = await twoInstances({ limits: { chatTurnsPerExperience: 3, surveyResponsesPerExperience: 3, eventsPerExperience: 10 } });
    });

    it("caps chat questions to one experience", async () => {
      const exp = `/brands/${ws.brandId}/experiences/${fixture.experienceId}`;
      const chat = { enabled: true, name: "Ada", persona: "", welcomeMessage: "Hello!", suggestedQuestions: [], knowledge: [], recommendProducts: false };
      const saved = await send(api.url, "PUT", `/v1${exp}/ai-chat`, { token: ws.users.owner.token, json: chat });
      expect(saved.status, saved.text).to.equal(200);
      // Visitors talk to the assistant of the published version.
      const published = await send(api.url, "POST", `/v1${exp}/publish`, { token: ws.users.owner.token });
      expect(published.status, published.text).to.equal(201);
      const answers: Answer[] = [];
      for (let i = 0; i < 4; i++) {
        answers.push(
          await send(i % 2 ? b : a, "POST", `/v1/public${exp}/chat`, {
            headers: behindHosting(newAddress()),
            json: { messages: [{ role: "user", content: "Hello?" }] },
          }),
        );
      }
      expectCapped(answers, 200, 3);
    });

    it("caps survey answers to one experience", async () => {
      const survey = await send(api.url, "POST", `/v1/brands/${ws.brandId}/surveys`, {
        token: ws.users.owner.token,
        json: { title: "Cap survey", questions: [{ id: "q1", field: "rating", type: "rating", label: "How was it?", required: true }] },
      });
      expect(survey.status, survey.text).to.equal(201);
      const path = `/v1/public/brands/${ws.brandId}/experiences/${fixture.experienceId}/survey-responses`;
      const answers: Answer[] = [];
      for (let i = 0; i < 4; i++) {
        answers.push(
          await send(i % 2 ? b : a, "POST", path, { headers: behindHosting(newAddress()), json: { surveyId: survey.body.id, answers: { rating: 5 } } }),
        );
      }
      expectCapped(answers, 201, 3);
    });

    it("caps analytics events stored for one experience", async () => {
      const batch = () => {
        const sessionId = `cap-${randomUUID()}`;
        return Array.from({ length: 4 }, (_, n) => ({
          id: `${sessionId}.${n + 1}`,
          type: n === 0 ? "session_start" : "scene_view",
          ...(n === 0 ? {} : { data: { sceneId: fixture.sceneId } }),
          at: new Date().toISOString(),
          sessionId,
          brandId: ws.brandId,
          experienceId: fixture.experienceId,
          placementId: fixture.placementId,
          version: fixture.version,
        }));
      };
      const answers: Answer[] = [];
      for (let i = 0; i < 3; i++) {
        answers.push(
          await send(i % 2 ? b : a, "POST", "/v1/public/events", {
            headers: { ...behindHosting(newAddress()), "User-Agent": BROWSER_UA },
            json: { events: batch() },
          }),
        );
      }
      // 4 + 4 events fit in 10; the third batch would make 12.
      expectCapped(answers, 200, 2);
      expect(answers.slice(0, 2).map((r) => r.body.accepted)).to.deep.equal([4, 4]);
    });
  });

  it("refuses an ID token naming an unknown auth tenant with 401, creating no per-tenant auth client", async () => {
    const { auth } = require("../../src/firebase.js") as typeof import("../../src/firebase.js");
    // firebase-admin keeps one client per tenant it was asked for, in this private map, for the process's life.
    const clients = () => Object.keys((auth().tenantManager() as unknown as { tenantsMap: Record<string, unknown> }).tenantsMap).length;
    const before = clients();
    const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (let i = 0; i < 20; i++) {
      const claims = {
        iss: "https://securetoken.google.com/demo-vitrine",
        aud: "demo-vitrine",
        sub: `u${i}`,
        iat: 1,
        exp: 9_999_999_999,
        firebase: { tenant: `made-up-${randomUUID().slice(0, 8)}` },
      };
      const token = `${segment({ alg: "none", typ: "JWT" })}.${segment(claims)}.`;
      const answer = await send(api.url, "GET", "/v1/brands", { token, headers: behindHosting(newAddress()) });
      expect(answer.status, answer.text).to.equal(401);
      expect(answer.body.error.code).to.equal("unauthenticated");
    }
    expect(clients()).to.equal(before);
  });
});
