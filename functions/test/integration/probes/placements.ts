import { create, fixture, is, type AreaProbes } from "../../helpers/probes.js";

const PLACEMENT = { name: "Matrix placement" };

export const placementProbes: AreaProbes = async (name, ws) => {
  const placements = `/v1/brands/${ws.brandId}/placements`;
  const placementId = () => fixture(ws, "placements", PLACEMENT);
  switch (name) {
    case "listPlacements":
      return { path: placements };
    case "createPlacement":
      return { path: placements, json: {}, allowed: is(400) };
    // Empty bodies: an allowed caller reaches validation, so nothing is created.
    case "previewBulkPlacements":
      return { path: `${placements}/bulk/preview`, json: {}, allowed: is(400) };
    case "bulkCreatePlacements":
      return { path: `${placements}/bulk`, json: {}, headers: { "Idempotency-Key": "matrix-bulk" }, allowed: is(400) };
    case "getPlacement":
      return { path: `${placements}/${await placementId()}` };
    case "recordQrCodeDownload":
      return { path: `${placements}/${await placementId()}/qr-code-downloads` };
    case "updatePlacement":
      return { path: `${placements}/${await placementId()}`, json: {}, allowed: is(400) };
    // A throwaway placement, so an allowed delete removes nothing the other probes need.
    case "deletePlacement":
      return { path: `${placements}/${await create(ws, "placements", { name: "Doomed placement" })}` };
    case "getPlacementTimeline":
      return { path: `${placements}/${await placementId()}/timeline` };
    // Printing only reads: everyone who may read the brand gets the file.
    case "downloadPlacementCodes":
      return { path: `/v1/brands/${ws.brandId}/placement-codes`, json: { placementIds: [await placementId()], format: "zip" }, allowed: is(200) };
    case "previewPlacement":
      return { path: `${placements}/${await placementId()}/preview?device=android` };
    // Empty bodies: an allowed caller reaches validation, so no experiment starts or stops.
    case "startPlacementExperiment":
      return { path: `${placements}/${await placementId()}/experiment`, json: {}, allowed: is(400) };
    case "stopPlacementExperiment":
      return { path: `${placements}/${await placementId()}/experiment/stop`, json: {}, allowed: is(400) };
    case "getPlacementExperimentAnalytics":
      return { path: `${placements}/${await placementId()}/experiment/analytics` };
    // Public: anyone, signed in or not, gets the answer (no experience yet: the brand's fallback).
    case "resolvePlacement":
      return { path: `/v1/public/placements/${await placementId()}` };
    default:
      return undefined;
  }
};
