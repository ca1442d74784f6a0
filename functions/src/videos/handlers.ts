import type { RouteHandlers } from "../http/handler.js";
import type { videoRoutes } from "@vitrine/contract";
import { createVideo, deleteVideo, getVideo, listVideos, updateVideo } from "./videos.js";

export const videoHandlers: RouteHandlers<typeof videoRoutes> = {
  listVideos: ({ brand, query }) => listVideos(brand.id, query),
  createVideo: ({ caller, brand, body }) => createVideo(caller, brand.id, body),
  getVideo: ({ brand, params }) => getVideo(brand.id, params.videoId),
  updateVideo: ({ brand, params, body, ifMatch }) => updateVideo(brand.id, params.videoId, body, ifMatch),
  async deleteVideo({ brand, params, ifMatch }) {
    await deleteVideo(brand.id, params.videoId, ifMatch);
    return { ok: true };
  },
};
