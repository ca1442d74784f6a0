/**
 * The fields of an analytics event that the viewer sends and the server stores as they came, as
 * plain types: the viewer's event sender takes them without loading the schemas (it imports
 * nothing at run time). `analyticsEventSchema` is what checks them.
 */

/** Where the viewer's session shows an experience: carried by each of its events. */
export interface AnalyticsEventContext {
  /** The QR code the session started from; null for a link without one. */
  placementId: string | null;
  brandId: string;
  experienceId: string;
  /** The manifest version shown; null for a draft. */
  version: number | null;
  /** A reviewer's test-link session: stored, never counted. */
  preview: boolean;
}

/** An event's own fields besides its type and time, which the sender and the server type each their way. */
export interface AnalyticsEventFields extends AnalyticsEventContext {
  id: string;
  sessionId: string;
  /** The browser's lasting anonymous id; null = each session is a visitor. */
  visitorId: string | null;
  data: Record<string, unknown>;
}
