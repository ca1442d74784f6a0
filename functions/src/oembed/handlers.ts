import type { oembedRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { oembedFor } from "./oembed.js";

export const oembedHandlers: RouteHandlers<typeof oembedRoutes> = {
  async getOembed({ query, res }) {
    const { body, maxAgeSeconds } = await oembedFor(query);
    // As short as the placement's own answer: a schedule may change what the link shows.
    res.setHeader("Cache-Control", `public, max-age=${maxAgeSeconds}`);
    return body;
  },
};
