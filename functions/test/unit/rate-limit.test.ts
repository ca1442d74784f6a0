import { expect } from "chai";
import type { AddressInfo } from "node:net";
import { createApp } from "../../src/app.js";

describe("rate limiting", () => {
  it("answers 429 with Retry-After in the envelope once a client passes its limit, per client", async () => {
    let clock = 1_000_000;
    const server = createApp({ limits: { perMinute: 2, now: () => clock } }).listen(0);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const get = (headers: Record<string, string> = {}) => fetch(`${base}/v1/no-such-route`, { headers });
      expect((await get()).status).to.equal(404);
      const second = await get();
      expect(second.status).to.equal(404);
      expect(second.headers.get("x-ratelimit-remaining")).to.equal("0");
      const third = await get();
      expect(third.status).to.equal(429);
      expect(third.headers.get("retry-after")).to.equal("60");
      const body = (await third.json()) as { error: { code: string; status: number } };
      expect(body.error).to.include({ code: "rate-limited", status: 429 });
      // Another credential has its own budget.
      expect((await get({ Authorization: "Bearer another" })).status).to.equal(404);
      clock += 60_000;
      expect((await get()).status).to.equal(404);
    } finally {
      server.close();
    }
  });
});
