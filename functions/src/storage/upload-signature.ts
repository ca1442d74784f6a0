import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The local stack's stand-in for a V4 signed URL: an HMAC over what the upload may be, checked
 * by the local blob server before it accepts any byte.
 */
export interface UploadGrant {
  key: string;
  contentType: string;
  size: number;
  /** Milliseconds since the epoch. */
  expires: number;
}

const payload = (g: UploadGrant) => [g.key, g.contentType, g.size, g.expires].join("\n");

export function signUpload(grant: UploadGrant, secret: string): string {
  return createHmac("sha256", secret).update(payload(grant)).digest("base64url");
}

export function verifyUpload(grant: UploadGrant, signature: string, secret: string): boolean {
  const expected = Buffer.from(signUpload(grant, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Storage keys the project makes: ids, dashes, dots and slashes, never `..`. */
export function isSafeKey(key: string): boolean {
  return /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) && !key.split("/").includes("..");
}
