import { request as httpRequest } from "node:http";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: any;
}

export interface Send {
  token?: string;
  json?: unknown;
  /** Body bytes sent as they are (with the headers given). */
  raw?: string | Buffer;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * One request with node:http (not fetch): it sends any legal header as given, e.g. a
 * Content-Encoding that does not match the body, which fetch would refuse or rewrite.
 */
export function send(baseUrl: string, method: string, path: string, options: Send = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token && headers.Authorization === undefined) headers.Authorization = `Bearer ${options.token}`;
  let body: Buffer | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = Buffer.from(JSON.stringify(options.json));
  } else if (options.raw !== undefined) {
    body = Buffer.isBuffer(options.raw) ? options.raw : Buffer.from(options.raw);
  }
  if (body) headers["Content-Length"] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, baseUrl), { method, headers, timeout: options.timeoutMs ?? 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON: assertions show the text
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parsed });
      });
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${path}: no answer within ${options.timeoutMs ?? 60_000} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** The API's error envelope, checked field by field: `{error: {code, message, status, requestId}}`. */
export function envelopeProblem(answer: Answer): string | undefined {
  const error = answer.body?.error;
  if (!error || typeof error !== "object") return "no error envelope";
  if (typeof error.code !== "string" || typeof error.message !== "string") return "envelope without code/message";
  if (error.status !== answer.status) return `envelope status ${error.status} != HTTP ${answer.status}`;
  if (typeof error.requestId !== "string") return "envelope without requestId";
  return undefined;
}
