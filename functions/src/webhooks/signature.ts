import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * `Vitrine-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>`.
 * The timestamp is signed with the body, so a receiver that refuses old timestamps (e.g. more
 * than 5 minutes away from its clock) cannot be fed a replayed delivery.
 */
export function signWebhookBody(secret: string, body: string, timestampSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${timestampSeconds}.${body}`, "utf8").digest("hex");
  return `t=${timestampSeconds},v1=${mac}`;
}

/** What a receiver does: true when the header signs `body` with `secret` within `toleranceSeconds` of `nowSeconds`. */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  { nowSeconds = Math.floor(Date.now() / 1000), toleranceSeconds = 300 } = {},
): boolean {
  const parts = new Map<string, string[]>();
  for (const item of (header ?? "").split(",")) {
    const [name, value] = item.split("=", 2).map((s) => s.trim());
    if (name && value) parts.set(name, [...(parts.get(name) ?? []), value]);
  }
  const t = Number(parts.get("t")?.[0]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${t}.${body}`, "utf8").digest("hex"), "utf8");
  // Several v1 values may be present while a secret is being rotated on the receiver's side.
  return (parts.get("v1") ?? []).some((candidate) => {
    const given = Buffer.from(candidate, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
