import { expect } from "chai";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp, type AppOptions } from "../../src/app.js";
import { MemoryCounterStore, type CounterStore } from "../../src/rate-limits/counter-store.js";
import { SharedWindowLimiter } from "../../src/rate-limits/shared-window-limiter.js";

/** An app on loopback with a small request budget, counted in `store`, on a clock the test moves. */
function start(options: { perMinute: number; store?: CounterStore; clock: { t: number }; trustedProxyHops?: number; edgeAddressRanges?: string[] }) {
  const appOptions: AppOptions = {
    limits: { perMinute: options.perMinute, now: () => options.clock.t, store: options.store ?? new MemoryCounterStore() },
    ...(options.trustedProxyHops === undefined ? {} : { trustedProxyHops: options.trustedProxyHops }),
    edgeAddressRanges: options.edgeAddressRanges ?? [],
  };
  const server: Server = createApp(appOptions).listen(0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (headers: Record<string, string> = {}) => fetch(`${base}/v1/no-such-route`, { headers });
  return { server, get };
}

/**
 * What reaches the function behind Firebase Hosting: whatever the client wrote, then the address
 * Hosting's CDN saw (the client's), then the CDN's own address appended by Google's front end.
 */
const behindHosting = (client: string, forged?: string) => ({
  "X-Forwarded-For": [forged, client, "199.36.158.100"].filter(Boolean).join(", "),
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After in the envelope once a client passes its limit, until the window ends", async () => {
    const clock = { t: 1_000_000 };
    const { server, get } = start({ perMinute: 2, clock });
    try {
      expect((await get()).status).to.equal(404);
      const second = await get();
      expect(second.status).to.equal(404);
      expect(second.headers.get("x-ratelimit-remaining")).to.equal("0");
      const third = await get();
      expect(third.status).to.equal(429);
      expect(third.headers.get("retry-after")).to.equal("60");
      const body = (await third.json()) as { error: { code: string; status: number } };
      expect(body.error).to.include({ code: "rate-limited", status: 429 });
      clock.t += 60_000;
      expect((await get()).status).to.equal(404);
    } finally {
      server.close();
    }
  });

  it("keys by the address the trusted proxies saw: a forged X-Forwarded-For does not escape its bucket", async () => {
    const clock = { t: 0 };
    const { server, get } = start({ perMinute: 2, clock, trustedProxyHops: 2 });
    try {
      expect((await get(behindHosting("203.0.113.7"))).status).to.equal(404);
      expect((await get(behindHosting("203.0.113.7", "10.0.0.1"))).status).to.equal(404);
      // Another made-up address in front: still the same client.
      const third = await get(behindHosting("203.0.113.7", "10.0.0.2, 10.0.0.3"));
      expect(third.status).to.equal(429);
      // Another real client has its own budget.
      expect((await get(behindHosting("203.0.113.8", "203.0.113.7"))).status).to.equal(404);
    } finally {
      server.close();
    }
  });

  it("with the edge's ranges set, keys a caller that skipped the edge by its own address, not one it wrote", async () => {
    const clock = { t: 0 };
    const { server, get } = start({ perMinute: 2, clock, trustedProxyHops: 2, edgeAddressRanges: ["199.36.158.0/24", "2a04:4e42::/32"] });
    try {
      // Straight to the function: its front end appends only the caller's own address (here 198.51.100.9).
      const direct = (forged: string) => ({ "X-Forwarded-For": `${forged}, 198.51.100.9` });
      expect((await get(direct("10.0.0.1"))).status).to.equal(404);
      expect((await get(direct("10.0.0.2"))).status).to.equal(404);
      expect((await get(direct("10.0.0.3"))).status).to.equal(429);
      // Through the edge, clients are still told apart.
      expect((await get(behindHosting("203.0.113.7"))).status).to.equal(404);
      expect((await get(behindHosting("203.0.113.8"))).status).to.equal(404);
    } finally {
      server.close();
    }
  });

  it("charges unverified credentials to the address: random Authorization values get no fresh budget", async () => {
    const clock = { t: 0 };
    const { server, get } = start({ perMinute: 3, clock });
    try {
      expect((await get({ Authorization: "Bearer made-up-1" })).status).to.equal(404);
      expect((await get({ Authorization: "Bearer made-up-2" })).status).to.equal(404);
      expect((await get()).status).to.equal(404);
      // The address's budget is spent: neither a new made-up credential nor none gets through.
      const refused = await get({ Authorization: "Bearer made-up-3" });
      expect(refused.status).to.equal(429);
      expect(refused.headers.get("retry-after")).to.match(/^\d+$/);
      expect((await get()).status).to.equal(429);
    } finally {
      server.close();
    }
  });

  it("holds one budget across two app instances sharing a store", async () => {
    const clock = { t: 0 };
    const store = new MemoryCounterStore();
    const a = start({ perMinute: 4, clock, store });
    const b = start({ perMinute: 4, clock, store });
    try {
      expect((await a.get()).status).to.equal(404);
      expect((await b.get()).status).to.equal(404);
      expect((await a.get()).status).to.equal(404);
      expect((await b.get()).status).to.equal(404);
      expect((await a.get()).status).to.equal(429);
      expect((await b.get()).status).to.equal(429);
    } finally {
      a.server.close();
      b.server.close();
    }
  });
});

describe("rate limiting: shared window limiter", () => {
  it("counts weighted units per key and says when to retry", async () => {
    let t = 0;
    const limiter = new SharedWindowLimiter({ name: "events", perMinute: 100, store: new MemoryCounterStore(), now: () => t });
    expect((await limiter.hit("a", 60)).allowed).to.equal(true);
    expect((await limiter.hit("b", 100)).allowed).to.equal(true);
    t = 15_000;
    const over = await limiter.hit("a", 50);
    expect(over.allowed).to.equal(false);
    expect(over.resetSeconds).to.equal(45);
    expect((await limiter.hit("a", 40)).allowed).to.equal(true);
    t = 60_000;
    expect((await limiter.hit("a", 50)).allowed).to.equal(true);
  });

  it("reserves slices of the budget, so most hits cost no store operation, and never grants past the budget", async () => {
    const t = 0;
    const inner = new MemoryCounterStore();
    let reservations = 0;
    const store: CounterStore = {
      reserve: (...args) => {
        reservations += 1;
        return inner.reserve(...args);
      },
    };
    const instances = [0, 1, 2].map(() => new SharedWindowLimiter({ name: "requests", perMinute: 200, store, now: () => t }));
    let allowed = 0;
    for (let i = 0; i < 300; i++) if ((await instances[i % 3]!.hit("client")).allowed) allowed += 1;
    expect(allowed).to.be.at.most(200);
    // Up to two instances' unspent slices (10 each) may be stranded.
    expect(allowed).to.be.at.least(180);
    expect(reservations).to.be.below(40);
  });

  it("falls back to counting on its own instance when the shared store fails", async () => {
    const t = 0;
    const failing: CounterStore = { reserve: () => Promise.reject(new Error("store down")) };
    const limiter = new SharedWindowLimiter({ name: "requests", perMinute: 2, store: failing, now: () => t });
    expect((await limiter.hit("x")).allowed).to.equal(true);
    expect((await limiter.hit("x")).allowed).to.equal(true);
    expect((await limiter.hit("x")).allowed).to.equal(false);
  });
});
