import { expect } from "chai";
import type { LookupAddress } from "node:dns";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { internalAddressProblem } from "../../src/egress/public-address.js";
import { createPublicFetch, InternalAddressError, publicOnlyLookup, type ResolveAll } from "../../src/egress/public-fetch.js";
import { resolvedWebhookUrlProblem, webhookUrlProblem } from "../../src/webhooks/url-policy.js";

/** A DNS stub: each name answers the addresses listed for it (in turn, when several answers are given), else ENOTFOUND. */
function dnsStub(records: Record<string, string[] | string[][]>): ResolveAll & { asked: string[] } {
  const turns = new Map<string, number>();
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    const entry = records[hostname];
    if (!entry) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    const answers = Array.isArray(entry[0]) ? (entry as string[][]) : [entry as string[]];
    const turn = turns.get(hostname) ?? 0;
    turns.set(hostname, turn + 1);
    return answers[Math.min(turn, answers.length - 1)]!.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

const DNS = dnsStub({
  "hooks.example.com": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
  // *.nip.io and friends: a public-looking name whose record is an internal address.
  "169.254.169.254.nip.io": ["169.254.169.254"],
  "10.0.0.1.nip.io": ["10.0.0.1"],
  "half.example.com": ["93.184.216.34", "10.1.2.3"],
  "v6-private.example.com": ["fd12:3456::1"],
  "mapped.example.com": ["::ffff:127.0.0.1"],
  vm: ["127.0.0.1"],
});

describe("Webhook egress: which addresses a delivery may reach", () => {
  describe("literal addresses", () => {
    const refused: [string, RegExp][] = [
      ["https://localhost/hook", /public address/],
      ["https://localhost./hook", /public address/],
      ["https://LOCALHOST../hook", /public address/],
      ["https://api.localhost/hook", /public address/],
      ["https://metadata.google.internal/computeMetadata/v1/", /public address/],
      ["https://metadata.google.internal./computeMetadata/v1/", /public address/],
      ["https://anything.internal/", /public address/],
      ["https://printer.local/", /public address/],
      ["https://127.0.0.1/", /loopback/],
      ["https://127.1.2.3/", /loopback/],
      ["https://2130706433/", /loopback/], // 127.0.0.1 as one decimal number
      ["https://0x7f.1/", /loopback/],
      ["https://0.0.0.0/", /unspecified/],
      ["https://10.1.2.3/", /private/],
      ["https://172.16.0.1/", /private/],
      ["https://192.168.1.1/", /private/],
      ["https://169.254.169.254/latest/meta-data", /link-local/],
      ["https://100.64.0.1/", /shared/],
      ["https://198.18.0.1/", /reserved/],
      ["https://198.19.255.254/", /reserved/],
      ["https://192.0.0.8/", /reserved/],
      ["https://192.0.2.1/", /reserved/],
      ["https://224.0.0.1/", /multicast/],
      ["https://240.0.0.1/", /reserved/],
      ["https://255.255.255.255/", /broadcast/],
      ["https://[::1]/", /loopback/],
      ["https://[::]/", /unspecified/],
      ["https://[::ffff:127.0.0.1]/", /leads to 127\.0\.0\.1 is a loopback/],
      ["https://[::ffff:a9fe:a9fe]/", /leads to 169\.254\.169\.254/],
      ["https://[64:ff9b::a9fe:a9fe]/", /leads to 169\.254\.169\.254/], // NAT64
      ["https://[64:ff9b::10.0.0.1]/", /leads to 10\.0\.0\.1/],
      ["https://[64:ff9b:1::1]/", /reserved/], // local-use NAT64
      ["https://[2002:a9fe:a9fe::1]/", /leads to 169\.254\.169\.254/], // 6to4
      ["https://[2002:7f00:1::]/", /leads to 127\.0\.0\.1/],
      ["https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/", /leads to 10\.0\.0\.1/], // Teredo, client 10.0.0.1 inverted
      ["https://[::127.0.0.1]/", /reserved/], // IPv4-compatible
      ["https://[fd00::1]/", /unique local/],
      ["https://[fc00::1]/", /unique local/],
      ["https://[fe80::1]/", /link-local/],
      ["https://[fec0::1]/", /reserved/],
      ["https://[ff02::1]/", /multicast/],
      ["https://[2001:db8::1]/", /reserved/],
    ];
    for (const [url, reason] of refused) {
      it(`refuses ${url}`, () => {
        const problem = webhookUrlProblem(url, { allowLoopbackHttp: false });
        expect(problem, url).to.match(/^Use a public address/);
        expect(problem, url).to.match(reason);
      });
    }

    it("accepts public addresses, also as NAT64 / 6to4 forms of a public IPv4", () => {
      for (const url of [
        "https://hooks.example.com/vitrine",
        "https://hooks.example.com./vitrine",
        "https://93.184.216.34/hook",
        "https://[2606:4700:4700::1111]/hook",
        "https://[64:ff9b::808:808]/hook",
        "https://[2002:808:808::1]/hook",
        "https://198.20.0.1/hook",
        "https://100.128.0.1/hook",
      ]) {
        expect(webhookUrlProblem(url, { allowLoopbackHttp: false }), url).to.equal(null);
      }
    });

    it("allows plain http only to a literal loopback address, and only on the emulators", () => {
      expect(webhookUrlProblem("http://127.0.0.1:8080/hook", { allowLoopbackHttp: true })).to.equal(null);
      expect(webhookUrlProblem("http://[::1]:8080/hook", { allowLoopbackHttp: true })).to.equal(null);
      expect(webhookUrlProblem("http://127.0.0.1:8080/hook", { allowLoopbackHttp: false })).to.match(/https/);
      // Not a name, not another internal address, not an IPv6 form leading to loopback.
      expect(webhookUrlProblem("http://localhost:8080/hook", { allowLoopbackHttp: true })).to.match(/https/);
      expect(webhookUrlProblem("http://10.0.0.1:8080/hook", { allowLoopbackHttp: true })).to.match(/https/);
      expect(webhookUrlProblem("http://[::ffff:127.0.0.1]:8080/hook", { allowLoopbackHttp: true })).to.match(/https/);
      expect(webhookUrlProblem("https://localhost/hook", { allowLoopbackHttp: true })).to.match(/public address/);
      expect(webhookUrlProblem("https://127.0.0.1/hook", { allowLoopbackHttp: true })).to.match(/loopback/);
    });

    it("classifies addresses the way a connection would reach them", () => {
      expect(internalAddressProblem("8.8.8.8")).to.equal(null);
      expect(internalAddressProblem("::ffff:8.8.8.8")).to.equal(null);
      expect(internalAddressProblem("fe80::1%eth0")).to.match(/link-local/);
      expect(internalAddressProblem("not-an-ip")).to.match(/not an address/);
    });
  });

  describe("names, resolved (DNS stub)", () => {
    it("refuses a name any of whose addresses is internal, at registration", async () => {
      const cases: [string, RegExp][] = [
        ["https://169.254.169.254.nip.io/latest", /169\.254\.169\.254\.nip\.io resolves to an internal address: 169\.254\.169\.254 is a link-local/],
        ["https://10.0.0.1.nip.io/", /resolves to an internal address: 10\.0\.0\.1 is a private/],
        ["https://half.example.com/", /resolves to an internal address: 10\.1\.2\.3/],
        ["https://v6-private.example.com/", /unique local/],
        ["https://mapped.example.com/", /leads to 127\.0\.0\.1/],
        ["https://vm:8443/", /vm resolves to an internal address: 127\.0\.0\.1 is a loopback/],
      ];
      for (const [url, reason] of cases) {
        const problem = await resolvedWebhookUrlProblem(url, { allowLoopbackHttp: true, resolveAll: DNS });
        expect(problem, url).to.match(/^Use a public address/);
        expect(problem, url).to.match(reason);
      }
    });

    it("accepts a name with public addresses only, and one that does not resolve yet (each delivery resolves it again)", async () => {
      expect(await resolvedWebhookUrlProblem("https://hooks.example.com./vitrine", { resolveAll: DNS })).to.equal(null);
      expect(DNS.asked).to.include("hooks.example.com");
      expect(await resolvedWebhookUrlProblem("https://not-yet.example.com/", { resolveAll: DNS })).to.equal(null);
      // Literal addresses are never looked up.
      const before = DNS.asked.length;
      expect(await resolvedWebhookUrlProblem("https://93.184.216.34/", { resolveAll: DNS })).to.equal(null);
      expect(DNS.asked.length).to.equal(before);
    });

    it("hands the connection the addresses it checked, in the form it asks for", async () => {
      const lookup = publicOnlyLookup(DNS);
      const ask = (options: { all?: boolean; family?: number }) =>
        new Promise<{ err: Error | null; address: unknown; family?: number }>((resolve) =>
          lookup("hooks.example.com", options, (err, address, family) => resolve({ err, address, family })),
        );
      expect(await ask({ all: true })).to.deep.include({
        err: null,
        address: [
          { address: "93.184.216.34", family: 4 },
          { address: "2606:2800:220:1:248:1893:25c8:1946", family: 6 },
        ],
      });
      expect(await ask({})).to.deep.include({ err: null, address: "93.184.216.34", family: 4 });
      expect(await ask({ family: 6 })).to.deep.include({ err: null, address: "2606:2800:220:1:248:1893:25c8:1946", family: 6 });
      const refused = await new Promise<Error | null>((resolve) => lookup("half.example.com", { all: true }, (err) => resolve(err)));
      expect(refused).to.be.instanceOf(InternalAddressError);
    });
  });

  describe("the delivery's fetch", () => {
    let server: Server;
    let port: number;
    let hits = 0;
    before(async () => {
      server = createServer((_req, res) => {
        hits += 1;
        res.end("ok");
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    });
    after(() => new Promise<void>((resolve) => server.close(() => resolve())));
    beforeEach(() => (hits = 0));

    it("never connects when a name resolves to an internal address at delivery time (DNS rebinding)", async () => {
      // Public when the endpoint was registered, loopback when the delivery connects.
      const rebinding = dnsStub({ "rebind.example.com": [["93.184.216.34"], ["127.0.0.1"]] });
      expect(await resolvedWebhookUrlProblem(`https://rebind.example.com:${port}/`, { resolveAll: rebinding })).to.equal(null);
      const publicFetch = createPublicFetch({ resolveAll: rebinding, allowLoopback: true });
      const err = await publicFetch(`http://rebind.example.com:${port}/`, { method: "POST", body: "{}" }).then(
        () => null,
        (e: Error & { cause?: unknown }) => e,
      );
      expect(err, "the request must fail").to.not.equal(null);
      const cause = err instanceof InternalAddressError ? err : err!.cause;
      expect(cause).to.be.instanceOf(InternalAddressError);
      expect((cause as Error).message).to.equal("rebind.example.com resolves to an internal address: 127.0.0.1 is a loopback address");
      expect(hits).to.equal(0);
    });

    it("refuses literal internal addresses before connecting; loopback only when allowed (the emulators)", async () => {
      const strict = createPublicFetch({ resolveAll: DNS });
      for (const host of ["127.0.0.1", "[::ffff:127.0.0.1]"]) {
        const err = await strict(`http://${host}:${port}/`).then(
          () => null,
          (e: Error) => e,
        );
        expect(err, host).to.be.instanceOf(InternalAddressError);
      }
      expect(hits).to.equal(0);
      const local = createPublicFetch({ resolveAll: DNS, allowLoopback: true });
      expect((await local(`http://127.0.0.1:${port}/`)).status).to.equal(200);
      expect(
        await local(`http://[::ffff:127.0.0.1]:${port}/`).then(
          () => "sent",
          (e: Error) => e.constructor.name,
        ),
      ).to.equal("InternalAddressError");
      expect(hits).to.equal(1);
    });
  });
});
