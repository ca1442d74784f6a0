/**
 * Checks a webhook delivery exactly as the server signs it (functions/src/webhooks/signature.ts):
 * `Vitrine-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. Web Crypto only,
 * so it runs on Node 20+ and in browsers alike. The raw body must be the bytes as received: a
 * re-serialised JSON object would not match the signature.
 */
export const WEBHOOK_SIGNATURE_HEADER = "Vitrine-Signature";

export interface VerifyWebhookOptions {
  /** Deliveries signed further than this from `nowSeconds` are refused, so a captured one cannot be replayed. */
  toleranceSeconds?: number;
  nowSeconds?: number;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function signatureHeaderOf(headers: HeaderSource): string {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(WEBHOOK_SIGNATURE_HEADER) ?? "";
  const wanted = WEBHOOK_SIGNATURE_HEADER.toLowerCase();
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === wanted) return Array.isArray(value) ? value.join(",") : (value ?? "");
  }
  return "";
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// Compares every character whatever the first difference, so timing tells nothing of the expected value.
function equalInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export async function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: HeaderSource,
  secret: string,
  { toleranceSeconds = 300, nowSeconds = Math.floor(Date.now() / 1000) }: VerifyWebhookOptions = {},
): Promise<boolean> {
  const parts = new Map<string, string[]>();
  for (const item of signatureHeaderOf(headers).split(",")) {
    const [name, value] = item.split("=", 2).map((s) => s.trim());
    if (name && value) parts.set(name, [...(parts.get(name) ?? []), value]);
  }
  const t = Number(parts.get("t")?.[0]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const encoder = new TextEncoder();
  const body = typeof rawBody === "string" ? encoder.encode(rawBody) : rawBody;
  const prefix = encoder.encode(`${t}.`);
  const signed = new Uint8Array(prefix.length + body.length);
  signed.set(prefix);
  signed.set(body, prefix.length);
  const key = await globalThis.crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const expected = toHex(await globalThis.crypto.subtle.sign("HMAC", key, signed));
  // Several v1 values may be present while a secret is being rotated.
  return (parts.get("v1") ?? []).some((candidate) => equalInConstantTime(candidate, expected));
}
