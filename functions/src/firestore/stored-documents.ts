import type { Timestamp } from "firebase-admin/firestore";
import type {
  ApiKeyBrandIds,
  ApiKeyScope,
  BrandLanguages,
  BrandRole,
  SsoProtocol,
  TenantRole,
  WorkspaceExportCounts,
  WorkspaceExportStatus,
} from "@vitrine/contract";

// The stored shapes of the documents more than one area reads, beside the collections' registry
// (`collections.ts`), so an area reads another's documents without importing that area.

export interface TenantDoc {
  name: string;
  slug: string;
  authTenantId: string;
  settings: Record<string, unknown>;
  /** Set by an operator (`npm run admin -- suspend`): nobody signs in, every viewer shows a paused page. */
  suspendedAt?: Timestamp | null;
  suspendedReason?: string | null;
  /** An owner scheduled the deletion of the workspace: it is purged at `purgeAfter` unless restored. */
  /** requestedBy is null when the system asked: a sign-up never verified in time. */
  deletion?: { requestedAt: Timestamp; requestedBy: string | null; purgeAfter: Timestamp } | null;
  /** The workspace's single sign-on (see sso/sso.ts); absent or null = none. */
  sso?: SsoDoc | null;
  /**
   * An operator's exception to the reserved names (`npm run admin -- allow-reserved`, or `create
   * --allow-reserved`): the workspace's name and its brands' may read like Vitrine's own.
   */
  reservedNamesAllowed?: { at: Timestamp; reason: string | null } | null;
  createdAt: unknown;
  updatedAt: unknown;
  createdBy: string;
}

/**
 * The workspace's single sign-on, the `sso` field of `tenants/{tenantId}`: on the tenant document
 * because `authenticate` reads that document on every request anyway. The OIDC client secret is
 * never stored here (only whether one was given): Identity Platform keeps it.
 */
export interface SsoDoc {
  protocol: SsoProtocol;
  providerId: string;
  displayName: string;
  oidc: { issuer: string; clientId: string; clientSecretSet: boolean } | null;
  saml: { idpEntityId: string; ssoUrl: string; certificates: string[]; spEntityId: string } | null;
  domains: string[];
  enforced: boolean;
  jitJoining: { enabled: boolean; defaultRole: "member" | "admin" };
  updatedAt: unknown;
  updatedBy: string;
  updatedByName: string | null;
}

export interface MemberDoc {
  uid: string;
  email: string;
  displayName: string | null;
  role: TenantRole;
  /** `invited` only on members an older version wrote at invitation time: never let in (see authenticate). */
  status: "invited" | "active";
  /** The member's brand roles, denormalised so one read authorises any request. */
  brandRoles: Record<string, BrandRole>;
  /** Set on the owner who created the workspace by signing up: let in before their email is verified. */
  founder?: boolean;
  /** The invitation this member accepted to join; absent on members who joined otherwise, and on older documents. */
  invitationId?: string;
  /** The single sign-on provider id of a member who joined through it; absent otherwise, and on older documents. */
  joinedWith?: string;
  /** What the member chose of their review notifications; absent = emails on, in English. */
  notificationSettings?: { emailReviews?: boolean; language?: "en" | "fr" };
  createdAt: unknown;
  updatedAt: unknown;
  createdBy: string;
}

export interface BrandDoc {
  tenantId: string;
  name: string;
  /** Lower-cased name: the sort key and the prefix-search key. */
  nameLower: string;
  slug: string;
  colors: { primary: string; accent: string };
  logoUrl: string | null;
  /** IANA zone of the brand's analytics days; absent = UTC. */
  timezone?: string;
  /** Origins allowed to frame the brand's viewer; absent = none. */
  embedOrigins?: string[];
  /** Publishing needs an approved publish request; absent = no. */
  requirePublishApproval?: boolean;
  /** Members (uids) who may decide publish requests besides brand admins; absent = none. */
  publishApprovers?: string[];
  /** Absent = English only. */
  languages?: BrandLanguages;
  createdAt: unknown;
  updatedAt: unknown;
  createdBy: string;
}

export interface BrandMemberDoc {
  uid: string;
  email: string;
  displayName: string | null;
  role: BrandRole;
  createdAt: unknown;
  updatedAt: unknown;
  createdBy: string;
}

export interface ApiKeyDoc {
  name: string;
  prefix: string;
  hash: string;
  scope: ApiKeyScope;
  brandIds: ApiKeyBrandIds;
  authTenantId: string;
  createdAt: unknown;
  updatedAt: unknown;
  createdBy: string;
  createdByName: string | null;
  lastUsedAt: Timestamp | null;
  revokedAt: Timestamp | null;
  revokedBy: string | null;
}

/**
 * `tenants/{tenantId}/invitations/{id}`. The link's token is `<id>.<secret>`; only its SHA-256 is
 * stored, so neither a database reader nor a log of this document can use a link. Sending the
 * invitation again replaces the hash: the previous link dies with it.
 */
export interface InvitationDoc {
  email: string;
  displayName: string | null;
  role: TenantRole;
  brandRoles: Record<string, BrandRole>;
  status: "pending" | "accepted" | "revoked";
  tokenHash: string;
  expiresAt: Timestamp;
  sentAt: Timestamp;
  sendCount: number;
  createdAt: unknown;
  updatedAt: unknown;
  createdBy: string;
  createdByName: string | null;
  /** Held while one acceptance creates the account, so two cannot race (see acceptInvitation). */
  acceptLease?: { id: string; until: Timestamp } | null;
  acceptedAt?: unknown;
  acceptedUid?: string;
  revokedAt?: unknown;
  revokedBy?: string;
}

export interface WorkspaceExportDoc {
  status: WorkspaceExportStatus;
  includeFiles: boolean;
  fileName: string;
  key: string;
  requestedBy: { uid: string; name: string | null };
  createdAt: Timestamp;
  updatedAt: unknown;
  createdBy: string;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
  /** The builder that holds the export: another one leaves it alone until `until`. */
  lease: { id: string; until: Timestamp } | null;
  attempts: number;
  progress: { entries: number; bytes: number };
  counts: WorkspaceExportCounts | null;
  size: number | null;
  error: string | null;
  expiresAt: Timestamp | null;
  /** When the expiry job has something to do with it: fail it if stuck, or delete its archive. Null once final. */
  dueAt: Timestamp | null;
}
