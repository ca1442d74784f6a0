import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; tenantId: string; data: Record<string, any> };
}

/**
 * A local HTTP endpoint standing in for a customer's webhook receiver: it records what it gets
 * and answers with the next status of `statuses` (then 200).
 */
export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  statuses: number[] = [];
  private server: Server | undefined;
  private waiters: (() => void)[] = [];

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        let json: ReceivedDelivery["json"];
        try {
          json = JSON.parse(body);
        } catch {
          json = { id: "", type: "", tenantId: "", data: {} };
        }
        this.received.push({ headers: req.headers, body, json });
        const status = this.statuses.shift() ?? 200;
        res.writeHead(status, { "Content-Type": "text/plain" }).end(status < 300 ? "ok" : `failing on purpose (${status})`);
        this.waiters.splice(0).forEach((wake) => wake());
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/vitrine`;
  }

  /**
   * Resolves with the first delivery matching `predicate`, waiting up to `timeoutMs` for it. A
   * delivery is sent by the Firestore trigger on its document, which on a busy machine (the whole
   * suite beside other work) has taken longer than 20 s to run; a delivery that never comes still
   * fails the test, only later.
   */
  async waitFor(predicate: (d: ReceivedDelivery) => boolean, timeoutMs = 60_000): Promise<ReceivedDelivery> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No matching webhook delivery within ${timeoutMs} ms (got ${this.received.map((d) => d.json.type).join(", ") || "none"})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 500));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
