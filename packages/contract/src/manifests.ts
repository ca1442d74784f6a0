import { z } from "zod";
import { documentIdSchema, idSchema, isoDateTimeSchema, pageOf, pageQuerySchema, smallListQuerySchema, NON_BLANK, experienceParamsSchema } from "./common.js";
import { fieldIssueSchema } from "./errors.js";
import { defineRoutes } from "./route-def.js";
import { publicEndpoints } from "./public-endpoints.js";
import { hexColorSchema, themeSchema } from "./theme.js";
import { imageVariantsSchema } from "./images.js";
import { cameraPointsSchema, localIdSchema, segmentSchema, transformSchema, vec3Schema } from "./scene-shapes.js";
import { lightingPresets, floorKinds } from "./sets.js";
import { surveyQuestionSchema } from "./surveys.js";

/**
 * How long shared caches may keep a published version (and the 410 of a withdrawn one) before
 * asking again: a version's content never changes, but it can be withdrawn, which must reach
 * viewers within minutes rather than the year an `immutable` answer would last.
 */
export const MANIFEST_MAX_AGE_SECONDS = 300;
export const WITHDRAWN_MAX_AGE_SECONDS = 60;

/** Bumped on any change a viewer already in the field could not read. */
export const MANIFEST_SCHEMA_VERSION = 1;

const manifestObjectSchema = z.discriminatedUnion("kind", [
  z.object({
    id: localIdSchema,
    kind: z.literal("model"),
    modelId: z.string(),
    transform: transformSchema,
    /**
     * The material variant the world builder chose for this placement (one of the model's, by
     * name); absent: the model's own look, or its product's default option.
     */
    variant: z.string().optional(),
  }),
  z.object({ id: localIdSchema, kind: z.literal("videoWall"), transform: transformSchema }),
]);

export const manifestSceneSchema = z.object({
  id: idSchema,
  name: z.string(),
  tags: z.array(z.string()),
  camera: cameraPointsSchema,
  setId: idSchema.nullable(),
  segments: z.array(segmentSchema),
  objects: z.array(manifestObjectSchema),
});

const pictureSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/**
 * A scene drawn from its camera when its version was published: `landscape` (1200×630, the share
 * card's) and `portrait` (720×1560, a phone held upright's).
 */
export const scenePictureSchema = z.object({ landscape: pictureSchema, portrait: pictureSchema });
export type ScenePicture = z.infer<typeof scenePictureSchema>;

/** One delivery variant of a model (see the library's `variants`). */
const manifestModelVariantSchema = z.object({ url: z.string(), bytes: z.number().int(), triangles: z.number().int() });

/** One model the scenes use, with the experience's overrides already applied. */
export const manifestModelSchema = z.object({
  name: z.string(),
  /** The optimised GLB (the original when optimisation saved nothing): the fallback when no variant suits. */
  url: z.string(),
  bytes: z.number().int(),
  /**
   * The model's delivery variants the viewer picks from by device (phone: small screen, little
   * memory or Save-Data); absent when the model has none (samples, or published before variants).
   */
  variants: z.object({ phone: manifestModelVariantSchema.optional(), desktop: manifestModelVariantSchema.optional() }).optional(),
  /**
   * "View in your space": the USDZ for AR Quick Look (iOS) and where AR places the model; Android's
   * Scene Viewer and WebXR use the GLB (`url`). Absent when the model has no USDZ (samples, models
   * processed before AR files existed, or one that could not be made). AR shows the model at its
   * real size: `scale` does not apply there.
   */
  ar: z
    .object({
      usdz: z.string(),
      placement: z.enum(["floor", "wall"]),
      /**
       * The USDZ of the model wearing each material variant, by variant name (Quick Look has no
       * variants: AR opens the chosen option's file); absent when the model has none.
       */
      variants: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
  interactive: z.boolean(),
  productId: idSchema.nullable(),
  /** Multiplies each placement's scale. */
  scale: z.number(),
});

export const manifestSetSchema = z.object({
  name: z.string(),
  lighting: z.enum(lightingPresets),
  background: hexColorSchema,
  floor: z.object({ kind: z.enum(floorKinds), color: z.string(), size: z.number() }),
  /** Key into `models`, when the set has a backdrop model. */
  backdropModelId: z.string().nullable(),
});

/** One option of a product: a material variant of its model (`variant`, the glTF variant's name) sold as itself. */
export const manifestProductOptionSchema = z.object({
  variant: z.string(),
  name: z.string(),
  sku: z.string(),
  /** In the product's currency. */
  price: z.number(),
  /** Where to buy this option; null: the product's link. */
  url: z.string().nullable(),
});

export const manifestProductSchema = z.object({
  id: idSchema,
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  /** In the currency's major unit (249.5 EUR), formatted by the viewer with Intl.NumberFormat. */
  price: z.number(),
  currency: z.string().length(3),
  imageUrl: z.string().nullable(),
  /** WebP copies of an uploaded image for `srcset` (absent in manifests published before they existed). */
  imageVariants: imageVariantsSchema.optional(),
  url: z.string().nullable(),
  /** Where the product's marker stands in a scene, set from the world builder. */
  hotspot: z.object({ sceneId: idSchema, position: vec3Schema }).nullable(),
  /**
   * The library model whose material variants the options are (absent in manifests of products
   * without options, so their manifests and ETags stay as they were).
   */
  modelId: idSchema.nullable().optional(),
  /** The product's options, each one material variant of `modelId` with its own SKU, price and link; absent when it has none. */
  options: z.array(manifestProductOptionSchema).optional(),
  /** The option shown first (its `variant`); absent when the product has no options. */
  defaultOption: z.string().nullable().optional(),
  /**
   * The product's size in metres, from the library's real-world size of the model showing it, when
   * the brand shows it (`showDimensions`); absent otherwise, and for a product no scene shows.
   */
  dimensions: z.object({ width: z.number(), height: z.number(), depth: z.number() }).optional(),
});

export const manifestVideoSchema = z.object({
  id: idSchema,
  title: z.string(),
  url: z.string(),
  posterUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
});

/** Everything the public viewer needs to show one experience, in one immutable document. */
export const manifestSchema = z.object({
  schemaVersion: z.literal(MANIFEST_SCHEMA_VERSION),
  brandId: idSchema,
  experienceId: idSchema,
  /** The published version, or null for a live draft (test links). */
  version: z.number().int().nullable(),
  publishedAt: isoDateTimeSchema.nullable(),
  name: z.string(),
  brand: z.object({ name: z.string() }),
  theme: themeSchema,
  scenes: z.array(manifestSceneSchema).min(1),
  models: z.record(z.string(), manifestModelSchema),
  sets: z.record(z.string(), manifestSetSchema),
  products: z.array(manifestProductSchema),
  videoWall: z
    .object({
      rows: z.number().int(),
      columns: z.number().int(),
      autoplay: z.boolean(),
      muted: z.boolean(),
      loop: z.boolean(),
      videos: z.array(manifestVideoSchema),
    })
    .nullable(),
  host: z
    .object({
      name: z.string(),
      avatar: z
        .discriminatedUnion("kind", [
          z.object({ kind: z.literal("model"), modelId: z.string() }),
          z.object({ kind: z.literal("image"), url: z.string(), variants: imageVariantsSchema.optional() }),
        ])
        .nullable(),
      greeting: z.string(),
      segmentLines: z.record(z.string(), z.string()),
    })
    .nullable(),
  survey: z.object({ id: idSchema, title: z.string(), questions: z.array(surveyQuestionSchema) }).nullable(),
  /** The public face of the assistant; its knowledge stays on the server. */
  aiChat: z.object({ name: z.string(), welcomeMessage: z.string(), suggestedQuestions: z.array(z.string()) }).nullable(),
  /**
   * The languages the texts are in (absent when the brand has only one): `available` starts with
   * the default, in which the fields above are written.
   */
  languages: z.object({ default: z.string(), available: z.array(z.string()) }).optional(),
  /** Per other language, translated texts by key (see `forEachContentText`); a missing one reads the default's. */
  translations: z.record(z.string(), z.record(z.string(), z.string())).optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** What stops an experience from being published: where (a dotted path into the experience) and why. */
export const manifestProblemSchema = fieldIssueSchema;
export type ManifestProblem = z.infer<typeof manifestProblemSchema>;

/** Counts shown beside each version in the history. */
export const manifestSummarySchema = z.object({
  scenes: z.number().int(),
  objects: z.number().int(),
  models: z.number().int(),
  products: z.number().int(),
  videos: z.number().int(),
});
export type ManifestSummary = z.infer<typeof manifestSummarySchema>;

/** One published version, without its content. */
export const manifestVersionSchema = z.object({
  version: z.number().int(),
  publishedAt: isoDateTimeSchema,
  publishedBy: z.object({ uid: z.string(), name: z.string().nullable() }),
  /** Set when this version republished an earlier one's content (a rollback). */
  rolledBackFrom: z.number().int().nullable(),
  summary: manifestSummarySchema,
  /** The version the public sees now. */
  live: z.boolean(),
  /** Strong validator of the content, as the public endpoint sends it in `ETag`. */
  etag: z.string(),
  /** Set once the brand withdrew the version: the public endpoint answers 410 for it. */
  withdrawnAt: isoDateTimeSchema.nullable(),
  withdrawnBy: z.object({ uid: z.string(), name: z.string().nullable() }).nullable(),
});
export type ManifestVersion = z.infer<typeof manifestVersionSchema>;

export const manifestVersionDetailSchema = manifestVersionSchema.extend({ manifest: manifestSchema });
export type ManifestVersionDetail = z.infer<typeof manifestVersionDetailSchema>;

/** One difference between two manifests. Arrays of objects are matched by their `id`: `scenes[<id>].name`. */
export const manifestChangeSchema = z.object({
  path: z.string(),
  kind: z.enum(["added", "removed", "changed"]),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type ManifestChange = z.infer<typeof manifestChangeSchema>;

export const manifestDiffSchema = z.object({
  /** The newer side of the comparison (`after`). */
  version: z.number().int(),
  /** The side compared against (`before`). */
  against: z.number().int(),
  changes: z.array(manifestChangeSchema),
  /** True when there were more changes than listed. */
  truncated: z.boolean(),
});
export type ManifestDiff = z.infer<typeof manifestDiffSchema>;

/** The experience as it would publish now. */
export const draftManifestSchema = z.object({
  /** Null only when the draft cannot make a manifest at all (e.g. no scene); `problems` says why. */
  manifest: manifestSchema.nullable(),
  problems: z.array(manifestProblemSchema),
  liveVersion: z.number().int().nullable(),
  /** What publishing now would change for the public (null while nothing is published). */
  changes: z.array(manifestChangeSchema).nullable(),
});
export type DraftManifest = z.infer<typeof draftManifestSchema>;

/** A secret link showing the live draft to reviewers: `/{placementId}/test/{testAccessId}`. */
export const testAccessSchema = z.object({
  id: z.string(),
  experienceId: idSchema,
  label: z.string(),
  status: z.enum(["active", "revoked"]),
  createdAt: isoDateTimeSchema,
  createdBy: z.object({ uid: z.string(), name: z.string().nullable() }),
  revokedAt: isoDateTimeSchema.nullable(),
  /** Whether people opening the link may leave comments pinned in 3D (named, without an account). */
  allowComments: z.boolean(),
});
export type TestAccess = z.infer<typeof testAccessSchema>;

const testAccessLabelSchema = z.string().trim().min(1, "Give the link a label").max(80, "Labels are at most 80 characters").meta(NON_BLANK);
const allowCommentsSchema = z.boolean().describe("Let people opening the link comment on the draft under a name of their choosing, without an account");
export const createTestAccessSchema = z.object({ label: testAccessLabelSchema, allowComments: allowCommentsSchema.default(false) }).strict();
export type CreateTestAccess = z.input<typeof createTestAccessSchema>;
/** `allowComments` left out keeps the link's setting. */
export const updateTestAccessSchema = z.object({ label: testAccessLabelSchema, allowComments: allowCommentsSchema.optional() }).strict();
export type UpdateTestAccess = z.input<typeof updateTestAccessSchema>;

/** What a preview link opens: the placement it is shown on and the experience's live draft. */
export const testManifestSchema = z.object({
  placement: z.object({ id: idSchema, name: z.string() }),
  testAccess: z.object({ id: z.string(), label: z.string(), allowComments: z.boolean() }),
  manifest: manifestSchema,
  /** What would stop this draft from publishing (the preview still shows what it can). */
  problems: z.array(manifestProblemSchema),
});
export type TestManifest = z.infer<typeof testManifestSchema>;

/** Longest a test access id can be (ids are 24 random url-safe characters). */
const testAccessIdSchema = documentIdSchema("Invalid test access id", 64);
const versionSchema = z.coerce.number().int("Versions are whole numbers").min(1, "Versions start at 1").max(1_000_000_000);

export const manifestVersionParamsSchema = experienceParamsSchema.safeExtend({ version: versionSchema }).strict();
export const testAccessParamsSchema = experienceParamsSchema.safeExtend({ testAccessId: testAccessIdSchema }).strict();
export const diffManifestQuerySchema = z.object({ against: versionSchema }).strict();
export const listManifestVersionsQuerySchema = pageQuerySchema;
export type ListManifestVersionsQuery = z.input<typeof listManifestVersionsQuerySchema>;

export const manifestRoutes = defineRoutes({
  publishExperience: {
    method: "post",
    path: "/v1/brands/:brandId/experiences/:experienceId/publish",
    summary: "Publish the experience as a new immutable manifest version (422 listing the problems when something is broken)",
    access: "brandContent.write",
    params: experienceParamsSchema,
    response: manifestVersionDetailSchema,
    successStatus: 201,
  },
  listManifestVersions: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/manifests",
    summary: "Published versions, newest first, with who published them and which one is live",
    access: "brandContent.read",
    params: experienceParamsSchema,
    query: listManifestVersionsQuerySchema,
    response: pageOf(manifestVersionSchema),
  },
  getManifestVersion: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/manifests/:version",
    summary: "One published version with its manifest",
    access: "brandContent.read",
    params: manifestVersionParamsSchema,
    response: manifestVersionDetailSchema,
  },
  getDraftManifest: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/manifest-draft",
    summary: "The manifest the experience would publish now, its problems, and what it changes against the live version",
    access: "brandContent.read",
    params: experienceParamsSchema,
    response: draftManifestSchema,
  },
  diffManifestVersions: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/manifests/:version/diff",
    summary: "What changed from version `against` to `version`",
    access: "brandContent.read",
    params: manifestVersionParamsSchema,
    query: diffManifestQuerySchema,
    response: manifestDiffSchema,
  },
  rollbackManifest: {
    method: "post",
    path: "/v1/brands/:brandId/experiences/:experienceId/manifests/:version/rollback",
    summary: "Publish a new version with this version's content (history stays linear; the draft is not changed)",
    access: "brandContent.write",
    params: manifestVersionParamsSchema,
    response: manifestVersionDetailSchema,
    successStatus: 201,
  },
  withdrawManifestVersion: {
    method: "post",
    path: "/v1/brands/:brandId/experiences/:experienceId/manifests/:version/withdraw",
    summary:
      "Withdraw a version from the public: its public endpoint answers 410 from now on (caches keep it at most a few minutes). The live version cannot be withdrawn (409): publish or roll back to another first. Withdrawing twice keeps the first date",
    access: "brandContent.write",
    params: manifestVersionParamsSchema,
    response: manifestVersionSchema,
  },
  listTestAccess: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/test-access",
    summary: "The experience's preview links, active first (by default up to 100 in one page)",
    access: "brandContent.read",
    params: experienceParamsSchema,
    query: smallListQuerySchema,
    response: pageOf(testAccessSchema),
  },
  createTestAccess: {
    method: "post",
    path: "/v1/brands/:brandId/experiences/:experienceId/test-access",
    summary: "Create a preview link showing the live draft to reviewers (who may comment on it with `allowComments`)",
    access: "brandContent.write",
    params: experienceParamsSchema,
    body: createTestAccessSchema,
    response: testAccessSchema,
    successStatus: 201,
  },
  getTestAccess: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/test-access/:testAccessId",
    summary: "One preview link",
    access: "brandContent.read",
    params: testAccessParamsSchema,
    response: testAccessSchema,
  },
  updateTestAccess: {
    method: "patch",
    path: "/v1/brands/:brandId/experiences/:experienceId/test-access/:testAccessId",
    summary: "Relabel a preview link, and switch reviewers' comments on or off",
    access: "brandContent.write",
    params: testAccessParamsSchema,
    body: updateTestAccessSchema,
    response: testAccessSchema,
  },
  revokeTestAccess: {
    method: "post",
    path: "/v1/brands/:brandId/experiences/:experienceId/test-access/:testAccessId/revoke",
    summary: "Revoke a preview link: it answers 403 from now on",
    access: "brandContent.write",
    params: testAccessParamsSchema,
    response: testAccessSchema,
  },
  getPublishedManifest: {
    ...publicEndpoints.getPublishedManifest,
    summary:
      "A published manifest, with a strong ETag (If-None-Match answers 304), cacheable for a few minutes (`MANIFEST_MAX_AGE_SECONDS`) so that a withdrawal reaches every viewer; a withdrawn version answers 410",
    access: "public",
    params: manifestVersionParamsSchema,
    response: manifestSchema,
  },
  getTestManifest: {
    ...publicEndpoints.getTestManifest,
    summary: "The live draft behind a preview link (403 when the link is unknown or revoked; never cached)",
    access: "public",
    params: z.object({ placementId: idSchema, testAccessId: testAccessIdSchema }).strict(),
    response: testManifestSchema,
  },
});
