/**
 * Every error the API can answer, with the HTTP status it maps to. Free of zod, so the public
 * viewer can read an error answer without loading the schemas.
 */
export const errorStatus = {
  "invalid-argument": 400,
  unauthenticated: 401,
  "permission-denied": 403,
  "not-found": 404,
  "method-not-allowed": 405,
  "already-exists": 409,
  conflict: 409,
  "failed-precondition": 412,
  gone: 410,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  unprocessable: 422,
  "rate-limited": 429,
  internal: 500,
  /** A request the API understands but does not serve (oEmbed's XML format: the spec asks for 501). */
  "not-implemented": 501,
  unavailable: 503,
  /** The workspace was suspended by its operator, or its deletion is scheduled: its console and viewers are paused. */
  "workspace-suspended": 403,
  /** The caller's email domain signs in to this workspace with single sign-on only. */
  "sso-required": 403,
  /** Signed in (e.g. with single sign-on) but not a member, and nothing lets them join by themselves: they need an invitation. */
  "not-a-member": 403,
  /**
   * The account's email address is no longer the one its membership was made for (changed through
   * the Auth API): refused until an owner re-links the membership to it, or the address is put back.
   */
  "account-email-changed": 403,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

/** One field's problem in an error answer (the shape `fieldIssueSchema` checks). */
export interface FieldIssue {
  /** Dotted path of the offending field, empty for the whole value. */
  path: string;
  message: string;
}
