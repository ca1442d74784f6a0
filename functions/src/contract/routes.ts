import { z } from "zod";
import {
  addBrandMemberResultSchema,
  addBrandMemberSchema,
  brandMemberParamsSchema,
  brandMemberSchema,
  brandParamsSchema,
  brandSchema,
  createBrandSchema,
  listBrandsQuerySchema,
  updateBrandMemberSchema,
  updateBrandSchema,
} from "./brands.js";
import { okSchema, pageOf, pageQuerySchema } from "./common.js";
import { healthSchema } from "./health.js";
import { createVideoSchema, listVideosQuerySchema, updateVideoSchema, videoParamsSchema, videoSchema } from "./videos.js";
import { createUploadSchema, uploadParamsSchema, uploadSchema, uploadTicketSchema } from "./uploads.js";
import {
  brandLibraryParamsSchema,
  createLibraryObjectSchema,
  libraryListSchema,
  libraryObjectParamsSchema,
  libraryObjectSchema,
  listLibraryQuerySchema,
  updateLibraryObjectSchema,
} from "./library.js";
import { createSetSchema, listSetsQuerySchema, setParamsSchema, setSchema, updateSetSchema } from "./sets.js";
import {
  createStoreSchema,
  listStoresQuerySchema,
  storeParamsSchema,
  storeSchema,
  updateStoreSchema,
} from "./stores.js";
import {
  createSurveySchema,
  listSurveysQuerySchema,
  surveyParamsSchema,
  surveySchema,
  updateSurveySchema,
} from "./surveys.js";
import type { Action } from "./roles.js";
import {
  invitationSchema,
  inviteTenantMemberSchema,
  meSchema,
  memberParamsSchema,
  tenantMemberSchema,
  tenantSchema,
  updateMeSchema,
  updateTenantMemberSchema,
  updateTenantSchema,
  workspaceParamsSchema,
  workspaceSchema,
} from "./tenants.js";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call a route: anyone (`public`), any signed-in tenant member (`signed-in`),
 * or a caller whose role allows the action in the permission table.
 */
export type RouteAccess = "public" | "signed-in" | Action;

export interface RouteDef {
  method: HttpMethod;
  /** Express-style path, always under /v1. */
  path: string;
  summary: string;
  access: RouteAccess;
  /** Sensitive routes check that the ID token was not revoked and the user is not disabled. */
  sensitive?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  successStatus?: 200 | 201 | 204;
}

const defineRoutes = <T extends Record<string, RouteDef>>(routes: T) => routes;

/** The whole /v1 surface. The server registers from it, the client calls through it. */
export const routes = defineRoutes({
  health: {
    method: "get",
    path: "/v1/health",
    summary: "API version and whether its dependencies answer",
    access: "public",
    response: healthSchema,
  },
  getWorkspace: {
    method: "get",
    path: "/v1/public/workspaces/:slug",
    summary: "The sign-in facts of a workspace (tenant) by its slug",
    access: "public",
    params: workspaceParamsSchema,
    response: workspaceSchema,
  },
  getMe: {
    method: "get",
    path: "/v1/me",
    summary: "The caller, their tenant and their roles",
    access: "signed-in",
    response: meSchema,
  },
  updateMe: {
    method: "patch",
    path: "/v1/me",
    summary: "Change the caller's display name",
    access: "signed-in",
    sensitive: true,
    body: updateMeSchema,
    response: meSchema,
  },
  getTenant: {
    method: "get",
    path: "/v1/tenants/me",
    summary: "The caller's tenant",
    access: "tenant.read",
    response: tenantSchema,
  },
  updateTenant: {
    method: "patch",
    path: "/v1/tenants/me",
    summary: "Rename the caller's tenant",
    access: "tenant.update",
    sensitive: true,
    body: updateTenantSchema,
    response: tenantSchema,
  },
  listTenantMembers: {
    method: "get",
    path: "/v1/tenants/me/members",
    summary: "People of the tenant and their roles",
    access: "tenantMembers.read",
    query: pageQuerySchema,
    response: pageOf(tenantMemberSchema),
  },
  inviteTenantMember: {
    method: "post",
    path: "/v1/tenants/me/members",
    summary: "Invite a person to the tenant by email",
    access: "tenantMembers.manage",
    sensitive: true,
    body: inviteTenantMemberSchema,
    response: invitationSchema,
    successStatus: 201,
  },
  updateTenantMember: {
    method: "patch",
    path: "/v1/tenants/me/members/:uid",
    summary: "Change a tenant member's role",
    access: "tenantMembers.manage",
    sensitive: true,
    params: memberParamsSchema,
    body: updateTenantMemberSchema,
    response: tenantMemberSchema,
  },
  removeTenantMember: {
    method: "delete",
    path: "/v1/tenants/me/members/:uid",
    summary: "Remove a person from the tenant and all its brands",
    access: "tenantMembers.manage",
    sensitive: true,
    params: memberParamsSchema,
    response: okSchema,
  },
  listBrands: {
    method: "get",
    path: "/v1/brands",
    summary: "Brands the caller can see, by name, with cursor pagination and name search",
    access: "brands.list",
    query: listBrandsQuerySchema,
    response: pageOf(brandSchema),
  },
  createBrand: {
    method: "post",
    path: "/v1/brands",
    summary: "Create a brand",
    access: "brands.create",
    body: createBrandSchema,
    response: brandSchema,
    successStatus: 201,
  },
  getBrand: {
    method: "get",
    path: "/v1/brands/:brandId",
    summary: "One brand",
    access: "brand.read",
    params: brandParamsSchema,
    response: brandSchema,
  },
  updateBrand: {
    method: "patch",
    path: "/v1/brands/:brandId",
    summary: "Rename a brand or change its colours",
    access: "brand.update",
    params: brandParamsSchema,
    body: updateBrandSchema,
    response: brandSchema,
  },
  deleteBrand: {
    method: "delete",
    path: "/v1/brands/:brandId",
    summary: "Delete a brand and everything under it",
    access: "brands.delete",
    sensitive: true,
    params: brandParamsSchema,
    response: okSchema,
  },
  listBrandMembers: {
    method: "get",
    path: "/v1/brands/:brandId/members",
    summary: "People with a role on the brand",
    access: "brandMembers.read",
    params: brandParamsSchema,
    query: pageQuerySchema,
    response: pageOf(brandMemberSchema),
  },
  addBrandMember: {
    method: "post",
    path: "/v1/brands/:brandId/members",
    summary: "Give a person a role on the brand, inviting them to the tenant if needed",
    access: "brandMembers.manage",
    sensitive: true,
    params: brandParamsSchema,
    body: addBrandMemberSchema,
    response: addBrandMemberResultSchema,
    successStatus: 201,
  },
  updateBrandMember: {
    method: "patch",
    path: "/v1/brands/:brandId/members/:uid",
    summary: "Change a person's role on the brand",
    access: "brandMembers.manage",
    sensitive: true,
    params: brandMemberParamsSchema,
    body: updateBrandMemberSchema,
    response: brandMemberSchema,
  },
  removeBrandMember: {
    method: "delete",
    path: "/v1/brands/:brandId/members/:uid",
    summary: "Remove a person's role on the brand",
    access: "brandMembers.manage",
    sensitive: true,
    params: brandMemberParamsSchema,
    response: okSchema,
  },
  createUpload: {
    method: "post",
    path: "/v1/brands/:brandId/uploads",
    summary: "Get an upload ticket: a URL to PUT one file's bytes to, checked against the kind's limits",
    access: "brandContent.write",
    params: brandParamsSchema,
    body: createUploadSchema,
    response: uploadTicketSchema,
    successStatus: 201,
  },
  completeUpload: {
    method: "post",
    path: "/v1/brands/:brandId/uploads/:uploadId/complete",
    summary: "Finish an upload: the API checks the stored bytes by their content and publishes them",
    access: "brandContent.write",
    params: uploadParamsSchema,
    response: uploadSchema,
  },
  getUpload: {
    method: "get",
    path: "/v1/brands/:brandId/uploads/:uploadId",
    summary: "One upload and its state",
    access: "brandContent.read",
    params: uploadParamsSchema,
    response: uploadSchema,
  },
  listLibrary: {
    method: "get",
    path: "/v1/library",
    summary: "The 3D model library the workspace sees: the global samples and its own models",
    access: "library.read",
    query: listLibraryQuerySchema,
    response: libraryListSchema,
  },
  getLibraryObject: {
    method: "get",
    path: "/v1/library/:objectId",
    summary: "One library model with its stats",
    access: "library.read",
    params: libraryObjectParamsSchema,
    response: libraryObjectSchema,
  },
  createLibraryObject: {
    method: "post",
    path: "/v1/brands/:brandId/library",
    summary: "Add an uploaded GLB to the library: validated now (Khronos glTF validator), optimised in the background",
    access: "brandContent.write",
    params: brandLibraryParamsSchema,
    body: createLibraryObjectSchema,
    response: libraryObjectSchema,
    successStatus: 201,
  },
  updateLibraryObject: {
    method: "patch",
    path: "/v1/library/:objectId",
    summary: "Rename a model, edit its tags or set its thumbnail (editors of the brand that added it)",
    access: "library.read",
    params: libraryObjectParamsSchema,
    body: updateLibraryObjectSchema,
    response: libraryObjectSchema,
  },
  deleteLibraryObject: {
    method: "delete",
    path: "/v1/library/:objectId",
    summary: "Delete a model no set or scene uses (editors of the brand that added it)",
    access: "library.read",
    params: libraryObjectParamsSchema,
    response: okSchema,
  },
  listStores: {
    method: "get",
    path: "/v1/brands/:brandId/stores",
    summary: "The brand's physical stores",
    access: "brandContent.read",
    params: brandParamsSchema,
    query: listStoresQuerySchema,
    response: pageOf(storeSchema),
  },
  createStore: {
    method: "post",
    path: "/v1/brands/:brandId/stores",
    summary: "Add a store: address, position, time zone and opening hours",
    access: "brandContent.write",
    params: brandParamsSchema,
    body: createStoreSchema,
    response: storeSchema,
    successStatus: 201,
  },
  getStore: {
    method: "get",
    path: "/v1/brands/:brandId/stores/:storeId",
    summary: "One store",
    access: "brandContent.read",
    params: storeParamsSchema,
    response: storeSchema,
  },
  updateStore: {
    method: "patch",
    path: "/v1/brands/:brandId/stores/:storeId",
    summary: "Change a store",
    access: "brandContent.write",
    params: storeParamsSchema,
    body: updateStoreSchema,
    response: storeSchema,
  },
  deleteStore: {
    method: "delete",
    path: "/v1/brands/:brandId/stores/:storeId",
    summary: "Delete a store that no placement stands in",
    access: "brandContent.write",
    params: storeParamsSchema,
    response: okSchema,
  },
  listSets: {
    method: "get",
    path: "/v1/brands/:brandId/sets",
    summary: "The brand's sets: reusable 3D environments",
    access: "brandContent.read",
    params: brandParamsSchema,
    query: listSetsQuerySchema,
    response: pageOf(setSchema),
  },
  createSet: {
    method: "post",
    path: "/v1/brands/:brandId/sets",
    summary: "Create a set: backdrop model, lighting preset, background and floor",
    access: "brandContent.write",
    params: brandParamsSchema,
    body: createSetSchema,
    response: setSchema,
    successStatus: 201,
  },
  getSet: {
    method: "get",
    path: "/v1/brands/:brandId/sets/:setId",
    summary: "One set",
    access: "brandContent.read",
    params: setParamsSchema,
    response: setSchema,
  },
  updateSet: {
    method: "patch",
    path: "/v1/brands/:brandId/sets/:setId",
    summary: "Change a set",
    access: "brandContent.write",
    params: setParamsSchema,
    body: updateSetSchema,
    response: setSchema,
  },
  deleteSet: {
    method: "delete",
    path: "/v1/brands/:brandId/sets/:setId",
    summary: "Delete a set",
    access: "brandContent.write",
    params: setParamsSchema,
    response: okSchema,
  },
  listVideos: {
    method: "get",
    path: "/v1/brands/:brandId/videos",
    summary: "The brand's video library",
    access: "brandContent.read",
    params: brandParamsSchema,
    query: listVideosQuerySchema,
    response: pageOf(videoSchema),
  },
  createVideo: {
    method: "post",
    path: "/v1/brands/:brandId/videos",
    summary: "Add an uploaded MP4/WebM to the library, with its poster frame and duration measured in the browser",
    access: "brandContent.write",
    params: brandParamsSchema,
    body: createVideoSchema,
    response: videoSchema,
    successStatus: 201,
  },
  getVideo: {
    method: "get",
    path: "/v1/brands/:brandId/videos/:videoId",
    summary: "One video",
    access: "brandContent.read",
    params: videoParamsSchema,
    response: videoSchema,
  },
  updateVideo: {
    method: "patch",
    path: "/v1/brands/:brandId/videos/:videoId",
    summary: "Retitle, retag or change the poster of a video",
    access: "brandContent.write",
    params: videoParamsSchema,
    body: updateVideoSchema,
    response: videoSchema,
  },
  deleteVideo: {
    method: "delete",
    path: "/v1/brands/:brandId/videos/:videoId",
    summary: "Delete a video and its files",
    access: "brandContent.write",
    params: videoParamsSchema,
    response: okSchema,
  },
  listSurveys: {
    method: "get",
    path: "/v1/brands/:brandId/surveys",
    summary: "The brand's surveys, active or archived",
    access: "brandContent.read",
    params: brandParamsSchema,
    query: listSurveysQuerySchema,
    response: pageOf(surveySchema),
  },
  createSurvey: {
    method: "post",
    path: "/v1/brands/:brandId/surveys",
    summary: "Create a survey with its ordered questions",
    access: "brandContent.write",
    params: brandParamsSchema,
    body: createSurveySchema,
    response: surveySchema,
    successStatus: 201,
  },
  getSurvey: {
    method: "get",
    path: "/v1/brands/:brandId/surveys/:surveyId",
    summary: "One survey",
    access: "brandContent.read",
    params: surveyParamsSchema,
    response: surveySchema,
  },
  updateSurvey: {
    method: "patch",
    path: "/v1/brands/:brandId/surveys/:surveyId",
    summary: "Change a survey: title, questions (replaced as a whole, in order), or archive it",
    access: "brandContent.write",
    params: surveyParamsSchema,
    body: updateSurveySchema,
    response: surveySchema,
  },
  duplicateSurvey: {
    method: "post",
    path: "/v1/brands/:brandId/surveys/:surveyId/duplicate",
    summary: "Copy a survey (as active, titled \"… (copy)\")",
    access: "brandContent.write",
    params: surveyParamsSchema,
    response: surveySchema,
    successStatus: 201,
  },
  deleteSurvey: {
    method: "delete",
    path: "/v1/brands/:brandId/surveys/:surveyId",
    summary: "Delete a survey",
    access: "brandContent.write",
    params: surveyParamsSchema,
    response: okSchema,
  },
});

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteResponse<N extends RouteName> = z.infer<Routes[N]["response"]>;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]["body"]> : never;
export type RouteQuery<N extends RouteName> = Routes[N] extends { query: z.ZodType } ? z.input<Routes[N]["query"]> : never;
export type RouteParams<N extends RouteName> = Routes[N] extends { params: z.ZodType } ? z.input<Routes[N]["params"]> : never;

/** Fills `:name` segments of a route path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
