import { z } from "zod";
import { defineRoutes } from "./route-def.js";

/** `GET /v1/public/oembed`: the oEmbed 1.0 provider for placement links (https://oembed.com). */
export const oembedQuerySchema = z
  .object({
    /** A placement link: `{origin}/{placementId}` or `{origin}/embed/{placementId}`. */
    url: z.string().trim().min(1, "url is required").max(2048, "url is too long"),
    maxwidth: z.coerce.number().int().min(1).max(10_000).optional(),
    maxheight: z.coerce.number().int().min(1).max(10_000).optional(),
    /** `xml` is answered 501, as oEmbed says a provider does for a format it does not offer. */
    format: z.enum(["json", "xml"], "The format is json (xml is not offered)").optional(),
  })
  .strict();
export type OembedQuery = z.infer<typeof oembedQuerySchema>;

export const oembedSchema = z.object({
  type: z.literal("rich"),
  version: z.literal("1.0"),
  title: z.string(),
  author_name: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  /** The `<iframe>` of the embed page; it loads only on the sites the brand lists in its settings. */
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  cache_age: z.number().int(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
});
export type Oembed = z.infer<typeof oembedSchema>;

export const oembedRoutes = defineRoutes({
  getOembed: {
    method: "get",
    path: "/v1/public/oembed",
    summary:
      "Public oEmbed provider: for a placement link (`{origin}/{placementId}` or `…/embed/{placementId}`), a `rich` answer with the embed's `<iframe>` (404 for an unknown placement). Rate-limited per address",
    access: "public",
    query: oembedQuerySchema,
    response: oembedSchema,
  },
});
