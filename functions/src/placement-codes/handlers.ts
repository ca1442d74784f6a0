import type { placementCodeRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { contentDisposition } from "../storage/upload-signature.js";
import { printPlacementCodes } from "./placement-codes.js";

export const placementCodeHandlers: RouteHandlers<typeof placementCodeRoutes> = {
  // The answer is the file itself, so the handler sends it; the route layer sends nothing more.
  async downloadPlacementCodes({ caller, brand, body, res }) {
    const file = await printPlacementCodes(caller.tenantId, brand, body);
    if (res.headersSent) return;
    res.setHeader("Content-Disposition", contentDisposition(file.fileName));
    res.setHeader("Cache-Control", "private, no-store");
    res.status(200).type(file.contentType).send(file.bytes);
  },
};
