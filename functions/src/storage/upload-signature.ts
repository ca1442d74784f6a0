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

/**
 * The local stack's stand-in for a V4 signed read URL: an HMAC over the file, the name it
 * downloads as and the expiry (set apart from upload grants by its first line).
 */
export interface DownloadGrant {
  key: string;
  fileName: string;
  /** Milliseconds since the epoch. */
  expires: number;
}

const downloadPayload = (g: DownloadGrant) => ["download", g.key, g.fileName, g.expires].join("\n");

export function signDownload(grant: DownloadGrant, secret: string): string {
  return createHmac("sha256", secret).update(downloadPayload(grant)).digest("base64url");
}

export function verifyDownload(grant: DownloadGrant, signature: string, secret: string): boolean {
  const expected = Buffer.from(signDownload(grant, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `attachment` with the name as plain ASCII and as RFC 5987 UTF-8, for a downloaded file. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Files under `tenants/` are private (workspace exports): served only through signed download links. */
export const isPrivateKey = (key: string) => key.startsWith("tenants/");

/**
 * Storage keys the project makes, in canonical form: ids, dashes, dots and slashes, no segment
 * that is `.` or `..` (`./tenants/…` names the same file as `tenants/…` but passes a prefix check
 * on the raw text), no empty segment, no backslash, nothing outside ASCII.
 */
export function isSafeKey(key: string): boolean {
  return /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) && !key.split("/").some((segment) => segment === "." || segment === "..");
}
