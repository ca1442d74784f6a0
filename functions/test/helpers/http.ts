import { BASE_URL } from "./env.js";
import { recordRequest } from "./route-recorder.js";

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  token?: string;
  /** A value to send as JSON. */
  json?: unknown;
  /** Bytes or text to send as they are (with `headers` saying what they are). */
  raw?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Another server than the local stack's Hosting, e.g. the API app started in the test's own process. */
  baseUrl?: string;
}

/** One request to the API through Hosting, exactly as the web client makes it. */
export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = JSON.stringify(options.json);
  } else if (options.raw !== undefined) {
    body = options.raw;
  }
  const res = await fetch(`${options.baseUrl ?? BASE_URL}${path}`, { method, headers, body });
  recordRequest(method, path, res.status);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the test sees the text
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}
