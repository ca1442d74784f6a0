import type { CollectionReference, DocumentReference, Firestore } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { COLLECTIONS, collectionPath, type CollectionName } from "./registry.js";

// The one place that names Firestore paths (lint: no string collection path elsewhere). Each
// collection of the registry (`registry.ts`) has one builder here, taking the ids of the documents
// above it, outermost first.

/** A collection of the registry, from the ids of the documents above it. */
export const collectionRef = (name: CollectionName, ...ids: string[]): CollectionReference => db().collection(collectionPath(name, ...ids));

/** A registered sub-collection of a document in hand (`subcollection(experience.ref, "scenes")`). */
export const subcollection = (parent: DocumentReference, name: CollectionName): CollectionReference => parent.collection(COLLECTIONS[name].id);

/** Every collection of that name at any depth (e.g. the scenes of all experiences). */
export const collectionGroup = (name: CollectionName, firestore: Firestore = db()) => firestore.collectionGroup(COLLECTIONS[name].id);

// The workspace and what lies under it.
export const tenantsCol = () => collectionRef("tenants");
export const membersCol = (tenantId: string) => collectionRef("tenantMembers", tenantId);
export const invitationsCol = (tenantId: string) => collectionRef("invitations", tenantId);
export const apiKeysCol = (tenantId: string) => collectionRef("apiKeys", tenantId);
export const webhooksCol = (tenantId: string) => collectionRef("webhooks", tenantId);
export const deliveriesCol = (tenantId: string, webhookId: string) => collectionRef("webhookDeliveries", tenantId, webhookId);
export const auditLogCol = (tenantId: string) => collectionRef("auditLog", tenantId);
export const notificationsCol = (tenantId: string, uid: string) => collectionRef("notifications", tenantId, uid);
export const exportsCol = (tenantId: string) => collectionRef("exports", tenantId);
export const importsCol = (tenantId: string) => collectionRef("imports", tenantId);

// Top-level collections whose documents name their workspace.
export const uploadsCol = () => collectionRef("uploads");
export const libraryCol = () => collectionRef("libraryObjects");
export const reprocessRequestsCol = (libraryObjectId: string) => collectionRef("reprocessRequests", libraryObjectId);
export const placementsCol = () => collectionRef("placements");
export const scanShardsCol = (placementId: string) => collectionRef("scanShards", placementId);
export const testAccessCol = () => collectionRef("testAccess");
export const apiKeyPrefixesCol = () => collectionRef("apiKeyPrefixes");
export const deletedBrandsCol = () => collectionRef("deletedBrands");
export const tenantSlugsCol = () => collectionRef("tenantSlugs");
export const mailCol = () => collectionRef("mail");

// A brand and what lies under it.
export const brandsCol = () => collectionRef("brands");
export const brandMembersCol = (brandId: string) => collectionRef("brandMembers", brandId);
export const experiencesCol = (brandId: string) => collectionRef("experiences", brandId);
export const storesCol = (brandId: string) => collectionRef("stores", brandId);
export const storeCodesCol = (brandId: string) => collectionRef("storeCodes", brandId);
export const scheduledPublishesCol = (brandId: string) => collectionRef("scheduledPublishes", brandId);
export const publishRequestsCol = (brandId: string) => collectionRef("publishRequests", brandId);
export const setsCol = (brandId: string) => collectionRef("sets", brandId);
export const videosCol = (brandId: string) => collectionRef("videos", brandId);
export const surveysCol = (brandId: string) => collectionRef("surveys", brandId);
export const responsesCol = (brandId: string, surveyId: string) => collectionRef("surveyResponses", brandId, surveyId);
export const eventsCol = (brandId: string) => collectionRef("analyticsEvents", brandId);
export const dailyCol = (brandId: string) => collectionRef("analyticsDaily", brandId);
export const visitorsCol = (brandId: string) => collectionRef("analyticsVisitors", brandId);
export const rollUpStateCol = (brandId: string) => collectionRef("analyticsRollUpState", brandId);
export const readyCol = (brandId: string) => collectionRef("analyticsReady", brandId);
export const eventExportCheckpointsCol = (brandId: string) => collectionRef("eventExportCheckpoints", brandId);
export const eventExportFilesCol = (brandId: string) => collectionRef("eventExportFiles", brandId);

// An experience and what lies under it.
export const experienceRef = (brandId: string, experienceId: string) => experiencesCol(brandId).doc(experienceId);
export const scenesCol = (brandId: string, experienceId: string) => collectionRef("scenes", brandId, experienceId);
export const productsCol = (brandId: string, experienceId: string) => collectionRef("products", brandId, experienceId);
export const productHandlesCol = (brandId: string, experienceId: string) => collectionRef("productHandles", brandId, experienceId);
export const virtualObjectsCol = (brandId: string, experienceId: string) => collectionRef("virtualObjects", brandId, experienceId);
export const translationsCol = (brandId: string, experienceId: string) => collectionRef("translations", brandId, experienceId);
export const manifestsCol = (brandId: string, experienceId: string) => collectionRef("manifests", brandId, experienceId);
export const commentsCol = (brandId: string, experienceId: string) => collectionRef("comments", brandId, experienceId);
export const versionPrivateCol = (brandId: string, experienceId: string, version: number) =>
  collectionRef("versionPrivate", brandId, experienceId, String(version));

// Nobody's in particular.
export const signUpAttemptsCol = () => collectionRef("signUpAttempts");
export const idempotencyCol = () => collectionRef("idempotency");
export const rateLimitsCol = () => collectionRef("rateLimits");
