// Generated from the OpenAPI document by `npm run sdk:generate`: do not edit.
/* eslint-disable */
export interface paths {
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** API version and whether its dependencies answer */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/workspaces/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sign-in facts of a workspace (tenant) by its slug */
        get: operations["getWorkspace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller, their tenant and their roles */
        get: operations["getMe"];
        put?: never;
        post?: never;
        /** Delete the caller's account and leave the workspace (the last owner cannot: 409) */
        delete: operations["deleteMe"];
        options?: never;
        head?: never;
        /** Change the caller's display name */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/v1/tenants/me/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Schedule the deletion of the caller's workspace and everything in it, in 7 days (restorable until then) */
        post: operations["scheduleWorkspaceDeletion"];
        /** Restore a workspace whose deletion is scheduled */
        delete: operations["cancelWorkspaceDeletion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's tenant */
        get: operations["getTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the caller's tenant: its name, viewer address or audit log retention */
        patch: operations["updateTenant"];
        trace?: never;
    };
    "/v1/tenants/me/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People of the tenant and their roles; `accountEmailChanged` marks a person whose account no longer has the address they joined with, refused until an owner re-links them */
        get: operations["listTenantMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/members/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a person from the tenant and all its brands */
        delete: operations["removeTenantMember"];
        options?: never;
        head?: never;
        /** Change a tenant member's role */
        patch: operations["updateTenantMember"];
        trace?: never;
    };
    "/v1/tenants/me/members/{uid}/relink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-link a member to their account's current email address (`email`), after it was changed (owners only): until then they are refused (403 account-email-changed); single sign-on is decided by the new address from then on. 409 when the account's verified address is not the one given */
        post: operations["relinkTenantMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Brands the caller can see, by name, with cursor pagination and name search */
        get: operations["listBrands"];
        put?: never;
        /** Create a brand */
        post: operations["createBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One brand */
        get: operations["getBrand"];
        put?: never;
        post?: never;
        /** Delete a brand and everything under it */
        delete: operations["deleteBrand"];
        options?: never;
        head?: never;
        /** Rename a brand, or change its colours, time zone, embedding sites or languages */
        patch: operations["updateBrand"];
        trace?: never;
    };
    "/v1/brands/{brandId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People with a role on the brand */
        get: operations["listBrandMembers"];
        put?: never;
        /** Give a person a role on the brand; someone not in the workspace yet is invited to it, and gets the role on accepting */
        post: operations["addBrandMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/members/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a person's role on the brand */
        delete: operations["removeBrandMember"];
        options?: never;
        head?: never;
        /** Change a person's role on the brand */
        patch: operations["updateBrandMember"];
        trace?: never;
    };
    "/v1/brands/{brandId}/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Get an upload ticket: a URL to PUT one file's bytes to, checked against the kind's limits */
        post: operations["createUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/uploads/{uploadId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish an upload: the API checks the stored bytes by their content and publishes them */
        post: operations["completeUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/uploads/{uploadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One upload and its state */
        get: operations["getUpload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 3D model library the workspace sees: the global samples and its own models */
        get: operations["listLibrary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/library/{objectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One library model with its stats */
        get: operations["getLibraryObject"];
        put?: never;
        post?: never;
        /** Delete a model no set or scene uses (editors of the brand that added it) */
        delete: operations["deleteLibraryObject"];
        options?: never;
        head?: never;
        /** Rename a model, edit its tags or set its thumbnail (editors of the brand that added it) */
        patch: operations["updateLibraryObject"];
        trace?: never;
    };
    "/v1/brands/{brandId}/library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an uploaded GLB to the library: validated now (Khronos glTF validator), optimised in the background */
        post: operations["createLibraryObject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand's physical stores, by name (prefix search) or recent update, optionally those with a tag or the one with a code */
        get: operations["listStores"];
        put?: never;
        /** Add a store: code, tags, address and position (optional), time zone and opening hours; 409 when another store of the brand has the code */
        post: operations["createStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/stores/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every store of the brand as CSV, in the import's columns (cells a spreadsheet would run as formulas are neutralised) */
        get: operations["exportStoresCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/stores/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create and update stores from a CSV matched by store code (at most 5000 rows): all rows or none; dryRun says what it would do */
        post: operations["importStoresCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/stores/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One store */
        get: operations["getStore"];
        put?: never;
        post?: never;
        /** Delete a store that no placement stands in */
        delete: operations["deleteStore"];
        options?: never;
        head?: never;
        /** Change a store; 409 when another store of the brand has the new code */
        patch: operations["updateStore"];
        trace?: never;
    };
    "/v1/brands/{brandId}/sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand's sets: reusable 3D environments */
        get: operations["listSets"];
        put?: never;
        /** Create a set: backdrop model, lighting preset, background and floor */
        post: operations["createSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/sets/{setId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One set */
        get: operations["getSet"];
        put?: never;
        post?: never;
        /** Delete a set */
        delete: operations["deleteSet"];
        options?: never;
        head?: never;
        /** Change a set */
        patch: operations["updateSet"];
        trace?: never;
    };
    "/v1/brands/{brandId}/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand's video library */
        get: operations["listVideos"];
        put?: never;
        /** Add an uploaded MP4/WebM to the library, with its poster frame and duration measured in the browser */
        post: operations["createVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/videos/{videoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One video */
        get: operations["getVideo"];
        put?: never;
        post?: never;
        /** Delete a video and its files */
        delete: operations["deleteVideo"];
        options?: never;
        head?: never;
        /** Retitle, retag or change the poster of a video */
        patch: operations["updateVideo"];
        trace?: never;
    };
    "/v1/brands/{brandId}/surveys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand's surveys, active or archived */
        get: operations["listSurveys"];
        put?: never;
        /** Create a survey with its ordered questions */
        post: operations["createSurvey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/surveys/{surveyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One survey */
        get: operations["getSurvey"];
        put?: never;
        post?: never;
        /** Delete a survey */
        delete: operations["deleteSurvey"];
        options?: never;
        head?: never;
        /** Change a survey: title, questions (replaced as a whole, in order), or archive it */
        patch: operations["updateSurvey"];
        trace?: never;
    };
    "/v1/brands/{brandId}/surveys/{surveyId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a survey (as active, titled "… (copy)") */
        post: operations["duplicateSurvey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invitations waiting for an answer (pending and expired), by email */
        get: operations["listInvitations"];
        put?: never;
        /** Invite a person by email: the answer holds a single-use link valid 7 days. Nothing is created in the workspace until it is accepted */
        post: operations["inviteTenantMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/invitations/{invitationId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a pending invitation: its link stops working */
        post: operations["revokeInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/invitations/{invitationId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a new link for a pending or expired invitation, valid 7 days; the previous link stops working */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/invitations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What an invitation link offers (workspace, email, role), for the accept screen; refuses a used, revoked or expired link */
        post: operations["previewInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: creates the person's account with this password and a verified email, and their membership. The link works once; an account that existed before the invitation is never reused */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether workspaces can be created from the sign-up screen, and how */
        get: operations["getSignUpOptions"];
        put?: never;
        /** Create a workspace, its Identity Platform tenant and its owner's account (email not yet verified: the workspace is deleted after 7 days unless it is). 409 for a short name taken; limited per address and hour */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/sign-up/slug-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a workspace short name can be had (its shape, names that read like Vitrine's own, names taken) */
        get: operations["checkSlugAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The first-run checklist (create a brand, upload a model, publish, print a QR code), computed from the workspace's data */
        get: operations["getOnboarding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/placements/{placementId}/qr-code-downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that a placement's QR code was downloaded or printed (the checklist's last step) */
        post: operations["recordQrCodeDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's single sign-on (OpenID Connect or SAML): provider, email domains, enforcement, just-in-time joining. Secrets are never returned */
        get: operations["getSingleSignOn"];
        /** Configure the workspace's single sign-on, replacing the current configuration (owners) */
        put: operations["configureSingleSignOn"];
        post?: never;
        /** Remove the workspace's single sign-on: its provider stops signing anyone in (owners) */
        delete: operations["removeSingleSignOn"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/sign-in/sso-lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether an email address signs in to a workspace with single sign-on, and with which provider (for the sign-in screen) */
        post: operations["lookUpSingleSignOn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/invitations/accept-with-sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation as the person signed in with the workspace's single sign-on (Authorization: Bearer <their ID token>): the token's verified email must be the invited one */
        post: operations["acceptInvitationWithSso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand's experiences */
        get: operations["listExperiences"];
        put?: never;
        /** Create a draft experience with one Intro scene */
        post: operations["createExperience"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One experience */
        get: operations["getExperience"];
        put?: never;
        post?: never;
        /** Delete an experience and everything in it (refused while placements show it) */
        delete: operations["deleteExperience"];
        options?: never;
        head?: never;
        /** Rename, archive or restore an experience, or choose its survey */
        patch: operations["updateExperience"];
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts for the experience dashboard: scenes, objects, products, placements, last publish */
        get: operations["getExperienceSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deep copy of an experience (scenes, products, settings) as a new draft */
        post: operations["duplicateExperience"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/scenes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The experience's scenes, in order (at most 100: by default one page holds them all) */
        get: operations["listScenes"];
        put?: never;
        /** Add a scene at the end */
        post: operations["createScene"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/scene-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put the scenes in this order (every scene named once); If-Match takes the ETag of the scene list */
        put: operations["reorderScenes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/scenes/{sceneId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One scene */
        get: operations["getScene"];
        put?: never;
        post?: never;
        /** Delete a scene (never the last one) */
        delete: operations["deleteScene"];
        options?: never;
        head?: never;
        /** Save a scene edit made on `version` (409 when someone saved since) */
        patch: operations["updateScene"];
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/scenes/{sceneId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a scene, placed right after it */
        post: operations["duplicateScene"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/virtual-objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The library objects this experience uses, where, and their overrides (by default up to 100 in one page) */
        get: operations["listVirtualObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/virtual-objects/{libraryObjectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One library object this experience uses, where, and its overrides */
        get: operations["getVirtualObject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change how this experience shows a library object */
        patch: operations["updateVirtualObject"];
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The experience's products: by name or most recently updated, searchable by SKU or name */
        get: operations["listProducts"];
        put?: never;
        /** Add a product (SKU unique in the experience) */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update products from a CSV (header row; at most 500 rows), the import's own columns (matched by SKU) or a Shopify product export (matched by handle, variants as options): all rows or none; dryRun says what it would do */
        post: operations["importProductsCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        /** Delete a product (objects that opened it stop opening anything) */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        /** Change a product, including its hotspot */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every text a visitor reads in the experience, with its translations into the brand's languages and what is missing */
        get: operations["getTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/translations/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The texts and translations as CSV: one row per text, one column per language */
        get: operations["exportTranslationsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/translations/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set translations from a CSV in the export's layout (at most 2000 rows; empty cells change nothing): all rows or none */
        post: operations["importTranslationsCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/translations/{language}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set or clear translations into one of the brand's languages */
        patch: operations["updateTranslations"];
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/theme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the viewer looks for this experience, with its contrast warnings */
        get: operations["getTheme"];
        /** Replace the theme (colours, font, logo, button style, loading text) */
        put: operations["updateTheme"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/host": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The experience's virtual host */
        get: operations["getHost"];
        /** Replace the host (on/off, name, avatar, greeting, one line per segment) */
        put: operations["updateHost"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/video-wall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The experience's video wall: grid, videos in order, playback settings */
        get: operations["getVideoWall"];
        /** Replace the video wall: rows and columns (1-6), brand videos in reading order (at most rows x columns), autoplay, mute, loop */
        put: operations["updateVideoWall"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/ai-chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The experience's assistant settings, knowledge included */
        get: operations["getAiChat"];
        /** Replace the assistant settings: on/off, name, persona, welcome, suggested questions, knowledge, product recommendations */
        put: operations["updateAiChat"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the assistant from the console (its saved settings, on or off); answers cite the knowledge and products used */
        post: operations["chatWithAssistant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/placements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand's placements (QR codes), by name or recent update, optionally in one store or showing one experience */
        get: operations["listPlacements"];
        put?: never;
        /** Create a placement: name, store, default experience and schedules (same-priority overlaps: 409) */
        post: operations["createPlacement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/placements/bulk/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many stores a bulk creation would select, make a placement for, and skip (writes nothing) */
        post: operations["previewBulkPlacements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/placements/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One placement per selected store (all, a tag, codes or ids; at most 500) that has none for the experience yet, all or nothing; needs an Idempotency-Key */
        post: operations["bulkCreatePlacements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/placements/{placementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One placement */
        get: operations["getPlacement"];
        put?: never;
        post?: never;
        /** Delete a placement (its QR code stops resolving) */
        delete: operations["deletePlacement"];
        options?: never;
        head?: never;
        /** Rename or move a placement, change its default experience, or replace its schedules (same-priority overlaps: 409) */
        patch: operations["updatePlacement"];
        trace?: never;
    };
    "/v1/brands/{brandId}/placements/{placementId}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the placement shows over the next days, as segments (same resolver as the viewer) */
        get: operations["getPlacementTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/placements/{placementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public: the brand and the published experience a placement shows now (null: the brand's fallback page) */
        get: operations["resolvePlacement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/placements/{placementId}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a visitor on a device, in a language, at a moment would be shown (same evaluation as the public resolver), and the rules that can never match */
        get: operations["previewPlacement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/placements/{placementId}/experiment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an A/B test: visitors split between 2-4 experiences by weight, each keeping their arm (409 while one runs) */
        post: operations["startPlacementExperiment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/placements/{placementId}/experiment/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop the running experiment: the winning arm's experience becomes the placement's default (409 when none runs) */
        post: operations["stopPlacementExperiment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/placements/{placementId}/experiment/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each arm's sessions, product opens, link-outs, survey completions and average visit, against arm A by a two-proportion z-test */
        get: operations["getPlacementExperimentAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/placement-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print placements' QR codes: a zip of SVG and PNG files named by store code, or a PDF of labels (A4 or US Letter, crop marks), plain or in the brand's colours with its logo; at most 200 codes */
        post: operations["downloadPlacementCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish the experience as a new immutable manifest version (422 listing the problems when something is broken) */
        post: operations["publishExperience"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/manifests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published versions, newest first, with who published them and which one is live */
        get: operations["listManifestVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/manifests/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published version with its manifest */
        get: operations["getManifestVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/manifest-draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The manifest the experience would publish now, its problems, and what it changes against the live version */
        get: operations["getDraftManifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/manifests/{version}/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What changed from version `against` to `version` */
        get: operations["diffManifestVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/manifests/{version}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a new version with this version's content (history stays linear; the draft is not changed) */
        post: operations["rollbackManifest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/manifests/{version}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a version from the public: its public endpoint answers 410 from now on (caches keep it at most a few minutes). The live version cannot be withdrawn (409): publish or roll back to another first. Withdrawing twice keeps the first date */
        post: operations["withdrawManifestVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/test-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The experience's preview links, active first (by default up to 100 in one page) */
        get: operations["listTestAccess"];
        put?: never;
        /** Create a preview link showing the live draft to reviewers (who may comment on it with `allowComments`) */
        post: operations["createTestAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/test-access/{testAccessId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One preview link */
        get: operations["getTestAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Relabel a preview link, and switch reviewers' comments on or off */
        patch: operations["updateTestAccess"];
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/test-access/{testAccessId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a preview link: it answers 403 from now on */
        post: operations["revokeTestAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/brands/{brandId}/experiences/{experienceId}/manifests/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published manifest, with a strong ETag (If-None-Match answers 304), cacheable for a few minutes (`MANIFEST_MAX_AGE_SECONDS`) so that a withdrawal reaches every viewer; a withdrawn version answers 410 */
        get: operations["getPublishedManifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/placements/{placementId}/test/{testAccessId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live draft behind a preview link (403 when the link is unknown or revoked; never cached) */
        get: operations["getTestManifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/scheduled-publishes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The experience's upcoming scheduled publishes, soonest first */
        get: operations["listScheduledPublishes"];
        put?: never;
        /** Schedule the publication of the experience's current draft (snapshot now) at a local date and time in an IANA time zone; a job publishes it within a minute of that time (422 when the draft cannot be published or the time has passed) */
        post: operations["schedulePublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/scheduled-publishes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand's upcoming scheduled publishes, all experiences, soonest first */
        get: operations["listBrandScheduledPublishes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/scheduled-publishes/{scheduledPublishId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One scheduled publish, whatever its status */
        get: operations["getScheduledPublish"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move a scheduled publish to another time (its snapshot stays); 409 once it published, failed or was cancelled */
        patch: operations["reschedulePublish"];
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/scheduled-publishes/{scheduledPublishId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a scheduled publish; 409 once it published or failed (cancelling twice keeps the first) */
        post: operations["cancelScheduledPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/publish-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The experience's publish requests, newest first */
        get: operations["listPublishRequests"];
        put?: never;
        /** Ask the brand's admins to publish the experience's current draft (snapshot now, with its changes against the live version); replaces the experience's pending request (422 when the draft cannot be published) */
        post: operations["createPublishRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/publish-requests/{publishRequestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One publish request */
        get: operations["getPublishRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/publish-requests/{publishRequestId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending request: publishes exactly the draft it was made with, now or, with `schedule`, at that local time (a scheduled publish). 409 when the draft changed since (a new request is needed) or the request was already decided */
        post: operations["approvePublishRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/publish-requests/{publishRequestId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending request, saying why (409 once it was decided) */
        post: operations["rejectPublishRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The experience's comment threads, newest first, each with its replies (open ones only unless `status=all`) */
        get: operations["listComments"];
        put?: never;
        /** Start a thread pinned to a point of a scene or to a product of the experience (422 when that scene or product is not the experience's) */
        post: operations["createComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/comments/{commentId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a thread (one level: a reply to a reply answers its thread; at most 100 replies) */
        post: operations["replyToComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one's own comment (a brand admin deletes anyone's); deleting a thread's first comment deletes its replies */
        delete: operations["deleteComment"];
        options?: never;
        head?: never;
        /** Change the body (and mentions) of one's own comment */
        patch: operations["updateComment"];
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/comments/{commentId}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an open thread resolved (409 when it is resolved already) */
        post: operations["resolveComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/comments/{commentId}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a resolved thread again (409 when it is open) */
        post: operations["reopenComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/test-access/{testAccessId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The open threads started through this preview link, newest first, each with its replies (at most 100) */
        get: operations["listReviewerComments"];
        put?: never;
        /** A reviewer starts a thread, under the name they give, pinned to a point of a scene or a product of the draft the link shows (422 when it is not the draft's; 409 past the link's open threads). Rate-limited per address */
        post: operations["createReviewerComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's notifications in this workspace, newest first, with how many are unread */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the caller's notifications are unread (what the console's bell shows) */
        get: operations["countUnreadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/notifications/{notificationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of the caller's notifications read (marking a read one again changes nothing) */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every one of the caller's notifications read */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller gets review notifications by email too, and in which language */
        get: operations["getNotificationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Turn review emails on or off, or change their language */
        patch: operations["updateNotificationSettings"];
        trace?: never;
    };
    "/v1/public/brands/{brandId}/experiences/{experienceId}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A viewer asks the experience's assistant, which knows only the live published version (404 while nothing is published, the assistant is off there, or the experience is archived); with `testAccessId` of an active preview link, the draft it shows. Rate-limited per address */
        post: operations["publicChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/brands/{brandId}/experiences/{experienceId}/survey-responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A viewer's answers to an active survey of the brand, checked against its questions */
        post: operations["submitSurveyResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/oembed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public oEmbed provider: for a placement link (`{origin}/{placementId}` or `…/embed/{placementId}`), a `rich` answer with the embed's `<iframe>` (404 for an unknown placement). Rate-limited per address */
        get: operations["getOembed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's API keys, newest first, revoked ones included */
        get: operations["listApiKeys"];
        put?: never;
        /** Create an API key with a scope and brands; the answer holds the whole key, shown only this once */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One API key (never its secret) */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename an API key */
        patch: operations["updateApiKey"];
        trace?: never;
    };
    "/v1/tenants/me/api-keys/{keyId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an API key: from now on it answers 401. Cannot be undone */
        post: operations["revokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's webhook endpoints, newest first */
        get: operations["listWebhooks"];
        put?: never;
        /** Register an HTTPS endpoint for events; the answer holds its signing secret, shown only this once */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook endpoint */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Delete an endpoint and its delivery log */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /** Change an endpoint's address, events or description, or pause it */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v1/tenants/me/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace an endpoint's signing secret; the answer holds the new one, shown only this once */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a signed webhook.ping to the endpoint now; answers with the delivery and its outcome */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's delivery log, newest first (kept 30 days) */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/webhooks/{webhookId}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now (same event id, fresh signature); answers with its outcome */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's audit log: every change made through the API, newest first */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's exports, newest first */
        get: operations["listWorkspaceExports"];
        put?: never;
        /** Export the whole workspace as one zip archive, built in the background (one at a time, 5 a day) */
        post: operations["createWorkspaceExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/exports/{exportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One export: its progress, and once ready a short-lived download link */
        get: operations["getWorkspaceExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start restoring an export into this empty workspace: answers a link to upload the archive to */
        post: operations["createWorkspaceImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/imports/{importId}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import the uploaded archive, all or nothing; a refused archive (422, 413) leaves nothing behind */
        post: operations["runWorkspaceImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/me/event-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the workspace writes its raw analytics events to hourly Parquet files, and where */
        get: operations["getEventExport"];
        /** Switch the event export on or off (events received from the hour it is switched on are exported) */
        put: operations["updateEventExport"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API described as an OpenAPI 3.1 document, generated from the same contract the server validates with */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/public/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The viewer's analytics events, in batches: each event is checked on its own (the valid rest is kept), deduplicated by id, rate-limited per session and per address */
        post: operations["ingestEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/experiences/{experienceId}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An experience's analytics over a range of days: series, funnel, products, placements, stores, surveys */
        get: operations["getExperienceAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/analytics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A brand's analytics at a glance (default the last 7 days): totals, sessions per day, per experience */
        get: operations["getBrandAnalyticsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brands/{brandId}/analytics/funnels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand's funnels: ordered steps of event types whose sessions the roll-up counts per day, store and device */
        get: operations["getAnalyticsFunnels"];
        /** Replaces the brand's funnels (at most 5, 2-6 steps each); changed steps start a new version counted from now */
        put: operations["updateAnalyticsFunnels"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "experience.published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An experience was published (or rolled back): a new manifest version is live
         * @description Sent as a signed POST to each active endpoint subscribed to `experience.published`. Verify `Vitrine-Signature` before trusting it; answer any 2xx within 10 s.
         */
        post: operations["webhook_experience_published"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "experience.publish_requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An editor asked a brand that requires approval to publish an experience's draft, with release notes (the changes against the live version are on the request itself)
         * @description Sent as a signed POST to each active endpoint subscribed to `experience.publish_requested`. Verify `Vitrine-Signature` before trusting it; answer any 2xx within 10 s.
         */
        post: operations["webhook_experience_publish_requested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "experience.publish_approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A brand admin approved a publish request: the reviewed draft is live (experience.published follows)
         * @description Sent as a signed POST to each active endpoint subscribed to `experience.publish_approved`. Verify `Vitrine-Signature` before trusting it; answer any 2xx within 10 s.
         */
        post: operations["webhook_experience_publish_approved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "experience.publish_rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A brand admin rejected a publish request, with a comment
         * @description Sent as a signed POST to each active endpoint subscribed to `experience.publish_rejected`. Verify `Vitrine-Signature` before trusting it; answer any 2xx within 10 s.
         */
        post: operations["webhook_experience_publish_rejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "placement.schedule_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A placement's schedules or default experience changed
         * @description Sent as a signed POST to each active endpoint subscribed to `placement.schedule_changed`. Verify `Vitrine-Signature` before trusting it; answer any 2xx within 10 s.
         */
        post: operations["webhook_placement_schedule_changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "analytics.daily_ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A brand's day has ended (in its timezone) and its analytics are rolled up and can be read
         * @description Sent as a signed POST to each active endpoint subscribed to `analytics.daily_ready`. Verify `Vitrine-Signature` before trusting it; answer any 2xx within 10 s.
         */
        post: operations["webhook_analytics_daily_ready"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "analytics.hourly_exported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The event export wrote a brand's file for an hour (the workspace's event export is on): the file's path and row count
         * @description Sent as a signed POST to each active endpoint subscribed to `analytics.hourly_exported`. Verify `Vitrine-Signature` before trusting it; answer any 2xx within 10 s.
         */
        post: operations["webhook_analytics_hourly_exported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test delivery sent from the console or the API
         * @description Sent as a signed POST to each active endpoint subscribed to `webhook.ping` (sent on demand only). Verify `Vitrine-Signature` before trusting it; answer any 2xx within 10 s.
         */
        post: operations["webhook_webhook_ping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        AcceptInvitation: {
            workspace: string;
            token: string;
            displayName: string;
            password: string;
        };
        AcceptInvitationWithSso: {
            workspace: string;
            token: string;
            displayName?: string;
        };
        AcceptedInvitation: {
            member: components["schemas"]["TenantMember"];
            workspace: {
                slug: string;
                name: string;
                authTenantId: string;
            };
        };
        AddBrandMember: {
            /** Format: email */
            email: string;
            role: components["schemas"]["BrandRole"];
        };
        AddBrandMemberResult: {
            member: components["schemas"]["BrandMember"] | null;
            invitation: components["schemas"]["TenantInvitation"] | null;
            inviteLink: string | null;
        };
        AiChat: {
            enabled: boolean;
            name: string;
            persona: string;
            welcomeMessage: string;
            suggestedQuestions: string[];
            knowledge: components["schemas"]["KnowledgeEntry"][];
            recommendProducts: boolean;
        };
        AnalyticsBreakdownRow: {
            class: string;
            sessions: number;
            productOpens: number;
            arLaunches: number;
            linkOuts: number;
        };
        /** @description Sessions and their outcomes per class: device, os, browser (from the user agent), source (qr, link, embed), visitor (new or returning within 30 days), hourWeekday (`mon-00`…`sun-23` in the store's zone, the brand's without a store) */
        AnalyticsBreakdowns: {
            device: components["schemas"]["AnalyticsBreakdownRow"][];
            os: components["schemas"]["AnalyticsBreakdownRow"][];
            browser: components["schemas"]["AnalyticsBreakdownRow"][];
            source: components["schemas"]["AnalyticsBreakdownRow"][];
            visitor: components["schemas"]["AnalyticsBreakdownRow"][];
            hourWeekday: components["schemas"]["AnalyticsBreakdownRow"][];
        };
        AnalyticsCounts: {
            sessions: number;
            uniqueVisitors: number;
            sceneViews: number;
            segmentViews: number;
            objectTaps: number;
            productOpens: number;
            linkOuts: number;
            videoPlays: number;
            videoCompletes: number;
            surveySubmits: number;
            chatMessages: number;
            averageDwellSeconds: number | null;
            arLaunches: number;
            averageArSeconds: number | null;
        };
        AnalyticsDailyReadyData: {
            brandId: string;
            /** @description The day now rolled up, YYYY-MM-DD in the brand's timezone (events sent late, up to 24 h after the fact, still add to it) */
            date: string;
            /** @description The brand's IANA timezone, whose calendar the day is of */
            timezone: string;
        };
        AnalyticsDailyReadyEvent: {
            /** @description The event id (evt_…): the same on every retry of a delivery */
            id: string;
            /** @constant */
            type: "analytics.daily_ready";
            /** @description ISO 8601 date-time */
            createdAt: string;
            tenantId: string;
            data: components["schemas"]["AnalyticsDailyReadyData"];
        };
        AnalyticsDayPoint: {
            sessions: number;
            uniqueVisitors: number;
            sceneViews: number;
            segmentViews: number;
            objectTaps: number;
            productOpens: number;
            linkOuts: number;
            videoPlays: number;
            videoCompletes: number;
            surveySubmits: number;
            chatMessages: number;
            averageDwellSeconds: number | null;
            arLaunches: number;
            averageArSeconds: number | null;
            day: string;
        };
        AnalyticsFunnel: {
            id: string;
            name: string;
            steps: {
                /** @enum {string} */
                type: "session_start" | "scene_view" | "segment_view" | "object_tap" | "product_card_open" | "product_link_out" | "video_play" | "video_complete" | "survey_answer" | "survey_submit" | "chat_message" | "model_load_failed" | "renderer_failed" | "dwell_time" | "ar_launch" | "ar_time" | "ar_cta" | "variant_select";
                productId: string | null;
            }[];
            version: number;
            /** @description ISO 8601 date-time */
            definedAt: string;
        };
        AnalyticsFunnels: {
            funnels: components["schemas"]["AnalyticsFunnel"][];
        };
        AnalyticsHourlyExportedData: {
            brandId: string;
            /** @description The UTC hour whose received events the file holds, YYYY-MM-DDTHH */
            hour: string;
            /** @description The hour's files (one today); an hour without events has none and is not announced */
            files: {
                /** @description The file's path under the workspace's event export folder */
                path: string;
                rows: number;
            }[];
        };
        AnalyticsHourlyExportedEvent: {
            /** @description The event id (evt_…): the same on every retry of a delivery */
            id: string;
            /** @constant */
            type: "analytics.hourly_exported";
            /** @description ISO 8601 date-time */
            createdAt: string;
            tenantId: string;
            data: components["schemas"]["AnalyticsHourlyExportedData"];
        };
        ApiKey: {
            id: string;
            name: string;
            /** @description The visible start of the key, e.g. vtr_live_ab12cd34; the secret part is never shown again */
            prefix: string;
            scope: components["schemas"]["ApiKeyScope"];
            brandIds: components["schemas"]["ApiKeyBrandIds"];
            status: components["schemas"]["ApiKeyStatus"];
            /** @description ISO 8601 date-time */
            createdAt: string;
            createdBy: {
                uid: string;
                name: string | null;
            };
            /** @description Updated at most once a minute */
            lastUsedAt: string | null;
            revokedAt: string | null;
        };
        /** @description "all" (every brand of the workspace, including brands created later) or a list of brand ids */
        ApiKeyBrandIds: "all" | string[];
        /**
         * @description read: read brands and their content; write: also create, change and delete brand content (like a brand editor); audit: read the workspace's audit log only
         * @enum {string}
         */
        ApiKeyScope: "read" | "write" | "audit";
        /** @enum {string} */
        ApiKeyStatus: "active" | "revoked";
        ApprovePublishRequest: {
            /** @default  */
            comment?: string;
            schedule?: components["schemas"]["SchedulePublish"];
        };
        AuditActor: {
            /** @enum {string} */
            kind: "user" | "apiKey";
            id: string;
            email: string | null;
            name: string | null;
        };
        AuditEntry: {
            id: string;
            /** @description ISO 8601 date-time */
            at: string;
            actor: components["schemas"]["AuditActor"];
            action: string;
            target: {
                type: string;
                id: string | null;
                brandId: string | null;
            };
            method: string;
            path: string;
            changes: string[];
            documents: string[];
            address: string;
            requestId: string;
        };
        Brand: {
            id: string;
            tenantId: string;
            name: string;
            slug: string;
            colors: components["schemas"]["BrandColors"];
            logoUrl: string | null;
            /** @default UTC */
            timezone: string;
            /** @default [] */
            embedOrigins: string[];
            /**
             * @default {
             *       "default": "en",
             *       "others": []
             *     }
             */
            languages: components["schemas"]["BrandLanguages"];
            /** @default false */
            requirePublishApproval: boolean;
            /** @default [] */
            publishApprovers: string[];
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
            createdBy: string;
        };
        BrandAnalyticsSummary: {
            brandId: string;
            timezone: string;
            from: string;
            to: string;
            /** @description ISO 8601 date-time */
            generatedAt: string;
            totals: components["schemas"]["AnalyticsCounts"];
            series: components["schemas"]["AnalyticsDayPoint"][];
            breakdowns: components["schemas"]["AnalyticsBreakdowns"];
            funnels: components["schemas"]["FunnelReport"][];
            retention: components["schemas"]["RetentionReport"];
            experiences: {
                sessions: number;
                uniqueVisitors: number;
                sceneViews: number;
                segmentViews: number;
                objectTaps: number;
                productOpens: number;
                linkOuts: number;
                videoPlays: number;
                videoCompletes: number;
                surveySubmits: number;
                chatMessages: number;
                averageDwellSeconds: number | null;
                arLaunches: number;
                averageArSeconds: number | null;
                experienceId: string;
                name: string;
                deleted: boolean;
            }[];
        };
        BrandColors: {
            primary: string;
            accent: string;
        };
        BrandColorsInput: {
            primary: string;
            accent: string;
        };
        BrandLanguages: {
            default: string;
            others: string[];
        };
        BrandMember: {
            uid: string;
            email: string;
            displayName: string | null;
            role: components["schemas"]["BrandRole"];
            /** @enum {string} */
            status: "invited" | "active";
            /** @description ISO 8601 date-time */
            createdAt: string;
        };
        /** @enum {string} */
        BrandRole: "viewer" | "editor" | "admin";
        BulkCreatePlacements: {
            defaultExperienceId: string;
            stores: components["schemas"]["BulkStoreSelection"];
            schedules?: components["schemas"]["ScheduleInput"][];
            /** @default {store} */
            namePattern?: string;
        };
        BulkCreatePlacementsResult: {
            selected: number;
            created: number;
            skipped: number;
            placements: {
                id: string;
                storeId: string;
                name: string;
            }[];
            skippedStores: {
                storeId: string;
                placementId: string;
            }[];
        };
        BulkPlacementsPreview: {
            selected: number;
            toCreate: number;
            skipped: number;
        };
        BulkStoreSelection: {
            /** @constant */
            all: true;
        } | {
            tag: string;
        } | {
            codes: string[];
        } | {
            storeIds: string[];
        };
        CameraPoints: {
            before: components["schemas"]["Vec3"];
            position: components["schemas"]["Vec3"];
            target: components["schemas"]["Vec3"];
            after: components["schemas"]["Vec3"];
        };
        ChatAnswer: {
            answer: string;
            citations: components["schemas"]["ChatCitation"][];
            /** @enum {string} */
            answerer: "retrieval" | "openai";
            suggestedQuestions?: string[];
        };
        ChatCitation: {
            /** @constant */
            kind: "knowledge";
            id: string;
            label: string;
        } | {
            /** @constant */
            kind: "product";
            id: string;
            name: string;
        };
        ChatMessage: {
            /** @enum {string} */
            role: "user" | "assistant";
            content: string;
        };
        ChatRequest: {
            messages: components["schemas"]["ChatMessage"][];
        };
        CodeBranding: {
            /** @description Take the colours (primary on background) and the logo from this experience's theme; absent: the brand's primary colour on white, no logo */
            experienceId?: string;
            /** @description The dark modules' colour, over the theme's or brand's */
            foreground?: string;
            /** @description The light modules' and quiet zone's colour, over the theme's or white */
            background?: string;
            /**
             * @description Put the theme's logo in the centre (error correction is H either way)
             * @default true
             */
            logo?: boolean;
        };
        /**
         * @description a4: 210 × 297 mm; letter: US Letter, 8.5 × 11 in
         * @enum {string}
         */
        CodePaper: "a4" | "letter";
        Comment: {
            id: string;
            experienceId: string;
            parentId: string | null;
            anchor: components["schemas"]["CommentAnchor"];
            body: string;
            mentions: {
                uid: string;
                name: string | null;
            }[];
            status: components["schemas"]["CommentStatus"] | null;
            author: components["schemas"]["CommentAuthor"];
            /** @description ISO 8601 date-time */
            createdAt: string;
            editedAt: string | null;
            resolvedAt: string | null;
            resolvedBy: {
                uid: string;
                name: string | null;
            } | null;
        };
        CommentAnchor: {
            sceneId: string;
            position: components["schemas"]["Vec3"];
        } | {
            productId: string;
        };
        CommentAuthor: {
            uid: string;
            name: string | null;
            /** @constant */
            kind: "member";
        } | {
            /** @constant */
            kind: "reviewer";
            name: string;
            testAccessId: string;
            testAccessLabel: string | null;
        };
        /** @enum {string} */
        CommentStatus: "open" | "resolved";
        CommentThread: {
            id: string;
            experienceId: string;
            parentId: string | null;
            anchor: components["schemas"]["CommentAnchor"];
            body: string;
            mentions: {
                uid: string;
                name: string | null;
            }[];
            status: components["schemas"]["CommentStatus"] | null;
            author: components["schemas"]["CommentAuthor"];
            /** @description ISO 8601 date-time */
            createdAt: string;
            editedAt: string | null;
            resolvedAt: string | null;
            resolvedBy: {
                uid: string;
                name: string | null;
            } | null;
            replies: components["schemas"]["Comment"][];
        };
        ContrastWarning: {
            /** @enum {string} */
            pair: "text-background" | "button-text-primary" | "accent-background";
            foreground: string;
            background: string;
            ratio: number;
            required: number;
            message: string;
        };
        CreateApiKey: {
            /** @description What the key is for, e.g. "PIM sync" */
            name: string;
            scope: components["schemas"]["ApiKeyScope"];
            /** @default all */
            brandIds?: components["schemas"]["ApiKeyBrandIds"];
        };
        CreateBrand: {
            name: string;
            colors?: components["schemas"]["BrandColorsInput"];
        };
        CreateComment: {
            anchor: components["schemas"]["CommentAnchor"];
            body: string;
            /**
             * @description The uids of the workspace members the body mentions (`@name`): each must be a member of this workspace
             * @default []
             */
            mentions?: string[];
        };
        CreateExperience: {
            name: string;
        };
        CreateLibraryObject: {
            uploadId: string;
            name: string;
            tags?: string[];
        };
        CreatePlacement: {
            name: string;
            /** @default null */
            storeId?: string | null;
            /** @default null */
            defaultExperienceId?: string | null;
            schedules?: components["schemas"]["ScheduleInput"][];
            rules?: components["schemas"]["SmartRulesInput"];
        };
        CreateProduct: {
            sku: string;
            name: string;
            /** @default  */
            description?: string;
            price: number;
            /** @enum {string} */
            currency: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
            imageUploadId?: string | null;
            /** @default null */
            url?: string | null;
            /** @default null */
            hotspot?: components["schemas"]["Hotspot"] | null;
            /** @default null */
            modelId?: string | null;
            /** @default [] */
            options?: components["schemas"]["ProductOptionInput"][];
            /** @default null */
            defaultOption?: string | null;
            /** @default false */
            showDimensions?: boolean;
        };
        CreatePublishRequest: {
            /** @default  */
            releaseNotes?: string;
        };
        CreateReviewerComment: {
            /** @description The reviewer's name as members will see it */
            name: string;
            anchor: components["schemas"]["CommentAnchor"];
            body: string;
        };
        CreateScene: {
            /** @default Intro */
            name?: string;
        };
        CreateSet: {
            name: string;
            /** @default null */
            backdropObjectId?: string | null;
            /**
             * @default studio
             * @enum {string}
             */
            lighting?: "studio" | "daylight" | "warm" | "evening";
            /** @default #f5f5f4 */
            background?: string;
            /**
             * @default {
             *       "kind": "color",
             *       "color": "#e5e7eb",
             *       "size": 20
             *     }
             */
            floor?: components["schemas"]["SetFloor"];
        };
        CreateStore: {
            name: string;
            code?: string;
            tags?: string[];
            address?: components["schemas"]["StoreAddress"];
            location?: components["schemas"]["GeoPoint"];
            /** @enum {string} */
            timezone: "Africa/Abidjan" | "Africa/Accra" | "Africa/Addis_Ababa" | "Africa/Algiers" | "Africa/Asmera" | "Africa/Bamako" | "Africa/Bangui" | "Africa/Banjul" | "Africa/Bissau" | "Africa/Blantyre" | "Africa/Brazzaville" | "Africa/Bujumbura" | "Africa/Cairo" | "Africa/Casablanca" | "Africa/Ceuta" | "Africa/Conakry" | "Africa/Dakar" | "Africa/Dar_es_Salaam" | "Africa/Djibouti" | "Africa/Douala" | "Africa/El_Aaiun" | "Africa/Freetown" | "Africa/Gaborone" | "Africa/Harare" | "Africa/Johannesburg" | "Africa/Juba" | "Africa/Kampala" | "Africa/Khartoum" | "Africa/Kigali" | "Africa/Kinshasa" | "Africa/Lagos" | "Africa/Libreville" | "Africa/Lome" | "Africa/Luanda" | "Africa/Lubumbashi" | "Africa/Lusaka" | "Africa/Malabo" | "Africa/Maputo" | "Africa/Maseru" | "Africa/Mbabane" | "Africa/Mogadishu" | "Africa/Monrovia" | "Africa/Nairobi" | "Africa/Ndjamena" | "Africa/Niamey" | "Africa/Nouakchott" | "Africa/Ouagadougou" | "Africa/Porto-Novo" | "Africa/Sao_Tome" | "Africa/Tripoli" | "Africa/Tunis" | "Africa/Windhoek" | "America/Adak" | "America/Anchorage" | "America/Anguilla" | "America/Antigua" | "America/Araguaina" | "America/Argentina/La_Rioja" | "America/Argentina/Rio_Gallegos" | "America/Argentina/Salta" | "America/Argentina/San_Juan" | "America/Argentina/San_Luis" | "America/Argentina/Tucuman" | "America/Argentina/Ushuaia" | "America/Aruba" | "America/Asuncion" | "America/Bahia" | "America/Bahia_Banderas" | "America/Barbados" | "America/Belem" | "America/Belize" | "America/Blanc-Sablon" | "America/Boa_Vista" | "America/Bogota" | "America/Boise" | "America/Buenos_Aires" | "America/Cambridge_Bay" | "America/Campo_Grande" | "America/Cancun" | "America/Caracas" | "America/Catamarca" | "America/Cayenne" | "America/Cayman" | "America/Chicago" | "America/Chihuahua" | "America/Ciudad_Juarez" | "America/Coral_Harbour" | "America/Cordoba" | "America/Costa_Rica" | "America/Coyhaique" | "America/Creston" | "America/Cuiaba" | "America/Curacao" | "America/Danmarkshavn" | "America/Dawson" | "America/Dawson_Creek" | "America/Denver" | "America/Detroit" | "America/Dominica" | "America/Edmonton" | "America/Eirunepe" | "America/El_Salvador" | "America/Fort_Nelson" | "America/Fortaleza" | "America/Glace_Bay" | "America/Godthab" | "America/Goose_Bay" | "America/Grand_Turk" | "America/Grenada" | "America/Guadeloupe" | "America/Guatemala" | "America/Guayaquil" | "America/Guyana" | "America/Halifax" | "America/Havana" | "America/Hermosillo" | "America/Indiana/Knox" | "America/Indiana/Marengo" | "America/Indiana/Petersburg" | "America/Indiana/Tell_City" | "America/Indiana/Vevay" | "America/Indiana/Vincennes" | "America/Indiana/Winamac" | "America/Indianapolis" | "America/Inuvik" | "America/Iqaluit" | "America/Jamaica" | "America/Jujuy" | "America/Juneau" | "America/Kentucky/Monticello" | "America/Kralendijk" | "America/La_Paz" | "America/Lima" | "America/Los_Angeles" | "America/Louisville" | "America/Lower_Princes" | "America/Maceio" | "America/Managua" | "America/Manaus" | "America/Marigot" | "America/Martinique" | "America/Matamoros" | "America/Mazatlan" | "America/Mendoza" | "America/Menominee" | "America/Merida" | "America/Metlakatla" | "America/Mexico_City" | "America/Miquelon" | "America/Moncton" | "America/Monterrey" | "America/Montevideo" | "America/Montserrat" | "America/Nassau" | "America/New_York" | "America/Nome" | "America/Noronha" | "America/North_Dakota/Beulah" | "America/North_Dakota/Center" | "America/North_Dakota/New_Salem" | "America/Ojinaga" | "America/Panama" | "America/Paramaribo" | "America/Phoenix" | "America/Port-au-Prince" | "America/Port_of_Spain" | "America/Porto_Velho" | "America/Puerto_Rico" | "America/Punta_Arenas" | "America/Rankin_Inlet" | "America/Recife" | "America/Regina" | "America/Resolute" | "America/Rio_Branco" | "America/Santarem" | "America/Santiago" | "America/Santo_Domingo" | "America/Sao_Paulo" | "America/Scoresbysund" | "America/Sitka" | "America/St_Barthelemy" | "America/St_Johns" | "America/St_Kitts" | "America/St_Lucia" | "America/St_Thomas" | "America/St_Vincent" | "America/Swift_Current" | "America/Tegucigalpa" | "America/Thule" | "America/Tijuana" | "America/Toronto" | "America/Tortola" | "America/Vancouver" | "America/Whitehorse" | "America/Winnipeg" | "America/Yakutat" | "Antarctica/Casey" | "Antarctica/Davis" | "Antarctica/DumontDUrville" | "Antarctica/Macquarie" | "Antarctica/Mawson" | "Antarctica/McMurdo" | "Antarctica/Palmer" | "Antarctica/Rothera" | "Antarctica/Syowa" | "Antarctica/Troll" | "Antarctica/Vostok" | "Arctic/Longyearbyen" | "Asia/Aden" | "Asia/Almaty" | "Asia/Amman" | "Asia/Anadyr" | "Asia/Aqtau" | "Asia/Aqtobe" | "Asia/Ashgabat" | "Asia/Atyrau" | "Asia/Baghdad" | "Asia/Bahrain" | "Asia/Baku" | "Asia/Bangkok" | "Asia/Barnaul" | "Asia/Beirut" | "Asia/Bishkek" | "Asia/Brunei" | "Asia/Calcutta" | "Asia/Chita" | "Asia/Colombo" | "Asia/Damascus" | "Asia/Dhaka" | "Asia/Dili" | "Asia/Dubai" | "Asia/Dushanbe" | "Asia/Famagusta" | "Asia/Gaza" | "Asia/Hebron" | "Asia/Hong_Kong" | "Asia/Hovd" | "Asia/Irkutsk" | "Asia/Jakarta" | "Asia/Jayapura" | "Asia/Jerusalem" | "Asia/Kabul" | "Asia/Kamchatka" | "Asia/Karachi" | "Asia/Katmandu" | "Asia/Khandyga" | "Asia/Krasnoyarsk" | "Asia/Kuala_Lumpur" | "Asia/Kuching" | "Asia/Kuwait" | "Asia/Macau" | "Asia/Magadan" | "Asia/Makassar" | "Asia/Manila" | "Asia/Muscat" | "Asia/Nicosia" | "Asia/Novokuznetsk" | "Asia/Novosibirsk" | "Asia/Omsk" | "Asia/Oral" | "Asia/Phnom_Penh" | "Asia/Pontianak" | "Asia/Pyongyang" | "Asia/Qatar" | "Asia/Qostanay" | "Asia/Qyzylorda" | "Asia/Rangoon" | "Asia/Riyadh" | "Asia/Saigon" | "Asia/Sakhalin" | "Asia/Samarkand" | "Asia/Seoul" | "Asia/Shanghai" | "Asia/Singapore" | "Asia/Srednekolymsk" | "Asia/Taipei" | "Asia/Tashkent" | "Asia/Tbilisi" | "Asia/Tehran" | "Asia/Thimphu" | "Asia/Tokyo" | "Asia/Tomsk" | "Asia/Ulaanbaatar" | "Asia/Urumqi" | "Asia/Ust-Nera" | "Asia/Vientiane" | "Asia/Vladivostok" | "Asia/Yakutsk" | "Asia/Yekaterinburg" | "Asia/Yerevan" | "Atlantic/Azores" | "Atlantic/Bermuda" | "Atlantic/Canary" | "Atlantic/Cape_Verde" | "Atlantic/Faeroe" | "Atlantic/Madeira" | "Atlantic/Reykjavik" | "Atlantic/South_Georgia" | "Atlantic/St_Helena" | "Atlantic/Stanley" | "Australia/Adelaide" | "Australia/Brisbane" | "Australia/Broken_Hill" | "Australia/Darwin" | "Australia/Eucla" | "Australia/Hobart" | "Australia/Lindeman" | "Australia/Lord_Howe" | "Australia/Melbourne" | "Australia/Perth" | "Australia/Sydney" | "Europe/Amsterdam" | "Europe/Andorra" | "Europe/Astrakhan" | "Europe/Athens" | "Europe/Belgrade" | "Europe/Berlin" | "Europe/Bratislava" | "Europe/Brussels" | "Europe/Bucharest" | "Europe/Budapest" | "Europe/Busingen" | "Europe/Chisinau" | "Europe/Copenhagen" | "Europe/Dublin" | "Europe/Gibraltar" | "Europe/Guernsey" | "Europe/Helsinki" | "Europe/Isle_of_Man" | "Europe/Istanbul" | "Europe/Jersey" | "Europe/Kaliningrad" | "Europe/Kiev" | "Europe/Kirov" | "Europe/Lisbon" | "Europe/Ljubljana" | "Europe/London" | "Europe/Luxembourg" | "Europe/Madrid" | "Europe/Malta" | "Europe/Mariehamn" | "Europe/Minsk" | "Europe/Monaco" | "Europe/Moscow" | "Europe/Oslo" | "Europe/Paris" | "Europe/Podgorica" | "Europe/Prague" | "Europe/Riga" | "Europe/Rome" | "Europe/Samara" | "Europe/San_Marino" | "Europe/Sarajevo" | "Europe/Saratov" | "Europe/Simferopol" | "Europe/Skopje" | "Europe/Sofia" | "Europe/Stockholm" | "Europe/Tallinn" | "Europe/Tirane" | "Europe/Ulyanovsk" | "Europe/Vaduz" | "Europe/Vatican" | "Europe/Vienna" | "Europe/Vilnius" | "Europe/Volgograd" | "Europe/Warsaw" | "Europe/Zagreb" | "Europe/Zurich" | "Indian/Antananarivo" | "Indian/Chagos" | "Indian/Christmas" | "Indian/Cocos" | "Indian/Comoro" | "Indian/Kerguelen" | "Indian/Mahe" | "Indian/Maldives" | "Indian/Mauritius" | "Indian/Mayotte" | "Indian/Reunion" | "Pacific/Apia" | "Pacific/Auckland" | "Pacific/Bougainville" | "Pacific/Chatham" | "Pacific/Easter" | "Pacific/Efate" | "Pacific/Enderbury" | "Pacific/Fakaofo" | "Pacific/Fiji" | "Pacific/Funafuti" | "Pacific/Galapagos" | "Pacific/Gambier" | "Pacific/Guadalcanal" | "Pacific/Guam" | "Pacific/Honolulu" | "Pacific/Kiritimati" | "Pacific/Kosrae" | "Pacific/Kwajalein" | "Pacific/Majuro" | "Pacific/Marquesas" | "Pacific/Midway" | "Pacific/Nauru" | "Pacific/Niue" | "Pacific/Norfolk" | "Pacific/Noumea" | "Pacific/Pago_Pago" | "Pacific/Palau" | "Pacific/Pitcairn" | "Pacific/Ponape" | "Pacific/Port_Moresby" | "Pacific/Rarotonga" | "Pacific/Saipan" | "Pacific/Tahiti" | "Pacific/Tarawa" | "Pacific/Tongatapu" | "Pacific/Truk" | "Pacific/Wake" | "Pacific/Wallis" | "UTC";
            /**
             * @default {
             *       "mon": [],
             *       "tue": [],
             *       "wed": [],
             *       "thu": [],
             *       "fri": [],
             *       "sat": [],
             *       "sun": []
             *     }
             */
            openingHours?: components["schemas"]["OpeningHours"];
        };
        CreateSurvey: {
            title: string;
            /** @default  */
            description?: string;
            questions: components["schemas"]["SurveyQuestions"];
        };
        CreateTestAccess: {
            label: string;
            /**
             * @description Let people opening the link comment on the draft under a name of their choosing, without an account
             * @default false
             */
            allowComments?: boolean;
        };
        CreateUpload: {
            kind: components["schemas"]["UploadKind"];
            fileName: string;
            contentType: string;
            size: number;
        };
        CreateVideo: {
            uploadId: string;
            title: string;
            tags?: string[];
            durationSeconds: number;
            width: number;
            height: number;
            posterUploadId?: string;
        };
        CreateWebhook: {
            /**
             * Format: uri
             * @description An https:// address that answers POST requests with a 2xx status
             */
            url: string;
            events: components["schemas"]["WebhookEventType"][];
            /** @default  */
            description?: string;
            /** @default true */
            active?: boolean;
        };
        CreateWorkspaceExport: {
            /**
             * @description Include the library's model files and the uploaded images and videos (false: the data alone, a much smaller archive)
             * @default true
             */
            includeFiles?: boolean;
        };
        CreateWorkspaceImport: {
            /** @description The archive's size in bytes: the upload link accepts exactly this many */
            size: number;
        };
        CreatedApiKey: {
            apiKey: components["schemas"]["ApiKey"];
            /** @description The whole key. Shown this once: store it in your secret manager */
            key: string;
        };
        DailyWindow: {
            start: string;
            end: string;
        };
        /** @enum {string} */
        DependencyStatus: "ok" | "down";
        /** @enum {string} */
        DeviceKind: "ios" | "android" | "desktop";
        DownloadPlacementCodes: {
            /** @description The placements whose codes to print, in the order to print them (1 to 200, each once) */
            placementIds: string[];
            /**
             * @description zip: an SVG and a PNG per code, named by store code; pdf: print-ready labels with crop marks, one label per code
             * @enum {string}
             */
            format: "zip" | "pdf";
            /**
             * @description The PDF's paper size (ignored for zip)
             * @default a4
             */
            paper?: components["schemas"]["CodePaper"];
            /**
             * @description null: black on white. Otherwise brand colours and logo; refused (422) when the colours would not scan
             * @default null
             */
            branding?: components["schemas"]["CodeBranding"] | null;
        };
        DraftManifest: {
            manifest: components["schemas"]["Manifest"] | null;
            problems: components["schemas"]["FieldIssue"][];
            liveVersion: number | null;
            changes: components["schemas"]["ManifestChange"][] | null;
        };
        ErrorEnvelope: {
            error: {
                /** @enum {string} */
                code: "invalid-argument" | "unauthenticated" | "permission-denied" | "not-found" | "method-not-allowed" | "already-exists" | "conflict" | "failed-precondition" | "gone" | "payload-too-large" | "unsupported-media-type" | "unprocessable" | "rate-limited" | "internal" | "not-implemented" | "unavailable" | "workspace-suspended" | "sso-required" | "not-a-member" | "account-email-changed";
                message: string;
                status: number;
                requestId?: string;
                issues?: components["schemas"]["FieldIssue"][];
            };
        };
        EventExportSettings: {
            /** @description Whether every accepted event is written to the hourly export files */
            enabled: boolean;
            /** @description When the export was last switched on: events received from that hour on are exported */
            since: string | null;
            /** @description Months each hourly file is kept */
            retentionMonths: number;
            /** @description Where the files are, under the workspace's storage: hive-style partitions by UTC date, brand and hour, one Parquet file per hour that had events */
            layout: string;
        };
        Experience: {
            id: string;
            brandId: string;
            name: string;
            status: components["schemas"]["ExperienceStatus"];
            publishedVersion: number | null;
            publishedAt: string | null;
            surveyId: string | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        ExperienceAnalytics: {
            experienceId: string;
            experienceName: string;
            timezone: string;
            from: string;
            to: string;
            /** @description ISO 8601 date-time */
            generatedAt: string;
            totals: components["schemas"]["AnalyticsCounts"];
            series: components["schemas"]["AnalyticsDayPoint"][];
            /** @description Sessions, then those that opened a product card, launched AR (`arSessions`), and followed a product link */
            funnel: {
                sessions: number;
                productOpenSessions: number;
                arSessions: number;
                linkOutSessions: number;
            };
            arPlatforms: {
                [key: string]: number;
            };
            languages: {
                language: string;
                sessions: number;
            }[];
            breakdowns: components["schemas"]["AnalyticsBreakdowns"];
            funnels: components["schemas"]["FunnelReport"][];
            retention: components["schemas"]["RetentionReport"];
            topProducts: {
                productId: string;
                name: string;
                sku: string | null;
                opens: number;
                arLaunches: number;
                linkOuts: number;
                optionSelects?: {
                    [key: string]: number;
                };
                deleted: boolean;
            }[];
            scenes: {
                sceneId: string;
                name: string;
                views: number;
                deleted: boolean;
            }[];
            segments: {
                segmentId: string;
                title: string;
                sceneName: string | null;
                views: number;
            }[];
            videos: {
                videoId: string;
                title: string;
                plays: number;
                completes: number;
            }[];
            placements: {
                sessions: number;
                uniqueVisitors: number;
                sceneViews: number;
                segmentViews: number;
                objectTaps: number;
                productOpens: number;
                linkOuts: number;
                videoPlays: number;
                videoCompletes: number;
                surveySubmits: number;
                chatMessages: number;
                averageDwellSeconds: number | null;
                arLaunches: number;
                averageArSeconds: number | null;
                placementId: string;
                name: string;
                storeId: string | null;
                deleted: boolean;
            }[];
            stores: {
                sessions: number;
                uniqueVisitors: number;
                sceneViews: number;
                segmentViews: number;
                objectTaps: number;
                productOpens: number;
                linkOuts: number;
                videoPlays: number;
                videoCompletes: number;
                surveySubmits: number;
                chatMessages: number;
                averageDwellSeconds: number | null;
                arLaunches: number;
                averageArSeconds: number | null;
                storeId: string;
                name: string;
                timezone: string;
                deleted: boolean;
            }[];
            surveys: {
                surveyId: string;
                title: string;
                submissions: number;
                questions: {
                    field: string;
                    label: string;
                    type: string;
                    answered: number;
                    answers: {
                        value: string;
                        count: number;
                    }[];
                    average: number | null;
                }[];
            }[];
        };
        ExperiencePublishApprovedEvent: {
            /** @description The event id (evt_…): the same on every retry of a delivery */
            id: string;
            /** @constant */
            type: "experience.publish_approved";
            /** @description ISO 8601 date-time */
            createdAt: string;
            tenantId: string;
            data: components["schemas"]["PublishRequestEventData"];
        };
        ExperiencePublishRejectedEvent: {
            /** @description The event id (evt_…): the same on every retry of a delivery */
            id: string;
            /** @constant */
            type: "experience.publish_rejected";
            /** @description ISO 8601 date-time */
            createdAt: string;
            tenantId: string;
            data: components["schemas"]["PublishRequestEventData"];
        };
        ExperiencePublishRequestedEvent: {
            /** @description The event id (evt_…): the same on every retry of a delivery */
            id: string;
            /** @constant */
            type: "experience.publish_requested";
            /** @description ISO 8601 date-time */
            createdAt: string;
            tenantId: string;
            data: components["schemas"]["PublishRequestEventData"];
        };
        ExperiencePublishedData: {
            brandId: string;
            experienceId: string;
            /** @description The manifest version now live */
            version: number;
            /** @description ISO 8601 date-time */
            publishedAt: string;
            publishedBy: {
                uid: string;
                name: string | null;
            } | null;
            /** @description The version whose content was republished, for a rollback */
            rolledBackFrom: number | null;
        };
        ExperiencePublishedEvent: {
            /** @description The event id (evt_…): the same on every retry of a delivery */
            id: string;
            /** @constant */
            type: "experience.published";
            /** @description ISO 8601 date-time */
            createdAt: string;
            tenantId: string;
            data: components["schemas"]["ExperiencePublishedData"];
        };
        /** @enum {string} */
        ExperienceStatus: "draft" | "published" | "archived";
        ExperienceSummary: {
            experienceId: string;
            status: components["schemas"]["ExperienceStatus"];
            publishedVersion: number | null;
            publishedAt: string | null;
            /** @description ISO 8601 date-time */
            updatedAt: string;
            scenes: number;
            objects: number;
            products: number;
            placements: number;
        };
        ExperienceTranslations: {
            languages: components["schemas"]["BrandLanguages"];
            texts: components["schemas"]["TranslatableText"][];
            progress: {
                [key: string]: {
                    translated: number;
                    outdated: number;
                    missing: number;
                };
            };
        };
        Experiment: {
            id: string;
            name: string;
            /** @enum {string} */
            status: "running" | "stopped";
            arms: components["schemas"]["ExperimentArm"][];
            /** @description ISO 8601 date-time */
            startedAt: string;
            stoppedAt: string | null;
            winnerArmId: string | null;
        };
        ExperimentAnalytics: {
            placementId: string;
            experiment: components["schemas"]["Experiment"] | null;
            timezone: string;
            from: string;
            to: string;
            /** @description ISO 8601 date-time */
            generatedAt: string;
            /** @constant */
            method: "two-proportion-z-test";
            arms: components["schemas"]["ExperimentArmReport"][];
        };
        ExperimentArm: {
            id: string;
            experienceId: string;
            weight: number;
        };
        ExperimentArmReport: {
            armId: string;
            experienceId: string;
            weight: number;
            sessions: number;
            productOpens: number;
            linkOuts: number;
            surveySubmits: number;
            averageVisitSeconds: number | null;
            productOpenSessions: {
                rate: number;
                difference: number | null;
                z: number | null;
                pValue: number | null;
                confidence: number | null;
                significant: boolean;
            };
            linkOutSessions: {
                rate: number;
                difference: number | null;
                z: number | null;
                pValue: number | null;
                confidence: number | null;
                significant: boolean;
            };
            surveyCompletions: {
                rate: number;
                difference: number | null;
                z: number | null;
                pValue: number | null;
                confidence: number | null;
                significant: boolean;
            };
        };
        FieldIssue: {
            /** @description Dotted path of the offending field, empty for the whole value */
            path: string;
            message: string;
        };
        FunnelReport: {
            id: string;
            name: string;
            steps: {
                /** @enum {string} */
                type: "session_start" | "scene_view" | "segment_view" | "object_tap" | "product_card_open" | "product_link_out" | "video_play" | "video_complete" | "survey_answer" | "survey_submit" | "chat_message" | "model_load_failed" | "renderer_failed" | "dwell_time" | "ar_launch" | "ar_time" | "ar_cta" | "variant_select";
                productId: string | null;
            }[];
            version: number;
            /** @description ISO 8601 date-time */
            definedAt: string;
            sessions: number[];
            byDevice: {
                class: string;
                sessions: number[];
            }[];
            byStore: {
                storeId: string;
                name: string;
                deleted: boolean;
                sessions: number[];
            }[];
        };
        FunnelStep: {
            /** @enum {string} */
            type: "session_start" | "scene_view" | "segment_view" | "object_tap" | "product_card_open" | "product_link_out" | "video_play" | "video_complete" | "survey_answer" | "survey_submit" | "chat_message" | "model_load_failed" | "renderer_failed" | "dwell_time" | "ar_launch" | "ar_time" | "ar_cta" | "variant_select";
            productId?: string | null;
        };
        GeoPoint: {
            lat: number;
            lng: number;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "degraded";
            version: string;
            firestore: components["schemas"]["DependencyStatus"];
            auth: components["schemas"]["DependencyStatus"];
        };
        Host: {
            enabled: boolean;
            name: string;
            avatar: components["schemas"]["HostAvatar"] | null;
            greeting: string;
            segmentLines: {
                [key: string]: string;
            };
        };
        HostAvatar: {
            /** @constant */
            kind: "model";
            libraryObjectId: string;
        } | {
            /** @constant */
            kind: "image";
            url: string;
            variants?: components["schemas"]["ImageVariants"];
        };
        HostAvatarInput: {
            /** @constant */
            kind: "model";
            libraryObjectId: string;
        } | {
            /** @constant */
            kind: "image";
            uploadId: string;
        };
        Hotspot: {
            sceneId: string;
            position: components["schemas"]["Vec3"];
        };
        ImageVariant: {
            url: string;
            width: number;
            height: number;
            /** @constant */
            contentType: "image/webp";
        };
        ImageVariants: components["schemas"]["ImageVariant"][];
        ImportProductsCsv: {
            csv: string;
            /** @default false */
            dryRun?: boolean;
            /** @enum {string} */
            currency?: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
        };
        ImportProductsResult: {
            dryRun: boolean;
            /** @enum {string} */
            format: "vitrine" | "shopify";
            created: number;
            updated: number;
            unchanged: number;
            products: {
                row: number;
                sku: string;
                handle: string | null;
                name: string;
                /** @enum {string} */
                action: "create" | "update" | "unchanged";
                fields: string[];
                options: {
                    row: number;
                    name: string;
                    sku: string;
                    price: number;
                    variant: string | null;
                }[];
            }[];
        };
        ImportStoresCsv: {
            csv: string;
            /** @default false */
            dryRun?: boolean;
        };
        ImportStoresResult: {
            dryRun: boolean;
            created: number;
            updated: number;
            unchanged: number;
            changes: {
                row: number;
                code: string;
                name: string;
                /** @enum {string} */
                action: "create" | "update";
                fields: string[];
            }[];
        };
        ImportTranslationsCsv: {
            csv: string;
        };
        ImportTranslationsResult: {
            updated: {
                [key: string]: number;
            };
        };
        IngestEvents: {
            events: unknown[];
        };
        IngestResult: {
            accepted: number;
            duplicates: number;
            rejected: {
                index: number;
                id: string | null;
                reason: string;
            }[];
            ignored: "bot" | null;
        };
        InvitationPreview: {
            workspace: {
                slug: string;
                name: string;
            };
            email: string;
            displayName: string | null;
            role: components["schemas"]["TenantRole"];
            brands: {
                id: string;
                name: string;
                role: components["schemas"]["BrandRole"];
            }[];
            invitedBy: string | null;
            /** @description ISO 8601 date-time */
            expiresAt: string;
        };
        /** @enum {string} */
        InvitationStatus: "pending" | "expired" | "accepted" | "revoked";
        InviteTenantMember: {
            /** Format: email */
            email: string;
            /** @default member */
            role?: components["schemas"]["TenantRole"];
            displayName?: string;
        };
        KnowledgeEntry: {
            id: string;
            /** @constant */
            kind: "qa";
            question: string;
            answer: string;
        } | {
            id: string;
            /** @constant */
            kind: "text";
            text: string;
        };
        LibraryAr: {
            /**
             * @description Where AR places it: `floor` (a horizontal plane) or `wall` (a vertical one)
             * @enum {string}
             */
            placement: "floor" | "wall";
            /** @description URL of the USDZ for AR Quick Look; null until made, or when it could not be (see `usdzError`) */
            usdz: string | null;
            /** @description Bytes of the USDZ */
            usdzSize: number | null;
            /**
             * @description `none`: a sample, or a model processed before AR files existed
             * @enum {string}
             */
            usdzStatus: "processing" | "ready" | "failed" | "none";
            /** @description Why the USDZ is missing, else null */
            usdzError: string | null;
            /**
             * @description Quick Look has no material variants: one USDZ per variant of `materialVariants`, in the file's order, made with `usdz` (empty without variants or USDZ)
             * @default []
             */
            usdzVariants: {
                name: string;
                /** @description URL of the USDZ of the model wearing this material variant */
                usdz: string;
                size: number;
            }[];
        };
        LibraryList: {
            items: components["schemas"]["LibraryObject"][];
            nextCursor: string | null;
        };
        LibraryObject: {
            _id: string;
            name: string;
            /** @description URL of the optimised GLB */
            glb: string;
            tags: string[];
            /** @description ISO 8601 date-time */
            _updatedAt: string;
            tenantId: string | null;
            brandId: string | null;
            sample: boolean;
            /** @enum {string} */
            status: "processing" | "ready" | "failed";
            /** @description Why processing failed (status `failed`), else null */
            error: string | null;
            /** @description Bytes of the served GLB */
            size: number;
            /** @description Bytes of the uploaded file, when it was optimised */
            originalSize: number | null;
            triangles: number;
            materials: number;
            textures: number;
            /** @description Bounding box in metres (after the declared `unit`) */
            bbox: {
                min: [
                    number,
                    number,
                    number
                ];
                max: [
                    number,
                    number,
                    number
                ];
            };
            /** @description The model's size in the room, in metres (x, y, z of `bbox`): what AR shows */
            realWorldSize: {
                width: number;
                height: number;
                depth: number;
            };
            /**
             * @description The unit the file was authored in, as its editor declared it (default `m`, glTF's)
             * @enum {string}
             */
            unit: "m" | "cm" | "mm";
            /**
             * @description How hard the delivery variants are cut down (default `standard`)
             * @enum {string}
             */
            budget: "strict" | "standard" | "detailed";
            ar: components["schemas"]["LibraryAr"];
            /**
             * @description Names of the model's material variants (glTF KHR_materials_variants: the looks it comes in, e.g. fabrics), in the file's order; a product's options choose among them. Empty when it has none
             * @default []
             */
            materialVariants: string[];
            /**
             * @description A picture of each material variant, drawn by the server when the model was processed, in the file's order
             * @default []
             */
            materialVariantSwatches: {
                name: string;
                /** @description URL of a WebP of the model wearing the variant (160×120) */
                picture: string;
            }[];
            thumbnail: string | null;
            /**
             * @description URL of the original drawn from the three cameras its variants are compared from (WebP, 768×256); null until measured
             * @default null
             */
            views: string | null;
            /** @description Delivery variants, once processing made them (empty for the samples and models processed before variants existed) */
            variants: components["schemas"]["LibraryVariant"][];
        };
        LibraryVariant: {
            /** @enum {string} */
            name: "desktop" | "phone";
            /** @description URL of the variant's GLB; null when it could not be made (see `error`) */
            glb: string | null;
            /** @description Bytes of the variant's GLB */
            size: number | null;
            triangles: number | null;
            textures: number | null;
            /** @description Longest side of its largest texture, in pixels (0: no textures) */
            maxTextureSize: number | null;
            /** @description The optimised file already met the budget and serves as this variant, unchanged */
            sameAsOptimized: boolean;
            /** @description Error bound (fraction of the mesh's size) the simplifier needed to reach the triangle budget; null when not simplified */
            simplificationError: number | null;
            /** @description Why the variant is missing, else null */
            error: string | null;
            /** @description Where the variant misses part of its budget or was simplified coarsely, and why */
            notes: string[];
            /**
             * @description How much the variant still looks like the original: mean SSIM of both drawn from the same three cameras (1 = identical); null when unchanged or not measured
             * @default null
             */
            fidelity: number | null;
            /**
             * @description URL of the variant drawn from those three cameras, side by side (WebP, 768×256); null when not measured
             * @default null
             */
            views: string | null;
            /**
             * @description SSIM per material variant of the model (by name), the variant and the original both drawn wearing it; null when unchanged, not measured, or the model has no material variants
             * @default null
             */
            materialVariantFidelity: {
                [key: string]: number;
            } | null;
        };
        ListApiKeysResponse: {
            items: components["schemas"]["ApiKey"][];
            nextCursor: string | null;
        };
        ListAuditLogResponse: {
            items: components["schemas"]["AuditEntry"][];
            nextCursor: string | null;
        };
        ListBrandMembersResponse: {
            items: components["schemas"]["BrandMember"][];
            nextCursor: string | null;
        };
        ListBrandScheduledPublishesResponse: {
            items: components["schemas"]["ScheduledPublish"][];
            nextCursor: string | null;
        };
        ListBrandsResponse: {
            items: components["schemas"]["Brand"][];
            nextCursor: string | null;
        };
        ListCommentsResponse: {
            items: components["schemas"]["CommentThread"][];
            nextCursor: string | null;
        };
        ListExperiencesResponse: {
            items: components["schemas"]["Experience"][];
            nextCursor: string | null;
        };
        ListInvitationsResponse: {
            items: components["schemas"]["TenantInvitation"][];
            nextCursor: string | null;
        };
        ListManifestVersionsResponse: {
            items: components["schemas"]["ManifestVersion"][];
            nextCursor: string | null;
        };
        ListPlacementsResponse: {
            items: components["schemas"]["Placement"][];
            nextCursor: string | null;
        };
        ListProductsResponse: {
            items: components["schemas"]["Product"][];
            nextCursor: string | null;
        };
        ListPublishRequestsResponse: {
            items: components["schemas"]["PublishRequest"][];
            nextCursor: string | null;
        };
        ListReviewerCommentsResponse: {
            items: components["schemas"]["ReviewerCommentThread"][];
        };
        ListScenesResponse: {
            items: components["schemas"]["Scene"][];
            nextCursor: string | null;
        };
        ListScheduledPublishesResponse: {
            items: components["schemas"]["ScheduledPublish"][];
            nextCursor: string | null;
        };
        ListSetsResponse: {
            items: components["schemas"]["Set"][];
            nextCursor: string | null;
        };
        ListStoresResponse: {
            items: components["schemas"]["Store"][];
            nextCursor: string | null;
        };
        ListSurveysResponse: {
            items: components["schemas"]["Survey"][];
            nextCursor: string | null;
        };
        ListTenantMembersResponse: {
            items: components["schemas"]["TenantMemberListItem"][];
            nextCursor: string | null;
        };
        ListTestAccessResponse: {
            items: components["schemas"]["TestAccess"][];
            nextCursor: string | null;
        };
        ListVideosResponse: {
            items: components["schemas"]["Video"][];
            nextCursor: string | null;
        };
        ListVirtualObjectsResponse: {
            items: components["schemas"]["VirtualObject"][];
            nextCursor: string | null;
        };
        ListWebhookDeliveriesResponse: {
            items: components["schemas"]["WebhookDelivery"][];
            nextCursor: string | null;
        };
        ListWebhooksResponse: {
            items: components["schemas"]["Webhook"][];
            nextCursor: string | null;
        };
        ListWorkspaceExportsResponse: {
            items: components["schemas"]["WorkspaceExport"][];
            nextCursor: string | null;
        };
        Manifest: {
            /** @constant */
            schemaVersion: 1;
            brandId: string;
            experienceId: string;
            version: number | null;
            publishedAt: string | null;
            name: string;
            brand: {
                name: string;
            };
            theme: components["schemas"]["Theme"];
            scenes: components["schemas"]["ManifestScene"][];
            models: {
                [key: string]: components["schemas"]["ManifestModel"];
            };
            sets: {
                [key: string]: components["schemas"]["ManifestSet"];
            };
            products: components["schemas"]["ManifestProduct"][];
            videoWall: {
                rows: number;
                columns: number;
                autoplay: boolean;
                muted: boolean;
                loop: boolean;
                videos: components["schemas"]["ManifestVideo"][];
            } | null;
            host: {
                name: string;
                avatar: ({
                    /** @constant */
                    kind: "model";
                    modelId: string;
                } | {
                    /** @constant */
                    kind: "image";
                    url: string;
                    variants?: components["schemas"]["ImageVariants"];
                }) | null;
                greeting: string;
                segmentLines: {
                    [key: string]: string;
                };
            } | null;
            survey: {
                id: string;
                title: string;
                questions: components["schemas"]["SurveyQuestion"][];
            } | null;
            aiChat: {
                name: string;
                welcomeMessage: string;
                suggestedQuestions: string[];
            } | null;
            languages?: {
                default: string;
                available: string[];
            };
            translations?: {
                [key: string]: {
                    [key: string]: string;
                };
            };
        };
        ManifestChange: {
            path: string;
            /** @enum {string} */
            kind: "added" | "removed" | "changed";
            before?: unknown;
            after?: unknown;
        };
        ManifestDiff: {
            version: number;
            against: number;
            changes: components["schemas"]["ManifestChange"][];
            truncated: boolean;
        };
        ManifestModel: {
            name: string;
            url: string;
            bytes: number;
            variants?: {
                phone?: {
                    url: string;
                    bytes: number;
                    triangles: number;
                };
                desktop?: {
                    url: string;
                    bytes: number;
                    triangles: number;
                };
            };
            ar?: {
                usdz: string;
                /** @enum {string} */
                placement: "floor" | "wall";
                variants?: {
                    [key: string]: string;
                };
            };
            interactive: boolean;
            productId: string | null;
            scale: number;
        };
        ManifestProduct: {
            id: string;
            sku: string;
            name: string;
            description: string;
            price: number;
            currency: string;
            imageUrl: string | null;
            imageVariants?: components["schemas"]["ImageVariants"];
            url: string | null;
            hotspot: {
                sceneId: string;
                position: components["schemas"]["Vec3"];
            } | null;
            modelId?: string | null;
            options?: components["schemas"]["ManifestProductOption"][];
            defaultOption?: string | null;
            dimensions?: {
                width: number;
                height: number;
                depth: number;
            };
        };
        ManifestProductOption: {
            variant: string;
            name: string;
            sku: string;
            price: number;
            url: string | null;
        };
        ManifestScene: {
            id: string;
            name: string;
            tags: string[];
            camera: components["schemas"]["CameraPoints"];
            setId: string | null;
            segments: components["schemas"]["Segment"][];
            objects: ({
                id: string;
                /** @constant */
                kind: "model";
                modelId: string;
                transform: components["schemas"]["Transform"];
                variant?: string;
            } | {
                id: string;
                /** @constant */
                kind: "videoWall";
                transform: components["schemas"]["Transform"];
            })[];
        };
        ManifestSet: {
            name: string;
            /** @enum {string} */
            lighting: "studio" | "daylight" | "warm" | "evening";
            background: string;
            floor: {
                /** @enum {string} */
                kind: "none" | "color" | "grid" | "wood" | "concrete";
                color: string;
                size: number;
            };
            backdropModelId: string | null;
        };
        ManifestSummary: {
            scenes: number;
            objects: number;
            models: number;
            products: number;
            videos: number;
        };
        ManifestVersion: {
            version: number;
            /** @description ISO 8601 date-time */
            publishedAt: string;
            publishedBy: {
                uid: string;
                name: string | null;
            };
            rolledBackFrom: number | null;
            summary: components["schemas"]["ManifestSummary"];
            live: boolean;
            etag: string;
            withdrawnAt: string | null;
            withdrawnBy: {
                uid: string;
                name: string | null;
            } | null;
        };
        ManifestVersionDetail: {
            version: number;
            /** @description ISO 8601 date-time */
            publishedAt: string;
            publishedBy: {
                uid: string;
                name: string | null;
            };
            rolledBackFrom: number | null;
            summary: components["schemas"]["ManifestSummary"];
            live: boolean;
            etag: string;
            withdrawnAt: string | null;
            withdrawnBy: {
                uid: string;
                name: string | null;
            } | null;
            manifest: components["schemas"]["Manifest"];
        };
        ManifestVideo: {
            id: string;
            title: string;
            url: string;
            posterUrl: string | null;
            durationSeconds: number | null;
        };
        Me: {
            uid: string;
            email: string | null;
            displayName: string | null;
            tenant: components["schemas"]["Tenant"];
            tenantRole: components["schemas"]["TenantRole"];
            brandRoles: {
                [key: string]: components["schemas"]["BrandRole"];
            };
        };
        /** @enum {string} */
        MemberStatus: "invited" | "active";
        Notification: {
            id: string;
            kind: components["schemas"]["NotificationKind"];
            brandId: string;
            experienceId: string;
            experienceName: string;
            actor: {
                uid: string;
                name: string | null;
            } | null;
            publishRequestId: string | null;
            scheduledPublishId: string | null;
            commentId: string | null;
            excerpt: string;
            /** @description ISO 8601 date-time */
            createdAt: string;
            readAt: string | null;
        };
        /** @enum {string} */
        NotificationKind: "publish_requested" | "publish_approved" | "publish_rejected" | "scheduled_publish_published" | "scheduled_publish_failed" | "comment_mention" | "comment_reply" | "comment_reviewer";
        NotificationPage: {
            items: components["schemas"]["Notification"][];
            nextCursor: string | null;
            unreadCount: number;
        };
        NotificationSettings: {
            emailReviews: boolean;
            /** @enum {string} */
            language: "en" | "fr";
        };
        Oembed: {
            /** @constant */
            type: "rich";
            /** @constant */
            version: "1.0";
            title: string;
            author_name: string;
            provider_name: string;
            provider_url: string;
            html: string;
            width: number;
            height: number;
            cache_age: number;
            thumbnail_url?: string;
            thumbnail_width?: number;
            thumbnail_height?: number;
        };
        OidcSettingsInput: {
            /** @description The provider's issuer; its /.well-known/openid-configuration is read */
            issuer: string;
            clientId: string;
            /** @description Write-only. Given: the code flow; absent on an update: the stored secret is kept; never given: the ID-token flow */
            clientSecret?: string;
        };
        Ok: {
            /** @constant */
            ok: true;
        };
        Onboarding: {
            steps: components["schemas"]["OnboardingStep"][];
            complete: boolean;
            /** @description Whether the workspace's founder has verified their email */
            emailVerified: boolean;
            /** @description When an unverified workspace is deleted */
            verifyBy: string | null;
        };
        OnboardingStep: {
            /** @enum {string} */
            id: "create-brand" | "upload-model" | "publish" | "print-qr-code";
            done: boolean;
            doneAt: string | null;
        };
        OpenApiDocument: {
            openapi: string;
            info: {
                title: string;
                version: string;
                description?: string;
            } & {
                [key: string]: unknown;
            };
            paths: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
            components?: {
                [key: string]: unknown;
            };
            tags?: ({
                name: string;
                description?: string;
            } & {
                [key: string]: unknown;
            })[];
            webhooks?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        OpeningHours: {
            mon: components["schemas"]["OpeningInterval"][];
            tue: components["schemas"]["OpeningInterval"][];
            wed: components["schemas"]["OpeningInterval"][];
            thu: components["schemas"]["OpeningInterval"][];
            fri: components["schemas"]["OpeningInterval"][];
            sat: components["schemas"]["OpeningInterval"][];
            sun: components["schemas"]["OpeningInterval"][];
        };
        OpeningInterval: {
            open: string;
            close: string;
        };
        Placement: {
            id: string;
            brandId: string;
            name: string;
            storeId: string | null;
            defaultExperienceId: string | null;
            schedules: components["schemas"]["Schedule"][];
            rules: components["schemas"]["SmartRule"][];
            ruleWarnings: components["schemas"]["RuleWarning"][];
            experiment: components["schemas"]["Experiment"] | null;
            experienceIds: string[];
            activeExperienceId: string | null;
            activeComputedAt: string | null;
            activeValidUntil: string | null;
            scanCount: number;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        PlacementPreview: {
            /** @description ISO 8601 date-time */
            at: string;
            device: components["schemas"]["DeviceKind"];
            language: string | null;
            scans: number;
            /** @enum {string} */
            source: "rule" | "schedule" | "experiment" | "default";
            experienceId: string | null;
            ruleId: string | null;
            scheduleId: string | null;
            arms: {
                armId: string;
                experienceId: string;
                share: number;
            }[];
            warnings: components["schemas"]["RuleWarning"][];
        };
        PlacementScheduleChangedData: {
            brandId: string;
            placementId: string;
            name: string;
            defaultExperienceId: string | null;
            schedules: components["schemas"]["Schedule"][];
            /** @description What the QR code shows right now */
            activeExperienceId: string | null;
        };
        PlacementScheduleChangedEvent: {
            /** @description The event id (evt_…): the same on every retry of a delivery */
            id: string;
            /** @constant */
            type: "placement.schedule_changed";
            /** @description ISO 8601 date-time */
            createdAt: string;
            tenantId: string;
            data: components["schemas"]["PlacementScheduleChangedData"];
        };
        PlacementTimeline: {
            placementId: string;
            timezone: string;
            /** @description ISO 8601 date-time */
            now: string;
            /** @description ISO 8601 date-time */
            from: string;
            /** @description ISO 8601 date-time */
            to: string;
            segments: components["schemas"]["TimelineSegment"][];
        };
        PreviewBulkPlacements: {
            defaultExperienceId: string;
            stores: components["schemas"]["BulkStoreSelection"];
        };
        PreviewInvitation: {
            workspace: string;
            token: string;
        };
        Product: {
            id: string;
            sku: string;
            name: string;
            description: string;
            price: number;
            currency: string;
            imageUrl: string | null;
            imageVariants: components["schemas"]["ImageVariants"];
            url: string | null;
            hotspot: {
                sceneId: string;
                position: components["schemas"]["Vec3"];
            } | null;
            modelId: string | null;
            options: components["schemas"]["ProductOption"][];
            defaultOption: string | null;
            dimensions?: {
                width: number;
                height: number;
                depth: number;
            };
            showDimensions: boolean;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        ProductOption: {
            variant: string;
            name: string;
            sku: string;
            price: number;
            /** @default null */
            url: string | null;
        };
        ProductOptionInput: {
            variant: string;
            name: string;
            sku: string;
            price: number;
            /** @default null */
            url?: string | null;
        };
        PublicChatRequest: {
            messages: components["schemas"]["ChatMessage"][];
            testAccessId?: string;
            language?: string;
        };
        PublishRequest: {
            id: string;
            brandId: string;
            experienceId: string;
            experienceName: string;
            status: components["schemas"]["PublishRequestStatus"];
            releaseNotes: string;
            liveVersion: number | null;
            changes: components["schemas"]["ManifestChange"][] | null;
            changesTruncated: boolean;
            summary: components["schemas"]["ManifestSummary"];
            /** @description ISO 8601 date-time */
            requestedAt: string;
            requestedBy: {
                uid: string;
                name: string | null;
            };
            decidedAt: string | null;
            decidedBy: {
                uid: string;
                name: string | null;
            } | null;
            decisionComment: string | null;
            publishedVersion: number | null;
            scheduledPublishId: string | null;
        };
        PublishRequestEventData: {
            brandId: string;
            experienceId: string;
            publishRequestId: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "superseded";
            releaseNotes: string;
            requestedBy: {
                uid: string;
                name: string | null;
            };
            decidedBy: {
                uid: string;
                name: string | null;
            } | null;
            decisionComment: string | null;
            /** @description The version the approval published */
            publishedVersion: number | null;
            /** @description The scheduled publish the approval made, when it scheduled the draft for later */
            scheduledPublishId: string | null;
        };
        /** @enum {string} */
        PublishRequestStatus: "pending" | "approved" | "rejected" | "superseded";
        RejectPublishRequest: {
            comment: string;
        };
        RelinkTenantMember: {
            /** Format: email */
            email: string;
        };
        ReorderScenes: {
            sceneIds: string[];
        };
        ReorderScenesResponse: {
            items: components["schemas"]["Scene"][];
        };
        ReplyToComment: {
            body: string;
            /**
             * @description The uids of the workspace members the body mentions (`@name`): each must be a member of this workspace
             * @default []
             */
            mentions?: string[];
        };
        ReschedulePublish: {
            localDateTime?: string;
            /** @enum {string} */
            timezone?: "Africa/Abidjan" | "Africa/Accra" | "Africa/Addis_Ababa" | "Africa/Algiers" | "Africa/Asmera" | "Africa/Bamako" | "Africa/Bangui" | "Africa/Banjul" | "Africa/Bissau" | "Africa/Blantyre" | "Africa/Brazzaville" | "Africa/Bujumbura" | "Africa/Cairo" | "Africa/Casablanca" | "Africa/Ceuta" | "Africa/Conakry" | "Africa/Dakar" | "Africa/Dar_es_Salaam" | "Africa/Djibouti" | "Africa/Douala" | "Africa/El_Aaiun" | "Africa/Freetown" | "Africa/Gaborone" | "Africa/Harare" | "Africa/Johannesburg" | "Africa/Juba" | "Africa/Kampala" | "Africa/Khartoum" | "Africa/Kigali" | "Africa/Kinshasa" | "Africa/Lagos" | "Africa/Libreville" | "Africa/Lome" | "Africa/Luanda" | "Africa/Lubumbashi" | "Africa/Lusaka" | "Africa/Malabo" | "Africa/Maputo" | "Africa/Maseru" | "Africa/Mbabane" | "Africa/Mogadishu" | "Africa/Monrovia" | "Africa/Nairobi" | "Africa/Ndjamena" | "Africa/Niamey" | "Africa/Nouakchott" | "Africa/Ouagadougou" | "Africa/Porto-Novo" | "Africa/Sao_Tome" | "Africa/Tripoli" | "Africa/Tunis" | "Africa/Windhoek" | "America/Adak" | "America/Anchorage" | "America/Anguilla" | "America/Antigua" | "America/Araguaina" | "America/Argentina/La_Rioja" | "America/Argentina/Rio_Gallegos" | "America/Argentina/Salta" | "America/Argentina/San_Juan" | "America/Argentina/San_Luis" | "America/Argentina/Tucuman" | "America/Argentina/Ushuaia" | "America/Aruba" | "America/Asuncion" | "America/Bahia" | "America/Bahia_Banderas" | "America/Barbados" | "America/Belem" | "America/Belize" | "America/Blanc-Sablon" | "America/Boa_Vista" | "America/Bogota" | "America/Boise" | "America/Buenos_Aires" | "America/Cambridge_Bay" | "America/Campo_Grande" | "America/Cancun" | "America/Caracas" | "America/Catamarca" | "America/Cayenne" | "America/Cayman" | "America/Chicago" | "America/Chihuahua" | "America/Ciudad_Juarez" | "America/Coral_Harbour" | "America/Cordoba" | "America/Costa_Rica" | "America/Coyhaique" | "America/Creston" | "America/Cuiaba" | "America/Curacao" | "America/Danmarkshavn" | "America/Dawson" | "America/Dawson_Creek" | "America/Denver" | "America/Detroit" | "America/Dominica" | "America/Edmonton" | "America/Eirunepe" | "America/El_Salvador" | "America/Fort_Nelson" | "America/Fortaleza" | "America/Glace_Bay" | "America/Godthab" | "America/Goose_Bay" | "America/Grand_Turk" | "America/Grenada" | "America/Guadeloupe" | "America/Guatemala" | "America/Guayaquil" | "America/Guyana" | "America/Halifax" | "America/Havana" | "America/Hermosillo" | "America/Indiana/Knox" | "America/Indiana/Marengo" | "America/Indiana/Petersburg" | "America/Indiana/Tell_City" | "America/Indiana/Vevay" | "America/Indiana/Vincennes" | "America/Indiana/Winamac" | "America/Indianapolis" | "America/Inuvik" | "America/Iqaluit" | "America/Jamaica" | "America/Jujuy" | "America/Juneau" | "America/Kentucky/Monticello" | "America/Kralendijk" | "America/La_Paz" | "America/Lima" | "America/Los_Angeles" | "America/Louisville" | "America/Lower_Princes" | "America/Maceio" | "America/Managua" | "America/Manaus" | "America/Marigot" | "America/Martinique" | "America/Matamoros" | "America/Mazatlan" | "America/Mendoza" | "America/Menominee" | "America/Merida" | "America/Metlakatla" | "America/Mexico_City" | "America/Miquelon" | "America/Moncton" | "America/Monterrey" | "America/Montevideo" | "America/Montserrat" | "America/Nassau" | "America/New_York" | "America/Nome" | "America/Noronha" | "America/North_Dakota/Beulah" | "America/North_Dakota/Center" | "America/North_Dakota/New_Salem" | "America/Ojinaga" | "America/Panama" | "America/Paramaribo" | "America/Phoenix" | "America/Port-au-Prince" | "America/Port_of_Spain" | "America/Porto_Velho" | "America/Puerto_Rico" | "America/Punta_Arenas" | "America/Rankin_Inlet" | "America/Recife" | "America/Regina" | "America/Resolute" | "America/Rio_Branco" | "America/Santarem" | "America/Santiago" | "America/Santo_Domingo" | "America/Sao_Paulo" | "America/Scoresbysund" | "America/Sitka" | "America/St_Barthelemy" | "America/St_Johns" | "America/St_Kitts" | "America/St_Lucia" | "America/St_Thomas" | "America/St_Vincent" | "America/Swift_Current" | "America/Tegucigalpa" | "America/Thule" | "America/Tijuana" | "America/Toronto" | "America/Tortola" | "America/Vancouver" | "America/Whitehorse" | "America/Winnipeg" | "America/Yakutat" | "Antarctica/Casey" | "Antarctica/Davis" | "Antarctica/DumontDUrville" | "Antarctica/Macquarie" | "Antarctica/Mawson" | "Antarctica/McMurdo" | "Antarctica/Palmer" | "Antarctica/Rothera" | "Antarctica/Syowa" | "Antarctica/Troll" | "Antarctica/Vostok" | "Arctic/Longyearbyen" | "Asia/Aden" | "Asia/Almaty" | "Asia/Amman" | "Asia/Anadyr" | "Asia/Aqtau" | "Asia/Aqtobe" | "Asia/Ashgabat" | "Asia/Atyrau" | "Asia/Baghdad" | "Asia/Bahrain" | "Asia/Baku" | "Asia/Bangkok" | "Asia/Barnaul" | "Asia/Beirut" | "Asia/Bishkek" | "Asia/Brunei" | "Asia/Calcutta" | "Asia/Chita" | "Asia/Colombo" | "Asia/Damascus" | "Asia/Dhaka" | "Asia/Dili" | "Asia/Dubai" | "Asia/Dushanbe" | "Asia/Famagusta" | "Asia/Gaza" | "Asia/Hebron" | "Asia/Hong_Kong" | "Asia/Hovd" | "Asia/Irkutsk" | "Asia/Jakarta" | "Asia/Jayapura" | "Asia/Jerusalem" | "Asia/Kabul" | "Asia/Kamchatka" | "Asia/Karachi" | "Asia/Katmandu" | "Asia/Khandyga" | "Asia/Krasnoyarsk" | "Asia/Kuala_Lumpur" | "Asia/Kuching" | "Asia/Kuwait" | "Asia/Macau" | "Asia/Magadan" | "Asia/Makassar" | "Asia/Manila" | "Asia/Muscat" | "Asia/Nicosia" | "Asia/Novokuznetsk" | "Asia/Novosibirsk" | "Asia/Omsk" | "Asia/Oral" | "Asia/Phnom_Penh" | "Asia/Pontianak" | "Asia/Pyongyang" | "Asia/Qatar" | "Asia/Qostanay" | "Asia/Qyzylorda" | "Asia/Rangoon" | "Asia/Riyadh" | "Asia/Saigon" | "Asia/Sakhalin" | "Asia/Samarkand" | "Asia/Seoul" | "Asia/Shanghai" | "Asia/Singapore" | "Asia/Srednekolymsk" | "Asia/Taipei" | "Asia/Tashkent" | "Asia/Tbilisi" | "Asia/Tehran" | "Asia/Thimphu" | "Asia/Tokyo" | "Asia/Tomsk" | "Asia/Ulaanbaatar" | "Asia/Urumqi" | "Asia/Ust-Nera" | "Asia/Vientiane" | "Asia/Vladivostok" | "Asia/Yakutsk" | "Asia/Yekaterinburg" | "Asia/Yerevan" | "Atlantic/Azores" | "Atlantic/Bermuda" | "Atlantic/Canary" | "Atlantic/Cape_Verde" | "Atlantic/Faeroe" | "Atlantic/Madeira" | "Atlantic/Reykjavik" | "Atlantic/South_Georgia" | "Atlantic/St_Helena" | "Atlantic/Stanley" | "Australia/Adelaide" | "Australia/Brisbane" | "Australia/Broken_Hill" | "Australia/Darwin" | "Australia/Eucla" | "Australia/Hobart" | "Australia/Lindeman" | "Australia/Lord_Howe" | "Australia/Melbourne" | "Australia/Perth" | "Australia/Sydney" | "Europe/Amsterdam" | "Europe/Andorra" | "Europe/Astrakhan" | "Europe/Athens" | "Europe/Belgrade" | "Europe/Berlin" | "Europe/Bratislava" | "Europe/Brussels" | "Europe/Bucharest" | "Europe/Budapest" | "Europe/Busingen" | "Europe/Chisinau" | "Europe/Copenhagen" | "Europe/Dublin" | "Europe/Gibraltar" | "Europe/Guernsey" | "Europe/Helsinki" | "Europe/Isle_of_Man" | "Europe/Istanbul" | "Europe/Jersey" | "Europe/Kaliningrad" | "Europe/Kiev" | "Europe/Kirov" | "Europe/Lisbon" | "Europe/Ljubljana" | "Europe/London" | "Europe/Luxembourg" | "Europe/Madrid" | "Europe/Malta" | "Europe/Mariehamn" | "Europe/Minsk" | "Europe/Monaco" | "Europe/Moscow" | "Europe/Oslo" | "Europe/Paris" | "Europe/Podgorica" | "Europe/Prague" | "Europe/Riga" | "Europe/Rome" | "Europe/Samara" | "Europe/San_Marino" | "Europe/Sarajevo" | "Europe/Saratov" | "Europe/Simferopol" | "Europe/Skopje" | "Europe/Sofia" | "Europe/Stockholm" | "Europe/Tallinn" | "Europe/Tirane" | "Europe/Ulyanovsk" | "Europe/Vaduz" | "Europe/Vatican" | "Europe/Vienna" | "Europe/Vilnius" | "Europe/Volgograd" | "Europe/Warsaw" | "Europe/Zagreb" | "Europe/Zurich" | "Indian/Antananarivo" | "Indian/Chagos" | "Indian/Christmas" | "Indian/Cocos" | "Indian/Comoro" | "Indian/Kerguelen" | "Indian/Mahe" | "Indian/Maldives" | "Indian/Mauritius" | "Indian/Mayotte" | "Indian/Reunion" | "Pacific/Apia" | "Pacific/Auckland" | "Pacific/Bougainville" | "Pacific/Chatham" | "Pacific/Easter" | "Pacific/Efate" | "Pacific/Enderbury" | "Pacific/Fakaofo" | "Pacific/Fiji" | "Pacific/Funafuti" | "Pacific/Galapagos" | "Pacific/Gambier" | "Pacific/Guadalcanal" | "Pacific/Guam" | "Pacific/Honolulu" | "Pacific/Kiritimati" | "Pacific/Kosrae" | "Pacific/Kwajalein" | "Pacific/Majuro" | "Pacific/Marquesas" | "Pacific/Midway" | "Pacific/Nauru" | "Pacific/Niue" | "Pacific/Norfolk" | "Pacific/Noumea" | "Pacific/Pago_Pago" | "Pacific/Palau" | "Pacific/Pitcairn" | "Pacific/Ponape" | "Pacific/Port_Moresby" | "Pacific/Rarotonga" | "Pacific/Saipan" | "Pacific/Tahiti" | "Pacific/Tarawa" | "Pacific/Tongatapu" | "Pacific/Truk" | "Pacific/Wake" | "Pacific/Wallis" | "UTC";
        };
        ResolvedPlacement: {
            placementId: string;
            name: string;
            brand: {
                id: string;
                name: string;
                colors: components["schemas"]["BrandColors"];
                logoUrl: string | null;
            };
            experience: {
                id: string;
                name: string;
                publishedVersion: number;
                /** @description The first scene of that version, drawn when it was published: the poster while the 3D loads. Null until it is drawn */
                picture: components["schemas"]["ScenePicture"] | null;
            } | null;
            /** @description When a schedule may change this answer next: resolve the placement again then. Null when no schedule ahead will change it */
            validUntil: string | null;
            /** @description The experiment arm this visitor is in, when a running experiment chose the experience: the viewer reports it with its analytics */
            arm?: {
                experimentId: string;
                armId: string;
            } | null;
        };
        /** @description Visitors (the browser's lasting id; sessions without one are left out) by the ISO week of their first session, and how many had a session in each of the 8 weeks after; a visitor not seen for 8 weeks starts a new cohort */
        RetentionReport: {
            weeks: number;
            cohorts: {
                week: string;
                start: string;
                visitors: number;
                returned: (number | null)[];
            }[];
        };
        ReviewerComment: {
            id: string;
            parentId: string | null;
            anchor: components["schemas"]["CommentAnchor"];
            body: string;
            status: components["schemas"]["CommentStatus"] | null;
            author: {
                /** @enum {string} */
                kind: "member" | "reviewer";
                name: string | null;
            };
            /** @description ISO 8601 date-time */
            createdAt: string;
        };
        ReviewerCommentThread: {
            id: string;
            parentId: string | null;
            anchor: components["schemas"]["CommentAnchor"];
            body: string;
            status: components["schemas"]["CommentStatus"] | null;
            author: {
                /** @enum {string} */
                kind: "member" | "reviewer";
                name: string | null;
            };
            /** @description ISO 8601 date-time */
            createdAt: string;
            replies: components["schemas"]["ReviewerComment"][];
        };
        RuleConditions: {
            devices: components["schemas"]["DeviceKind"][] | null;
            languages: string[] | null;
            firstScans: number | null;
            from: string | null;
            to: string | null;
        };
        RuleConditionsInput: {
            devices?: components["schemas"]["DeviceKind"][] | null;
            languages?: string[] | null;
            firstScans?: number | null;
            from?: string | null;
            to?: string | null;
        };
        RuleWarning: {
            ruleId: string;
            index: number;
            /** @enum {string} */
            reason: "empty-date-range" | "no-scans" | "shadowed" | "ended";
            byRuleId?: string;
        };
        SamlSettingsInput: {
            idpEntityId: string;
            /** @description The provider's single sign-on URL (HTTP-Redirect or POST binding) */
            ssoUrl: string;
            certificates: string[];
            /** @description The entity id Vitrine presents to the provider (the audience of its assertions) */
            spEntityId: string;
        };
        Scene: {
            id: string;
            experienceId: string;
            name: string;
            order: number;
            setId: string | null;
            objects: components["schemas"]["SceneObject"][];
            segments: components["schemas"]["Segment"][];
            tags: string[];
            camera: components["schemas"]["CameraPoints"];
            version: number;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        SceneObject: {
            id: string;
            /** @constant */
            kind: "model";
            libraryObjectId: string;
            transform: components["schemas"]["Transform"];
            variant?: string | null;
        } | {
            id: string;
            /** @constant */
            kind: "videoWall";
            transform: components["schemas"]["Transform"];
        };
        ScenePicture: {
            landscape: {
                url: string;
                width: number;
                height: number;
            };
            portrait: {
                url: string;
                width: number;
                height: number;
            };
        };
        Schedule: {
            id: string;
            experienceId: string;
            label: string;
            startDate: string;
            endDate: string;
            weekdays: components["schemas"]["Weekday"][] | null;
            dailyWindow: {
                start: string;
                end: string;
            } | null;
            timezone: string;
            priority: number;
        };
        ScheduleInput: {
            id?: string;
            experienceId: string;
            /** @default  */
            label?: string;
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            weekdays?: components["schemas"]["Weekday"][] | null;
            dailyWindow?: components["schemas"]["DailyWindow"] | null;
            timezone?: ("Africa/Abidjan" | "Africa/Accra" | "Africa/Addis_Ababa" | "Africa/Algiers" | "Africa/Asmera" | "Africa/Bamako" | "Africa/Bangui" | "Africa/Banjul" | "Africa/Bissau" | "Africa/Blantyre" | "Africa/Brazzaville" | "Africa/Bujumbura" | "Africa/Cairo" | "Africa/Casablanca" | "Africa/Ceuta" | "Africa/Conakry" | "Africa/Dakar" | "Africa/Dar_es_Salaam" | "Africa/Djibouti" | "Africa/Douala" | "Africa/El_Aaiun" | "Africa/Freetown" | "Africa/Gaborone" | "Africa/Harare" | "Africa/Johannesburg" | "Africa/Juba" | "Africa/Kampala" | "Africa/Khartoum" | "Africa/Kigali" | "Africa/Kinshasa" | "Africa/Lagos" | "Africa/Libreville" | "Africa/Lome" | "Africa/Luanda" | "Africa/Lubumbashi" | "Africa/Lusaka" | "Africa/Malabo" | "Africa/Maputo" | "Africa/Maseru" | "Africa/Mbabane" | "Africa/Mogadishu" | "Africa/Monrovia" | "Africa/Nairobi" | "Africa/Ndjamena" | "Africa/Niamey" | "Africa/Nouakchott" | "Africa/Ouagadougou" | "Africa/Porto-Novo" | "Africa/Sao_Tome" | "Africa/Tripoli" | "Africa/Tunis" | "Africa/Windhoek" | "America/Adak" | "America/Anchorage" | "America/Anguilla" | "America/Antigua" | "America/Araguaina" | "America/Argentina/La_Rioja" | "America/Argentina/Rio_Gallegos" | "America/Argentina/Salta" | "America/Argentina/San_Juan" | "America/Argentina/San_Luis" | "America/Argentina/Tucuman" | "America/Argentina/Ushuaia" | "America/Aruba" | "America/Asuncion" | "America/Bahia" | "America/Bahia_Banderas" | "America/Barbados" | "America/Belem" | "America/Belize" | "America/Blanc-Sablon" | "America/Boa_Vista" | "America/Bogota" | "America/Boise" | "America/Buenos_Aires" | "America/Cambridge_Bay" | "America/Campo_Grande" | "America/Cancun" | "America/Caracas" | "America/Catamarca" | "America/Cayenne" | "America/Cayman" | "America/Chicago" | "America/Chihuahua" | "America/Ciudad_Juarez" | "America/Coral_Harbour" | "America/Cordoba" | "America/Costa_Rica" | "America/Coyhaique" | "America/Creston" | "America/Cuiaba" | "America/Curacao" | "America/Danmarkshavn" | "America/Dawson" | "America/Dawson_Creek" | "America/Denver" | "America/Detroit" | "America/Dominica" | "America/Edmonton" | "America/Eirunepe" | "America/El_Salvador" | "America/Fort_Nelson" | "America/Fortaleza" | "America/Glace_Bay" | "America/Godthab" | "America/Goose_Bay" | "America/Grand_Turk" | "America/Grenada" | "America/Guadeloupe" | "America/Guatemala" | "America/Guayaquil" | "America/Guyana" | "America/Halifax" | "America/Havana" | "America/Hermosillo" | "America/Indiana/Knox" | "America/Indiana/Marengo" | "America/Indiana/Petersburg" | "America/Indiana/Tell_City" | "America/Indiana/Vevay" | "America/Indiana/Vincennes" | "America/Indiana/Winamac" | "America/Indianapolis" | "America/Inuvik" | "America/Iqaluit" | "America/Jamaica" | "America/Jujuy" | "America/Juneau" | "America/Kentucky/Monticello" | "America/Kralendijk" | "America/La_Paz" | "America/Lima" | "America/Los_Angeles" | "America/Louisville" | "America/Lower_Princes" | "America/Maceio" | "America/Managua" | "America/Manaus" | "America/Marigot" | "America/Martinique" | "America/Matamoros" | "America/Mazatlan" | "America/Mendoza" | "America/Menominee" | "America/Merida" | "America/Metlakatla" | "America/Mexico_City" | "America/Miquelon" | "America/Moncton" | "America/Monterrey" | "America/Montevideo" | "America/Montserrat" | "America/Nassau" | "America/New_York" | "America/Nome" | "America/Noronha" | "America/North_Dakota/Beulah" | "America/North_Dakota/Center" | "America/North_Dakota/New_Salem" | "America/Ojinaga" | "America/Panama" | "America/Paramaribo" | "America/Phoenix" | "America/Port-au-Prince" | "America/Port_of_Spain" | "America/Porto_Velho" | "America/Puerto_Rico" | "America/Punta_Arenas" | "America/Rankin_Inlet" | "America/Recife" | "America/Regina" | "America/Resolute" | "America/Rio_Branco" | "America/Santarem" | "America/Santiago" | "America/Santo_Domingo" | "America/Sao_Paulo" | "America/Scoresbysund" | "America/Sitka" | "America/St_Barthelemy" | "America/St_Johns" | "America/St_Kitts" | "America/St_Lucia" | "America/St_Thomas" | "America/St_Vincent" | "America/Swift_Current" | "America/Tegucigalpa" | "America/Thule" | "America/Tijuana" | "America/Toronto" | "America/Tortola" | "America/Vancouver" | "America/Whitehorse" | "America/Winnipeg" | "America/Yakutat" | "Antarctica/Casey" | "Antarctica/Davis" | "Antarctica/DumontDUrville" | "Antarctica/Macquarie" | "Antarctica/Mawson" | "Antarctica/McMurdo" | "Antarctica/Palmer" | "Antarctica/Rothera" | "Antarctica/Syowa" | "Antarctica/Troll" | "Antarctica/Vostok" | "Arctic/Longyearbyen" | "Asia/Aden" | "Asia/Almaty" | "Asia/Amman" | "Asia/Anadyr" | "Asia/Aqtau" | "Asia/Aqtobe" | "Asia/Ashgabat" | "Asia/Atyrau" | "Asia/Baghdad" | "Asia/Bahrain" | "Asia/Baku" | "Asia/Bangkok" | "Asia/Barnaul" | "Asia/Beirut" | "Asia/Bishkek" | "Asia/Brunei" | "Asia/Calcutta" | "Asia/Chita" | "Asia/Colombo" | "Asia/Damascus" | "Asia/Dhaka" | "Asia/Dili" | "Asia/Dubai" | "Asia/Dushanbe" | "Asia/Famagusta" | "Asia/Gaza" | "Asia/Hebron" | "Asia/Hong_Kong" | "Asia/Hovd" | "Asia/Irkutsk" | "Asia/Jakarta" | "Asia/Jayapura" | "Asia/Jerusalem" | "Asia/Kabul" | "Asia/Kamchatka" | "Asia/Karachi" | "Asia/Katmandu" | "Asia/Khandyga" | "Asia/Krasnoyarsk" | "Asia/Kuala_Lumpur" | "Asia/Kuching" | "Asia/Kuwait" | "Asia/Macau" | "Asia/Magadan" | "Asia/Makassar" | "Asia/Manila" | "Asia/Muscat" | "Asia/Nicosia" | "Asia/Novokuznetsk" | "Asia/Novosibirsk" | "Asia/Omsk" | "Asia/Oral" | "Asia/Phnom_Penh" | "Asia/Pontianak" | "Asia/Pyongyang" | "Asia/Qatar" | "Asia/Qostanay" | "Asia/Qyzylorda" | "Asia/Rangoon" | "Asia/Riyadh" | "Asia/Saigon" | "Asia/Sakhalin" | "Asia/Samarkand" | "Asia/Seoul" | "Asia/Shanghai" | "Asia/Singapore" | "Asia/Srednekolymsk" | "Asia/Taipei" | "Asia/Tashkent" | "Asia/Tbilisi" | "Asia/Tehran" | "Asia/Thimphu" | "Asia/Tokyo" | "Asia/Tomsk" | "Asia/Ulaanbaatar" | "Asia/Urumqi" | "Asia/Ust-Nera" | "Asia/Vientiane" | "Asia/Vladivostok" | "Asia/Yakutsk" | "Asia/Yekaterinburg" | "Asia/Yerevan" | "Atlantic/Azores" | "Atlantic/Bermuda" | "Atlantic/Canary" | "Atlantic/Cape_Verde" | "Atlantic/Faeroe" | "Atlantic/Madeira" | "Atlantic/Reykjavik" | "Atlantic/South_Georgia" | "Atlantic/St_Helena" | "Atlantic/Stanley" | "Australia/Adelaide" | "Australia/Brisbane" | "Australia/Broken_Hill" | "Australia/Darwin" | "Australia/Eucla" | "Australia/Hobart" | "Australia/Lindeman" | "Australia/Lord_Howe" | "Australia/Melbourne" | "Australia/Perth" | "Australia/Sydney" | "Europe/Amsterdam" | "Europe/Andorra" | "Europe/Astrakhan" | "Europe/Athens" | "Europe/Belgrade" | "Europe/Berlin" | "Europe/Bratislava" | "Europe/Brussels" | "Europe/Bucharest" | "Europe/Budapest" | "Europe/Busingen" | "Europe/Chisinau" | "Europe/Copenhagen" | "Europe/Dublin" | "Europe/Gibraltar" | "Europe/Guernsey" | "Europe/Helsinki" | "Europe/Isle_of_Man" | "Europe/Istanbul" | "Europe/Jersey" | "Europe/Kaliningrad" | "Europe/Kiev" | "Europe/Kirov" | "Europe/Lisbon" | "Europe/Ljubljana" | "Europe/London" | "Europe/Luxembourg" | "Europe/Madrid" | "Europe/Malta" | "Europe/Mariehamn" | "Europe/Minsk" | "Europe/Monaco" | "Europe/Moscow" | "Europe/Oslo" | "Europe/Paris" | "Europe/Podgorica" | "Europe/Prague" | "Europe/Riga" | "Europe/Rome" | "Europe/Samara" | "Europe/San_Marino" | "Europe/Sarajevo" | "Europe/Saratov" | "Europe/Simferopol" | "Europe/Skopje" | "Europe/Sofia" | "Europe/Stockholm" | "Europe/Tallinn" | "Europe/Tirane" | "Europe/Ulyanovsk" | "Europe/Vaduz" | "Europe/Vatican" | "Europe/Vienna" | "Europe/Vilnius" | "Europe/Volgograd" | "Europe/Warsaw" | "Europe/Zagreb" | "Europe/Zurich" | "Indian/Antananarivo" | "Indian/Chagos" | "Indian/Christmas" | "Indian/Cocos" | "Indian/Comoro" | "Indian/Kerguelen" | "Indian/Mahe" | "Indian/Maldives" | "Indian/Mauritius" | "Indian/Mayotte" | "Indian/Reunion" | "Pacific/Apia" | "Pacific/Auckland" | "Pacific/Bougainville" | "Pacific/Chatham" | "Pacific/Easter" | "Pacific/Efate" | "Pacific/Enderbury" | "Pacific/Fakaofo" | "Pacific/Fiji" | "Pacific/Funafuti" | "Pacific/Galapagos" | "Pacific/Gambier" | "Pacific/Guadalcanal" | "Pacific/Guam" | "Pacific/Honolulu" | "Pacific/Kiritimati" | "Pacific/Kosrae" | "Pacific/Kwajalein" | "Pacific/Majuro" | "Pacific/Marquesas" | "Pacific/Midway" | "Pacific/Nauru" | "Pacific/Niue" | "Pacific/Norfolk" | "Pacific/Noumea" | "Pacific/Pago_Pago" | "Pacific/Palau" | "Pacific/Pitcairn" | "Pacific/Ponape" | "Pacific/Port_Moresby" | "Pacific/Rarotonga" | "Pacific/Saipan" | "Pacific/Tahiti" | "Pacific/Tarawa" | "Pacific/Tongatapu" | "Pacific/Truk" | "Pacific/Wake" | "Pacific/Wallis" | "UTC") | null;
            /** @default 0 */
            priority?: number;
        };
        SchedulePublish: {
            localDateTime: string;
            /** @enum {string} */
            timezone: "Africa/Abidjan" | "Africa/Accra" | "Africa/Addis_Ababa" | "Africa/Algiers" | "Africa/Asmera" | "Africa/Bamako" | "Africa/Bangui" | "Africa/Banjul" | "Africa/Bissau" | "Africa/Blantyre" | "Africa/Brazzaville" | "Africa/Bujumbura" | "Africa/Cairo" | "Africa/Casablanca" | "Africa/Ceuta" | "Africa/Conakry" | "Africa/Dakar" | "Africa/Dar_es_Salaam" | "Africa/Djibouti" | "Africa/Douala" | "Africa/El_Aaiun" | "Africa/Freetown" | "Africa/Gaborone" | "Africa/Harare" | "Africa/Johannesburg" | "Africa/Juba" | "Africa/Kampala" | "Africa/Khartoum" | "Africa/Kigali" | "Africa/Kinshasa" | "Africa/Lagos" | "Africa/Libreville" | "Africa/Lome" | "Africa/Luanda" | "Africa/Lubumbashi" | "Africa/Lusaka" | "Africa/Malabo" | "Africa/Maputo" | "Africa/Maseru" | "Africa/Mbabane" | "Africa/Mogadishu" | "Africa/Monrovia" | "Africa/Nairobi" | "Africa/Ndjamena" | "Africa/Niamey" | "Africa/Nouakchott" | "Africa/Ouagadougou" | "Africa/Porto-Novo" | "Africa/Sao_Tome" | "Africa/Tripoli" | "Africa/Tunis" | "Africa/Windhoek" | "America/Adak" | "America/Anchorage" | "America/Anguilla" | "America/Antigua" | "America/Araguaina" | "America/Argentina/La_Rioja" | "America/Argentina/Rio_Gallegos" | "America/Argentina/Salta" | "America/Argentina/San_Juan" | "America/Argentina/San_Luis" | "America/Argentina/Tucuman" | "America/Argentina/Ushuaia" | "America/Aruba" | "America/Asuncion" | "America/Bahia" | "America/Bahia_Banderas" | "America/Barbados" | "America/Belem" | "America/Belize" | "America/Blanc-Sablon" | "America/Boa_Vista" | "America/Bogota" | "America/Boise" | "America/Buenos_Aires" | "America/Cambridge_Bay" | "America/Campo_Grande" | "America/Cancun" | "America/Caracas" | "America/Catamarca" | "America/Cayenne" | "America/Cayman" | "America/Chicago" | "America/Chihuahua" | "America/Ciudad_Juarez" | "America/Coral_Harbour" | "America/Cordoba" | "America/Costa_Rica" | "America/Coyhaique" | "America/Creston" | "America/Cuiaba" | "America/Curacao" | "America/Danmarkshavn" | "America/Dawson" | "America/Dawson_Creek" | "America/Denver" | "America/Detroit" | "America/Dominica" | "America/Edmonton" | "America/Eirunepe" | "America/El_Salvador" | "America/Fort_Nelson" | "America/Fortaleza" | "America/Glace_Bay" | "America/Godthab" | "America/Goose_Bay" | "America/Grand_Turk" | "America/Grenada" | "America/Guadeloupe" | "America/Guatemala" | "America/Guayaquil" | "America/Guyana" | "America/Halifax" | "America/Havana" | "America/Hermosillo" | "America/Indiana/Knox" | "America/Indiana/Marengo" | "America/Indiana/Petersburg" | "America/Indiana/Tell_City" | "America/Indiana/Vevay" | "America/Indiana/Vincennes" | "America/Indiana/Winamac" | "America/Indianapolis" | "America/Inuvik" | "America/Iqaluit" | "America/Jamaica" | "America/Jujuy" | "America/Juneau" | "America/Kentucky/Monticello" | "America/Kralendijk" | "America/La_Paz" | "America/Lima" | "America/Los_Angeles" | "America/Louisville" | "America/Lower_Princes" | "America/Maceio" | "America/Managua" | "America/Manaus" | "America/Marigot" | "America/Martinique" | "America/Matamoros" | "America/Mazatlan" | "America/Mendoza" | "America/Menominee" | "America/Merida" | "America/Metlakatla" | "America/Mexico_City" | "America/Miquelon" | "America/Moncton" | "America/Monterrey" | "America/Montevideo" | "America/Montserrat" | "America/Nassau" | "America/New_York" | "America/Nome" | "America/Noronha" | "America/North_Dakota/Beulah" | "America/North_Dakota/Center" | "America/North_Dakota/New_Salem" | "America/Ojinaga" | "America/Panama" | "America/Paramaribo" | "America/Phoenix" | "America/Port-au-Prince" | "America/Port_of_Spain" | "America/Porto_Velho" | "America/Puerto_Rico" | "America/Punta_Arenas" | "America/Rankin_Inlet" | "America/Recife" | "America/Regina" | "America/Resolute" | "America/Rio_Branco" | "America/Santarem" | "America/Santiago" | "America/Santo_Domingo" | "America/Sao_Paulo" | "America/Scoresbysund" | "America/Sitka" | "America/St_Barthelemy" | "America/St_Johns" | "America/St_Kitts" | "America/St_Lucia" | "America/St_Thomas" | "America/St_Vincent" | "America/Swift_Current" | "America/Tegucigalpa" | "America/Thule" | "America/Tijuana" | "America/Toronto" | "America/Tortola" | "America/Vancouver" | "America/Whitehorse" | "America/Winnipeg" | "America/Yakutat" | "Antarctica/Casey" | "Antarctica/Davis" | "Antarctica/DumontDUrville" | "Antarctica/Macquarie" | "Antarctica/Mawson" | "Antarctica/McMurdo" | "Antarctica/Palmer" | "Antarctica/Rothera" | "Antarctica/Syowa" | "Antarctica/Troll" | "Antarctica/Vostok" | "Arctic/Longyearbyen" | "Asia/Aden" | "Asia/Almaty" | "Asia/Amman" | "Asia/Anadyr" | "Asia/Aqtau" | "Asia/Aqtobe" | "Asia/Ashgabat" | "Asia/Atyrau" | "Asia/Baghdad" | "Asia/Bahrain" | "Asia/Baku" | "Asia/Bangkok" | "Asia/Barnaul" | "Asia/Beirut" | "Asia/Bishkek" | "Asia/Brunei" | "Asia/Calcutta" | "Asia/Chita" | "Asia/Colombo" | "Asia/Damascus" | "Asia/Dhaka" | "Asia/Dili" | "Asia/Dubai" | "Asia/Dushanbe" | "Asia/Famagusta" | "Asia/Gaza" | "Asia/Hebron" | "Asia/Hong_Kong" | "Asia/Hovd" | "Asia/Irkutsk" | "Asia/Jakarta" | "Asia/Jayapura" | "Asia/Jerusalem" | "Asia/Kabul" | "Asia/Kamchatka" | "Asia/Karachi" | "Asia/Katmandu" | "Asia/Khandyga" | "Asia/Krasnoyarsk" | "Asia/Kuala_Lumpur" | "Asia/Kuching" | "Asia/Kuwait" | "Asia/Macau" | "Asia/Magadan" | "Asia/Makassar" | "Asia/Manila" | "Asia/Muscat" | "Asia/Nicosia" | "Asia/Novokuznetsk" | "Asia/Novosibirsk" | "Asia/Omsk" | "Asia/Oral" | "Asia/Phnom_Penh" | "Asia/Pontianak" | "Asia/Pyongyang" | "Asia/Qatar" | "Asia/Qostanay" | "Asia/Qyzylorda" | "Asia/Rangoon" | "Asia/Riyadh" | "Asia/Saigon" | "Asia/Sakhalin" | "Asia/Samarkand" | "Asia/Seoul" | "Asia/Shanghai" | "Asia/Singapore" | "Asia/Srednekolymsk" | "Asia/Taipei" | "Asia/Tashkent" | "Asia/Tbilisi" | "Asia/Tehran" | "Asia/Thimphu" | "Asia/Tokyo" | "Asia/Tomsk" | "Asia/Ulaanbaatar" | "Asia/Urumqi" | "Asia/Ust-Nera" | "Asia/Vientiane" | "Asia/Vladivostok" | "Asia/Yakutsk" | "Asia/Yekaterinburg" | "Asia/Yerevan" | "Atlantic/Azores" | "Atlantic/Bermuda" | "Atlantic/Canary" | "Atlantic/Cape_Verde" | "Atlantic/Faeroe" | "Atlantic/Madeira" | "Atlantic/Reykjavik" | "Atlantic/South_Georgia" | "Atlantic/St_Helena" | "Atlantic/Stanley" | "Australia/Adelaide" | "Australia/Brisbane" | "Australia/Broken_Hill" | "Australia/Darwin" | "Australia/Eucla" | "Australia/Hobart" | "Australia/Lindeman" | "Australia/Lord_Howe" | "Australia/Melbourne" | "Australia/Perth" | "Australia/Sydney" | "Europe/Amsterdam" | "Europe/Andorra" | "Europe/Astrakhan" | "Europe/Athens" | "Europe/Belgrade" | "Europe/Berlin" | "Europe/Bratislava" | "Europe/Brussels" | "Europe/Bucharest" | "Europe/Budapest" | "Europe/Busingen" | "Europe/Chisinau" | "Europe/Copenhagen" | "Europe/Dublin" | "Europe/Gibraltar" | "Europe/Guernsey" | "Europe/Helsinki" | "Europe/Isle_of_Man" | "Europe/Istanbul" | "Europe/Jersey" | "Europe/Kaliningrad" | "Europe/Kiev" | "Europe/Kirov" | "Europe/Lisbon" | "Europe/Ljubljana" | "Europe/London" | "Europe/Luxembourg" | "Europe/Madrid" | "Europe/Malta" | "Europe/Mariehamn" | "Europe/Minsk" | "Europe/Monaco" | "Europe/Moscow" | "Europe/Oslo" | "Europe/Paris" | "Europe/Podgorica" | "Europe/Prague" | "Europe/Riga" | "Europe/Rome" | "Europe/Samara" | "Europe/San_Marino" | "Europe/Sarajevo" | "Europe/Saratov" | "Europe/Simferopol" | "Europe/Skopje" | "Europe/Sofia" | "Europe/Stockholm" | "Europe/Tallinn" | "Europe/Tirane" | "Europe/Ulyanovsk" | "Europe/Vaduz" | "Europe/Vatican" | "Europe/Vienna" | "Europe/Vilnius" | "Europe/Volgograd" | "Europe/Warsaw" | "Europe/Zagreb" | "Europe/Zurich" | "Indian/Antananarivo" | "Indian/Chagos" | "Indian/Christmas" | "Indian/Cocos" | "Indian/Comoro" | "Indian/Kerguelen" | "Indian/Mahe" | "Indian/Maldives" | "Indian/Mauritius" | "Indian/Mayotte" | "Indian/Reunion" | "Pacific/Apia" | "Pacific/Auckland" | "Pacific/Bougainville" | "Pacific/Chatham" | "Pacific/Easter" | "Pacific/Efate" | "Pacific/Enderbury" | "Pacific/Fakaofo" | "Pacific/Fiji" | "Pacific/Funafuti" | "Pacific/Galapagos" | "Pacific/Gambier" | "Pacific/Guadalcanal" | "Pacific/Guam" | "Pacific/Honolulu" | "Pacific/Kiritimati" | "Pacific/Kosrae" | "Pacific/Kwajalein" | "Pacific/Majuro" | "Pacific/Marquesas" | "Pacific/Midway" | "Pacific/Nauru" | "Pacific/Niue" | "Pacific/Norfolk" | "Pacific/Noumea" | "Pacific/Pago_Pago" | "Pacific/Palau" | "Pacific/Pitcairn" | "Pacific/Ponape" | "Pacific/Port_Moresby" | "Pacific/Rarotonga" | "Pacific/Saipan" | "Pacific/Tahiti" | "Pacific/Tarawa" | "Pacific/Tongatapu" | "Pacific/Truk" | "Pacific/Wake" | "Pacific/Wallis" | "UTC";
        };
        ScheduleWorkspaceDeletion: {
            confirmSlug: string;
        };
        ScheduledPublish: {
            id: string;
            brandId: string;
            experienceId: string;
            experienceName: string;
            localDateTime: string;
            timezone: string;
            /** @description ISO 8601 date-time */
            publishAt: string;
            status: components["schemas"]["ScheduledPublishStatus"];
            summary: components["schemas"]["ManifestSummary"];
            /** @description ISO 8601 date-time */
            scheduledAt: string;
            scheduledBy: {
                uid: string;
                name: string | null;
            };
            publishedVersion: number | null;
            publishedAt: string | null;
            cancelledAt: string | null;
            cancelledBy: {
                uid: string;
                name: string | null;
            } | null;
            error: string | null;
        };
        /** @enum {string} */
        ScheduledPublishStatus: "scheduled" | "published" | "cancelled" | "failed";
        Segment: {
            id: string;
            title: string;
            /** @default null */
            camera: components["schemas"]["CameraPoints"] | null;
            /** @default [] */
            objectIds: string[];
        };
        SegmentInput: {
            id: string;
            title: string;
            /** @default null */
            camera?: components["schemas"]["CameraPoints"] | null;
            /** @default [] */
            objectIds?: string[];
        };
        SentInvitation: {
            invitation: components["schemas"]["TenantInvitation"];
            /** @description The invitation link, shown this once (only its hash is kept). It works once, for 7 days, until revoked or sent again; the console shows it so it can be shared by hand */
            inviteLink: string;
        };
        Set: {
            id: string;
            brandId: string;
            name: string;
            backdropObjectId: string | null;
            /** @enum {string} */
            lighting: "studio" | "daylight" | "warm" | "evening";
            background: string;
            floor: {
                /** @enum {string} */
                kind: "none" | "color" | "grid" | "wood" | "concrete";
                color: string;
                size: number;
            };
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        SetFloor: {
            /** @enum {string} */
            kind: "none" | "color" | "grid" | "wood" | "concrete";
            /** @default #e5e7eb */
            color?: string;
            /** @default 20 */
            size?: number;
        };
        SignUp: {
            companyName: string;
            slug: string;
            displayName: string;
            /** Format: email */
            email: string;
            password: string;
            /** @description Required when sign-up is by invite code */
            inviteCode?: string;
        };
        /** @enum {string} */
        SignUpMode: "open" | "invite-code" | "closed";
        SignUpOptions: {
            mode: components["schemas"]["SignUpMode"];
        };
        SignedUp: {
            member: components["schemas"]["TenantMember"];
            workspace: {
                slug: string;
                name: string;
                authTenantId: string;
            };
        };
        SlugAvailability: {
            /** @description The name as it would be stored (trimmed, lower-case) */
            slug: string;
            available: boolean;
            reason: ("invalid" | "reserved" | "taken") | null;
            /** @description Why it cannot be had, for the form */
            message: string | null;
        };
        SmartRule: {
            id: string;
            label: string;
            experienceId: string;
            when: components["schemas"]["RuleConditions"];
        };
        SmartRuleInput: {
            id?: string;
            /** @default  */
            label?: string;
            experienceId: string;
            when?: components["schemas"]["RuleConditionsInput"];
        };
        SmartRulesInput: components["schemas"]["SmartRuleInput"][];
        /** @enum {string} */
        SsoDefaultRole: "member" | "admin";
        SsoLookup: {
            workspace: string;
            /** Format: email */
            email: string;
        };
        SsoLookupResult: {
            sso: {
                providerId: string;
                protocol: components["schemas"]["SsoProtocol"];
                displayName: string;
                required: boolean;
            } | null;
        };
        /** @enum {string} */
        SsoProtocol: "oidc" | "saml";
        SsoSettings: {
            /** @description The Identity Platform provider id the console signs in with */
            providerId: string;
            protocol: components["schemas"]["SsoProtocol"];
            displayName: string;
            oidc: {
                issuer: string;
                clientId: string;
                clientSecretSet: boolean;
            } | null;
            saml: {
                idpEntityId: string;
                ssoUrl: string;
                certificates: string[];
                spEntityId: string;
            } | null;
            domains: string[];
            enforced: boolean;
            jitJoining: {
                enabled: boolean;
                defaultRole: components["schemas"]["SsoDefaultRole"];
            };
            /** @description ISO 8601 date-time */
            updatedAt: string;
            updatedBy: {
                uid: string;
                name: string | null;
            };
        };
        SsoSettingsInput: {
            /** @constant */
            protocol: "oidc";
            /** @description The provider as people know it, shown on "Continue with …" (e.g. Okta) */
            displayName: string;
            domains: string[];
            /** @description People of the domains may not sign in with a password (owners still may, so a broken provider cannot lock the workspace out) */
            enforced: boolean;
            jitJoining: {
                /** @description People of the domains who sign in with the provider become members without an invitation */
                enabled: boolean;
                /** @default member */
                defaultRole?: components["schemas"]["SsoDefaultRole"];
            };
            oidc: components["schemas"]["OidcSettingsInput"];
        } | {
            /** @constant */
            protocol: "saml";
            /** @description The provider as people know it, shown on "Continue with …" (e.g. Okta) */
            displayName: string;
            domains: string[];
            /** @description People of the domains may not sign in with a password (owners still may, so a broken provider cannot lock the workspace out) */
            enforced: boolean;
            jitJoining: {
                /** @description People of the domains who sign in with the provider become members without an invitation */
                enabled: boolean;
                /** @default member */
                defaultRole?: components["schemas"]["SsoDefaultRole"];
            };
            saml: components["schemas"]["SamlSettingsInput"];
        };
        StartExperiment: {
            /** @default  */
            name?: string;
            arms: {
                experienceId: string;
                weight: number;
            }[];
        };
        StopExperiment: {
            winnerArmId: string;
        };
        Store: {
            id: string;
            brandId: string;
            name: string;
            code: string | null;
            tags: string[];
            address: components["schemas"]["StoreAddress"] | null;
            location: components["schemas"]["GeoPoint"] | null;
            timezone: string;
            openingHours: components["schemas"]["OpeningHours"];
            placementCount: number;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        StoreAddress: {
            line1: string;
            line2?: string;
            city: string;
            postalCode?: string;
            region?: string;
            country: string;
        };
        StoresCsv: {
            filename: string;
            csv: string;
        };
        SubmitSurveyResponse: {
            surveyId: string;
            answers: {
                [key: string]: components["schemas"]["SurveyAnswerValue"];
            };
            sessionId?: string;
        };
        Survey: {
            id: string;
            brandId: string;
            title: string;
            description: string;
            questions: {
                id: string;
                field: string;
                /** @enum {string} */
                type: "single" | "multiple" | "rating" | "text";
                label: string;
                required: boolean;
                choices?: string[];
            }[];
            status: components["schemas"]["SurveyStatus"];
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        SurveyAnswerValue: string | string[] | number;
        SurveyQuestion: {
            id: string;
            field: string;
            /** @enum {string} */
            type: "single" | "multiple" | "rating" | "text";
            label: string;
            /** @default false */
            required: boolean;
            choices?: string[];
        };
        SurveyQuestionInput: {
            id: string;
            field: string;
            /** @enum {string} */
            type: "single" | "multiple" | "rating" | "text";
            label: string;
            /** @default false */
            required?: boolean;
            choices?: string[];
        };
        SurveyQuestions: components["schemas"]["SurveyQuestionInput"][];
        SurveyResponse: {
            id: string;
            surveyId: string;
            experienceId: string;
            answers: {
                [key: string]: string | string[] | number;
            };
            sessionId: string | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
        };
        /** @enum {string} */
        SurveyStatus: "active" | "archived";
        Tenant: {
            id: string;
            name: string;
            slug: string;
            authTenantId: string;
            publicBaseUrl: string | null;
            deletionScheduledFor: string | null;
            auditRetentionDays: number;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        TenantInvitation: {
            id: string;
            email: string;
            /** @description The name the inviter gave; the invitee may change it when accepting */
            displayName: string | null;
            role: components["schemas"]["TenantRole"];
            /** @description Brand roles the person gets on accepting */
            brandRoles: {
                [key: string]: components["schemas"]["BrandRole"];
            };
            status: components["schemas"]["InvitationStatus"];
            /** @description ISO 8601 date-time */
            expiresAt: string;
            /** @description When the current link was made; re-sending makes a new one */
            sentAt: string;
            /** @description ISO 8601 date-time */
            createdAt: string;
            createdBy: {
                uid: string;
                name: string | null;
            };
        };
        TenantMember: {
            uid: string;
            email: string;
            displayName: string | null;
            role: components["schemas"]["TenantRole"];
            status: components["schemas"]["MemberStatus"];
            brandRoles: {
                [key: string]: components["schemas"]["BrandRole"];
            };
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        TenantMemberListItem: {
            uid: string;
            email: string;
            displayName: string | null;
            role: components["schemas"]["TenantRole"];
            status: components["schemas"]["MemberStatus"];
            brandRoles: {
                [key: string]: components["schemas"]["BrandRole"];
            };
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
            accountEmailChanged: boolean;
        };
        /** @enum {string} */
        TenantRole: "member" | "admin" | "owner";
        TestAccess: {
            id: string;
            experienceId: string;
            label: string;
            /** @enum {string} */
            status: "active" | "revoked";
            /** @description ISO 8601 date-time */
            createdAt: string;
            createdBy: {
                uid: string;
                name: string | null;
            };
            revokedAt: string | null;
            allowComments: boolean;
        };
        TestManifest: {
            placement: {
                id: string;
                name: string;
            };
            testAccess: {
                id: string;
                label: string;
                allowComments: boolean;
            };
            manifest: components["schemas"]["Manifest"];
            problems: components["schemas"]["FieldIssue"][];
        };
        Theme: {
            colors: components["schemas"]["ThemeColors"];
            /** @enum {string} */
            fontFamily: "system-ui" | "Helvetica" | "Arial" | "Georgia" | "Verdana" | "Trebuchet MS" | "Times New Roman" | "Courier New";
            logoUrl: string | null;
            logoVariants?: components["schemas"]["ImageVariants"];
            /** @enum {string} */
            buttonStyle: "rounded" | "pill" | "square";
            loadingText: string;
        };
        ThemeColors: {
            primary: string;
            background: string;
            text: string;
            accent: string;
        };
        ThemeResponse: {
            colors: components["schemas"]["ThemeColors"];
            /** @enum {string} */
            fontFamily: "system-ui" | "Helvetica" | "Arial" | "Georgia" | "Verdana" | "Trebuchet MS" | "Times New Roman" | "Courier New";
            logoUrl: string | null;
            logoVariants?: components["schemas"]["ImageVariants"];
            /** @enum {string} */
            buttonStyle: "rounded" | "pill" | "square";
            loadingText: string;
            contrastWarnings: components["schemas"]["ContrastWarning"][];
        };
        TimelineSegment: {
            /** @description ISO 8601 date-time */
            from: string;
            /** @description ISO 8601 date-time */
            to: string;
            experienceId: string | null;
            /** @enum {string} */
            source: "schedule" | "default";
            scheduleId?: string;
        };
        Transform: {
            position: components["schemas"]["Vec3"];
            rotation: components["schemas"]["Vec3"];
            scale: {
                x: number;
                y: number;
                z: number;
            };
        };
        TranslatableText: {
            key: string;
            /** @enum {string} */
            kind: "experience" | "scene" | "segment" | "product" | "model" | "video" | "host" | "survey" | "chat" | "theme";
            context: string;
            source: string;
            translations: {
                [key: string]: {
                    text: string;
                    outdated: boolean;
                };
            };
        };
        TranslationsCsv: {
            filename: string;
            csv: string;
        };
        UnreadNotificationCount: {
            unreadCount: number;
        };
        UpdateAiChat: {
            enabled: boolean;
            name: string;
            persona: string;
            welcomeMessage: string;
            suggestedQuestions: string[];
            knowledge: ({
                id: string;
                /** @constant */
                kind: "qa";
                question: string;
                answer: string;
            } | {
                id: string;
                /** @constant */
                kind: "text";
                text: string;
            })[];
            recommendProducts: boolean;
        };
        UpdateAnalyticsFunnels: {
            funnels: {
                id?: string;
                name: string;
                steps: components["schemas"]["FunnelStep"][];
            }[];
        };
        UpdateApiKey: {
            name: string;
        };
        UpdateBrand: {
            name?: string;
            colors?: components["schemas"]["BrandColorsInput"];
            /** @enum {string} */
            timezone?: "Africa/Abidjan" | "Africa/Accra" | "Africa/Addis_Ababa" | "Africa/Algiers" | "Africa/Asmera" | "Africa/Bamako" | "Africa/Bangui" | "Africa/Banjul" | "Africa/Bissau" | "Africa/Blantyre" | "Africa/Brazzaville" | "Africa/Bujumbura" | "Africa/Cairo" | "Africa/Casablanca" | "Africa/Ceuta" | "Africa/Conakry" | "Africa/Dakar" | "Africa/Dar_es_Salaam" | "Africa/Djibouti" | "Africa/Douala" | "Africa/El_Aaiun" | "Africa/Freetown" | "Africa/Gaborone" | "Africa/Harare" | "Africa/Johannesburg" | "Africa/Juba" | "Africa/Kampala" | "Africa/Khartoum" | "Africa/Kigali" | "Africa/Kinshasa" | "Africa/Lagos" | "Africa/Libreville" | "Africa/Lome" | "Africa/Luanda" | "Africa/Lubumbashi" | "Africa/Lusaka" | "Africa/Malabo" | "Africa/Maputo" | "Africa/Maseru" | "Africa/Mbabane" | "Africa/Mogadishu" | "Africa/Monrovia" | "Africa/Nairobi" | "Africa/Ndjamena" | "Africa/Niamey" | "Africa/Nouakchott" | "Africa/Ouagadougou" | "Africa/Porto-Novo" | "Africa/Sao_Tome" | "Africa/Tripoli" | "Africa/Tunis" | "Africa/Windhoek" | "America/Adak" | "America/Anchorage" | "America/Anguilla" | "America/Antigua" | "America/Araguaina" | "America/Argentina/La_Rioja" | "America/Argentina/Rio_Gallegos" | "America/Argentina/Salta" | "America/Argentina/San_Juan" | "America/Argentina/San_Luis" | "America/Argentina/Tucuman" | "America/Argentina/Ushuaia" | "America/Aruba" | "America/Asuncion" | "America/Bahia" | "America/Bahia_Banderas" | "America/Barbados" | "America/Belem" | "America/Belize" | "America/Blanc-Sablon" | "America/Boa_Vista" | "America/Bogota" | "America/Boise" | "America/Buenos_Aires" | "America/Cambridge_Bay" | "America/Campo_Grande" | "America/Cancun" | "America/Caracas" | "America/Catamarca" | "America/Cayenne" | "America/Cayman" | "America/Chicago" | "America/Chihuahua" | "America/Ciudad_Juarez" | "America/Coral_Harbour" | "America/Cordoba" | "America/Costa_Rica" | "America/Coyhaique" | "America/Creston" | "America/Cuiaba" | "America/Curacao" | "America/Danmarkshavn" | "America/Dawson" | "America/Dawson_Creek" | "America/Denver" | "America/Detroit" | "America/Dominica" | "America/Edmonton" | "America/Eirunepe" | "America/El_Salvador" | "America/Fort_Nelson" | "America/Fortaleza" | "America/Glace_Bay" | "America/Godthab" | "America/Goose_Bay" | "America/Grand_Turk" | "America/Grenada" | "America/Guadeloupe" | "America/Guatemala" | "America/Guayaquil" | "America/Guyana" | "America/Halifax" | "America/Havana" | "America/Hermosillo" | "America/Indiana/Knox" | "America/Indiana/Marengo" | "America/Indiana/Petersburg" | "America/Indiana/Tell_City" | "America/Indiana/Vevay" | "America/Indiana/Vincennes" | "America/Indiana/Winamac" | "America/Indianapolis" | "America/Inuvik" | "America/Iqaluit" | "America/Jamaica" | "America/Jujuy" | "America/Juneau" | "America/Kentucky/Monticello" | "America/Kralendijk" | "America/La_Paz" | "America/Lima" | "America/Los_Angeles" | "America/Louisville" | "America/Lower_Princes" | "America/Maceio" | "America/Managua" | "America/Manaus" | "America/Marigot" | "America/Martinique" | "America/Matamoros" | "America/Mazatlan" | "America/Mendoza" | "America/Menominee" | "America/Merida" | "America/Metlakatla" | "America/Mexico_City" | "America/Miquelon" | "America/Moncton" | "America/Monterrey" | "America/Montevideo" | "America/Montserrat" | "America/Nassau" | "America/New_York" | "America/Nome" | "America/Noronha" | "America/North_Dakota/Beulah" | "America/North_Dakota/Center" | "America/North_Dakota/New_Salem" | "America/Ojinaga" | "America/Panama" | "America/Paramaribo" | "America/Phoenix" | "America/Port-au-Prince" | "America/Port_of_Spain" | "America/Porto_Velho" | "America/Puerto_Rico" | "America/Punta_Arenas" | "America/Rankin_Inlet" | "America/Recife" | "America/Regina" | "America/Resolute" | "America/Rio_Branco" | "America/Santarem" | "America/Santiago" | "America/Santo_Domingo" | "America/Sao_Paulo" | "America/Scoresbysund" | "America/Sitka" | "America/St_Barthelemy" | "America/St_Johns" | "America/St_Kitts" | "America/St_Lucia" | "America/St_Thomas" | "America/St_Vincent" | "America/Swift_Current" | "America/Tegucigalpa" | "America/Thule" | "America/Tijuana" | "America/Toronto" | "America/Tortola" | "America/Vancouver" | "America/Whitehorse" | "America/Winnipeg" | "America/Yakutat" | "Antarctica/Casey" | "Antarctica/Davis" | "Antarctica/DumontDUrville" | "Antarctica/Macquarie" | "Antarctica/Mawson" | "Antarctica/McMurdo" | "Antarctica/Palmer" | "Antarctica/Rothera" | "Antarctica/Syowa" | "Antarctica/Troll" | "Antarctica/Vostok" | "Arctic/Longyearbyen" | "Asia/Aden" | "Asia/Almaty" | "Asia/Amman" | "Asia/Anadyr" | "Asia/Aqtau" | "Asia/Aqtobe" | "Asia/Ashgabat" | "Asia/Atyrau" | "Asia/Baghdad" | "Asia/Bahrain" | "Asia/Baku" | "Asia/Bangkok" | "Asia/Barnaul" | "Asia/Beirut" | "Asia/Bishkek" | "Asia/Brunei" | "Asia/Calcutta" | "Asia/Chita" | "Asia/Colombo" | "Asia/Damascus" | "Asia/Dhaka" | "Asia/Dili" | "Asia/Dubai" | "Asia/Dushanbe" | "Asia/Famagusta" | "Asia/Gaza" | "Asia/Hebron" | "Asia/Hong_Kong" | "Asia/Hovd" | "Asia/Irkutsk" | "Asia/Jakarta" | "Asia/Jayapura" | "Asia/Jerusalem" | "Asia/Kabul" | "Asia/Kamchatka" | "Asia/Karachi" | "Asia/Katmandu" | "Asia/Khandyga" | "Asia/Krasnoyarsk" | "Asia/Kuala_Lumpur" | "Asia/Kuching" | "Asia/Kuwait" | "Asia/Macau" | "Asia/Magadan" | "Asia/Makassar" | "Asia/Manila" | "Asia/Muscat" | "Asia/Nicosia" | "Asia/Novokuznetsk" | "Asia/Novosibirsk" | "Asia/Omsk" | "Asia/Oral" | "Asia/Phnom_Penh" | "Asia/Pontianak" | "Asia/Pyongyang" | "Asia/Qatar" | "Asia/Qostanay" | "Asia/Qyzylorda" | "Asia/Rangoon" | "Asia/Riyadh" | "Asia/Saigon" | "Asia/Sakhalin" | "Asia/Samarkand" | "Asia/Seoul" | "Asia/Shanghai" | "Asia/Singapore" | "Asia/Srednekolymsk" | "Asia/Taipei" | "Asia/Tashkent" | "Asia/Tbilisi" | "Asia/Tehran" | "Asia/Thimphu" | "Asia/Tokyo" | "Asia/Tomsk" | "Asia/Ulaanbaatar" | "Asia/Urumqi" | "Asia/Ust-Nera" | "Asia/Vientiane" | "Asia/Vladivostok" | "Asia/Yakutsk" | "Asia/Yekaterinburg" | "Asia/Yerevan" | "Atlantic/Azores" | "Atlantic/Bermuda" | "Atlantic/Canary" | "Atlantic/Cape_Verde" | "Atlantic/Faeroe" | "Atlantic/Madeira" | "Atlantic/Reykjavik" | "Atlantic/South_Georgia" | "Atlantic/St_Helena" | "Atlantic/Stanley" | "Australia/Adelaide" | "Australia/Brisbane" | "Australia/Broken_Hill" | "Australia/Darwin" | "Australia/Eucla" | "Australia/Hobart" | "Australia/Lindeman" | "Australia/Lord_Howe" | "Australia/Melbourne" | "Australia/Perth" | "Australia/Sydney" | "Europe/Amsterdam" | "Europe/Andorra" | "Europe/Astrakhan" | "Europe/Athens" | "Europe/Belgrade" | "Europe/Berlin" | "Europe/Bratislava" | "Europe/Brussels" | "Europe/Bucharest" | "Europe/Budapest" | "Europe/Busingen" | "Europe/Chisinau" | "Europe/Copenhagen" | "Europe/Dublin" | "Europe/Gibraltar" | "Europe/Guernsey" | "Europe/Helsinki" | "Europe/Isle_of_Man" | "Europe/Istanbul" | "Europe/Jersey" | "Europe/Kaliningrad" | "Europe/Kiev" | "Europe/Kirov" | "Europe/Lisbon" | "Europe/Ljubljana" | "Europe/London" | "Europe/Luxembourg" | "Europe/Madrid" | "Europe/Malta" | "Europe/Mariehamn" | "Europe/Minsk" | "Europe/Monaco" | "Europe/Moscow" | "Europe/Oslo" | "Europe/Paris" | "Europe/Podgorica" | "Europe/Prague" | "Europe/Riga" | "Europe/Rome" | "Europe/Samara" | "Europe/San_Marino" | "Europe/Sarajevo" | "Europe/Saratov" | "Europe/Simferopol" | "Europe/Skopje" | "Europe/Sofia" | "Europe/Stockholm" | "Europe/Tallinn" | "Europe/Tirane" | "Europe/Ulyanovsk" | "Europe/Vaduz" | "Europe/Vatican" | "Europe/Vienna" | "Europe/Vilnius" | "Europe/Volgograd" | "Europe/Warsaw" | "Europe/Zagreb" | "Europe/Zurich" | "Indian/Antananarivo" | "Indian/Chagos" | "Indian/Christmas" | "Indian/Cocos" | "Indian/Comoro" | "Indian/Kerguelen" | "Indian/Mahe" | "Indian/Maldives" | "Indian/Mauritius" | "Indian/Mayotte" | "Indian/Reunion" | "Pacific/Apia" | "Pacific/Auckland" | "Pacific/Bougainville" | "Pacific/Chatham" | "Pacific/Easter" | "Pacific/Efate" | "Pacific/Enderbury" | "Pacific/Fakaofo" | "Pacific/Fiji" | "Pacific/Funafuti" | "Pacific/Galapagos" | "Pacific/Gambier" | "Pacific/Guadalcanal" | "Pacific/Guam" | "Pacific/Honolulu" | "Pacific/Kiritimati" | "Pacific/Kosrae" | "Pacific/Kwajalein" | "Pacific/Majuro" | "Pacific/Marquesas" | "Pacific/Midway" | "Pacific/Nauru" | "Pacific/Niue" | "Pacific/Norfolk" | "Pacific/Noumea" | "Pacific/Pago_Pago" | "Pacific/Palau" | "Pacific/Pitcairn" | "Pacific/Ponape" | "Pacific/Port_Moresby" | "Pacific/Rarotonga" | "Pacific/Saipan" | "Pacific/Tahiti" | "Pacific/Tarawa" | "Pacific/Tongatapu" | "Pacific/Truk" | "Pacific/Wake" | "Pacific/Wallis" | "UTC";
            embedOrigins?: string[];
            languages?: components["schemas"]["BrandLanguages"];
            requirePublishApproval?: boolean;
            publishApprovers?: string[];
        };
        UpdateBrandMember: {
            role: components["schemas"]["BrandRole"];
        };
        UpdateEventExport: {
            enabled: boolean;
        };
        UpdateExperience: {
            name?: string;
            archived?: boolean;
            surveyId?: string | null;
        };
        UpdateHost: {
            enabled: boolean;
            name: string;
            avatar?: components["schemas"]["HostAvatarInput"] | null;
            greeting: string;
            /** @default {} */
            segmentLines?: {
                [key: string]: string;
            };
        };
        UpdateLibraryObject: {
            name?: string;
            tags?: string[];
            thumbnailUploadId?: string;
            /**
             * @description The unit the file was authored in; a change re-runs processing (status `processing` until done)
             * @enum {string}
             */
            unit?: "m" | "cm" | "mm";
            /**
             * @description Where AR places it; a change re-runs processing to remake the USDZ
             * @enum {string}
             */
            arPlacement?: "floor" | "wall";
            /**
             * @description A stricter or looser budget for its delivery variants; a change re-runs processing to remake them
             * @enum {string}
             */
            budget?: "strict" | "standard" | "detailed";
        };
        UpdateMe: {
            displayName: string;
        };
        UpdateNotificationSettings: {
            emailReviews?: boolean;
            /** @enum {string} */
            language?: "en" | "fr";
        };
        UpdatePlacement: {
            name?: string;
            storeId?: string | null;
            defaultExperienceId?: string | null;
            schedules?: components["schemas"]["ScheduleInput"][];
            rules?: components["schemas"]["SmartRulesInput"];
        };
        UpdateProduct: {
            sku?: string;
            name?: string;
            description?: string;
            price?: number;
            /** @enum {string} */
            currency?: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL";
            imageUploadId?: string | null;
            url?: string | null;
            hotspot?: components["schemas"]["Hotspot"] | null;
            modelId?: string | null;
            options?: components["schemas"]["ProductOptionInput"][];
            defaultOption?: string | null;
            showDimensions?: boolean;
        };
        UpdateScene: {
            version: number;
            name?: string;
            setId?: string | null;
            objects?: components["schemas"]["SceneObject"][];
            segments?: components["schemas"]["SegmentInput"][];
            tags?: string[];
            camera?: components["schemas"]["CameraPoints"];
        };
        UpdateSet: {
            name?: string;
            backdropObjectId?: string | null;
            /** @enum {string} */
            lighting?: "studio" | "daylight" | "warm" | "evening";
            background?: string;
            floor?: components["schemas"]["SetFloor"];
        };
        UpdateStore: {
            name?: string;
            code?: string | null;
            tags?: string[];
            address?: components["schemas"]["StoreAddress"] | null;
            location?: components["schemas"]["GeoPoint"] | null;
            /** @enum {string} */
            timezone?: "Africa/Abidjan" | "Africa/Accra" | "Africa/Addis_Ababa" | "Africa/Algiers" | "Africa/Asmera" | "Africa/Bamako" | "Africa/Bangui" | "Africa/Banjul" | "Africa/Bissau" | "Africa/Blantyre" | "Africa/Brazzaville" | "Africa/Bujumbura" | "Africa/Cairo" | "Africa/Casablanca" | "Africa/Ceuta" | "Africa/Conakry" | "Africa/Dakar" | "Africa/Dar_es_Salaam" | "Africa/Djibouti" | "Africa/Douala" | "Africa/El_Aaiun" | "Africa/Freetown" | "Africa/Gaborone" | "Africa/Harare" | "Africa/Johannesburg" | "Africa/Juba" | "Africa/Kampala" | "Africa/Khartoum" | "Africa/Kigali" | "Africa/Kinshasa" | "Africa/Lagos" | "Africa/Libreville" | "Africa/Lome" | "Africa/Luanda" | "Africa/Lubumbashi" | "Africa/Lusaka" | "Africa/Malabo" | "Africa/Maputo" | "Africa/Maseru" | "Africa/Mbabane" | "Africa/Mogadishu" | "Africa/Monrovia" | "Africa/Nairobi" | "Africa/Ndjamena" | "Africa/Niamey" | "Africa/Nouakchott" | "Africa/Ouagadougou" | "Africa/Porto-Novo" | "Africa/Sao_Tome" | "Africa/Tripoli" | "Africa/Tunis" | "Africa/Windhoek" | "America/Adak" | "America/Anchorage" | "America/Anguilla" | "America/Antigua" | "America/Araguaina" | "America/Argentina/La_Rioja" | "America/Argentina/Rio_Gallegos" | "America/Argentina/Salta" | "America/Argentina/San_Juan" | "America/Argentina/San_Luis" | "America/Argentina/Tucuman" | "America/Argentina/Ushuaia" | "America/Aruba" | "America/Asuncion" | "America/Bahia" | "America/Bahia_Banderas" | "America/Barbados" | "America/Belem" | "America/Belize" | "America/Blanc-Sablon" | "America/Boa_Vista" | "America/Bogota" | "America/Boise" | "America/Buenos_Aires" | "America/Cambridge_Bay" | "America/Campo_Grande" | "America/Cancun" | "America/Caracas" | "America/Catamarca" | "America/Cayenne" | "America/Cayman" | "America/Chicago" | "America/Chihuahua" | "America/Ciudad_Juarez" | "America/Coral_Harbour" | "America/Cordoba" | "America/Costa_Rica" | "America/Coyhaique" | "America/Creston" | "America/Cuiaba" | "America/Curacao" | "America/Danmarkshavn" | "America/Dawson" | "America/Dawson_Creek" | "America/Denver" | "America/Detroit" | "America/Dominica" | "America/Edmonton" | "America/Eirunepe" | "America/El_Salvador" | "America/Fort_Nelson" | "America/Fortaleza" | "America/Glace_Bay" | "America/Godthab" | "America/Goose_Bay" | "America/Grand_Turk" | "America/Grenada" | "America/Guadeloupe" | "America/Guatemala" | "America/Guayaquil" | "America/Guyana" | "America/Halifax" | "America/Havana" | "America/Hermosillo" | "America/Indiana/Knox" | "America/Indiana/Marengo" | "America/Indiana/Petersburg" | "America/Indiana/Tell_City" | "America/Indiana/Vevay" | "America/Indiana/Vincennes" | "America/Indiana/Winamac" | "America/Indianapolis" | "America/Inuvik" | "America/Iqaluit" | "America/Jamaica" | "America/Jujuy" | "America/Juneau" | "America/Kentucky/Monticello" | "America/Kralendijk" | "America/La_Paz" | "America/Lima" | "America/Los_Angeles" | "America/Louisville" | "America/Lower_Princes" | "America/Maceio" | "America/Managua" | "America/Manaus" | "America/Marigot" | "America/Martinique" | "America/Matamoros" | "America/Mazatlan" | "America/Mendoza" | "America/Menominee" | "America/Merida" | "America/Metlakatla" | "America/Mexico_City" | "America/Miquelon" | "America/Moncton" | "America/Monterrey" | "America/Montevideo" | "America/Montserrat" | "America/Nassau" | "America/New_York" | "America/Nome" | "America/Noronha" | "America/North_Dakota/Beulah" | "America/North_Dakota/Center" | "America/North_Dakota/New_Salem" | "America/Ojinaga" | "America/Panama" | "America/Paramaribo" | "America/Phoenix" | "America/Port-au-Prince" | "America/Port_of_Spain" | "America/Porto_Velho" | "America/Puerto_Rico" | "America/Punta_Arenas" | "America/Rankin_Inlet" | "America/Recife" | "America/Regina" | "America/Resolute" | "America/Rio_Branco" | "America/Santarem" | "America/Santiago" | "America/Santo_Domingo" | "America/Sao_Paulo" | "America/Scoresbysund" | "America/Sitka" | "America/St_Barthelemy" | "America/St_Johns" | "America/St_Kitts" | "America/St_Lucia" | "America/St_Thomas" | "America/St_Vincent" | "America/Swift_Current" | "America/Tegucigalpa" | "America/Thule" | "America/Tijuana" | "America/Toronto" | "America/Tortola" | "America/Vancouver" | "America/Whitehorse" | "America/Winnipeg" | "America/Yakutat" | "Antarctica/Casey" | "Antarctica/Davis" | "Antarctica/DumontDUrville" | "Antarctica/Macquarie" | "Antarctica/Mawson" | "Antarctica/McMurdo" | "Antarctica/Palmer" | "Antarctica/Rothera" | "Antarctica/Syowa" | "Antarctica/Troll" | "Antarctica/Vostok" | "Arctic/Longyearbyen" | "Asia/Aden" | "Asia/Almaty" | "Asia/Amman" | "Asia/Anadyr" | "Asia/Aqtau" | "Asia/Aqtobe" | "Asia/Ashgabat" | "Asia/Atyrau" | "Asia/Baghdad" | "Asia/Bahrain" | "Asia/Baku" | "Asia/Bangkok" | "Asia/Barnaul" | "Asia/Beirut" | "Asia/Bishkek" | "Asia/Brunei" | "Asia/Calcutta" | "Asia/Chita" | "Asia/Colombo" | "Asia/Damascus" | "Asia/Dhaka" | "Asia/Dili" | "Asia/Dubai" | "Asia/Dushanbe" | "Asia/Famagusta" | "Asia/Gaza" | "Asia/Hebron" | "Asia/Hong_Kong" | "Asia/Hovd" | "Asia/Irkutsk" | "Asia/Jakarta" | "Asia/Jayapura" | "Asia/Jerusalem" | "Asia/Kabul" | "Asia/Kamchatka" | "Asia/Karachi" | "Asia/Katmandu" | "Asia/Khandyga" | "Asia/Krasnoyarsk" | "Asia/Kuala_Lumpur" | "Asia/Kuching" | "Asia/Kuwait" | "Asia/Macau" | "Asia/Magadan" | "Asia/Makassar" | "Asia/Manila" | "Asia/Muscat" | "Asia/Nicosia" | "Asia/Novokuznetsk" | "Asia/Novosibirsk" | "Asia/Omsk" | "Asia/Oral" | "Asia/Phnom_Penh" | "Asia/Pontianak" | "Asia/Pyongyang" | "Asia/Qatar" | "Asia/Qostanay" | "Asia/Qyzylorda" | "Asia/Rangoon" | "Asia/Riyadh" | "Asia/Saigon" | "Asia/Sakhalin" | "Asia/Samarkand" | "Asia/Seoul" | "Asia/Shanghai" | "Asia/Singapore" | "Asia/Srednekolymsk" | "Asia/Taipei" | "Asia/Tashkent" | "Asia/Tbilisi" | "Asia/Tehran" | "Asia/Thimphu" | "Asia/Tokyo" | "Asia/Tomsk" | "Asia/Ulaanbaatar" | "Asia/Urumqi" | "Asia/Ust-Nera" | "Asia/Vientiane" | "Asia/Vladivostok" | "Asia/Yakutsk" | "Asia/Yekaterinburg" | "Asia/Yerevan" | "Atlantic/Azores" | "Atlantic/Bermuda" | "Atlantic/Canary" | "Atlantic/Cape_Verde" | "Atlantic/Faeroe" | "Atlantic/Madeira" | "Atlantic/Reykjavik" | "Atlantic/South_Georgia" | "Atlantic/St_Helena" | "Atlantic/Stanley" | "Australia/Adelaide" | "Australia/Brisbane" | "Australia/Broken_Hill" | "Australia/Darwin" | "Australia/Eucla" | "Australia/Hobart" | "Australia/Lindeman" | "Australia/Lord_Howe" | "Australia/Melbourne" | "Australia/Perth" | "Australia/Sydney" | "Europe/Amsterdam" | "Europe/Andorra" | "Europe/Astrakhan" | "Europe/Athens" | "Europe/Belgrade" | "Europe/Berlin" | "Europe/Bratislava" | "Europe/Brussels" | "Europe/Bucharest" | "Europe/Budapest" | "Europe/Busingen" | "Europe/Chisinau" | "Europe/Copenhagen" | "Europe/Dublin" | "Europe/Gibraltar" | "Europe/Guernsey" | "Europe/Helsinki" | "Europe/Isle_of_Man" | "Europe/Istanbul" | "Europe/Jersey" | "Europe/Kaliningrad" | "Europe/Kiev" | "Europe/Kirov" | "Europe/Lisbon" | "Europe/Ljubljana" | "Europe/London" | "Europe/Luxembourg" | "Europe/Madrid" | "Europe/Malta" | "Europe/Mariehamn" | "Europe/Minsk" | "Europe/Monaco" | "Europe/Moscow" | "Europe/Oslo" | "Europe/Paris" | "Europe/Podgorica" | "Europe/Prague" | "Europe/Riga" | "Europe/Rome" | "Europe/Samara" | "Europe/San_Marino" | "Europe/Sarajevo" | "Europe/Saratov" | "Europe/Simferopol" | "Europe/Skopje" | "Europe/Sofia" | "Europe/Stockholm" | "Europe/Tallinn" | "Europe/Tirane" | "Europe/Ulyanovsk" | "Europe/Vaduz" | "Europe/Vatican" | "Europe/Vienna" | "Europe/Vilnius" | "Europe/Volgograd" | "Europe/Warsaw" | "Europe/Zagreb" | "Europe/Zurich" | "Indian/Antananarivo" | "Indian/Chagos" | "Indian/Christmas" | "Indian/Cocos" | "Indian/Comoro" | "Indian/Kerguelen" | "Indian/Mahe" | "Indian/Maldives" | "Indian/Mauritius" | "Indian/Mayotte" | "Indian/Reunion" | "Pacific/Apia" | "Pacific/Auckland" | "Pacific/Bougainville" | "Pacific/Chatham" | "Pacific/Easter" | "Pacific/Efate" | "Pacific/Enderbury" | "Pacific/Fakaofo" | "Pacific/Fiji" | "Pacific/Funafuti" | "Pacific/Galapagos" | "Pacific/Gambier" | "Pacific/Guadalcanal" | "Pacific/Guam" | "Pacific/Honolulu" | "Pacific/Kiritimati" | "Pacific/Kosrae" | "Pacific/Kwajalein" | "Pacific/Majuro" | "Pacific/Marquesas" | "Pacific/Midway" | "Pacific/Nauru" | "Pacific/Niue" | "Pacific/Norfolk" | "Pacific/Noumea" | "Pacific/Pago_Pago" | "Pacific/Palau" | "Pacific/Pitcairn" | "Pacific/Ponape" | "Pacific/Port_Moresby" | "Pacific/Rarotonga" | "Pacific/Saipan" | "Pacific/Tahiti" | "Pacific/Tarawa" | "Pacific/Tongatapu" | "Pacific/Truk" | "Pacific/Wake" | "Pacific/Wallis" | "UTC";
            openingHours?: components["schemas"]["OpeningHours"];
        };
        UpdateSurvey: {
            title?: string;
            description?: string;
            questions?: components["schemas"]["SurveyQuestions"];
            status?: components["schemas"]["SurveyStatus"];
        };
        UpdateTenant: {
            name?: string;
            publicBaseUrl?: string | null;
            auditRetentionDays?: number;
        };
        UpdateTenantMember: {
            role: components["schemas"]["TenantRole"];
        };
        UpdateTestAccess: {
            label: string;
            /** @description Let people opening the link comment on the draft under a name of their choosing, without an account */
            allowComments?: boolean;
        };
        UpdateTheme: {
            colors: components["schemas"]["ThemeColors"];
            /** @enum {string} */
            fontFamily: "system-ui" | "Helvetica" | "Arial" | "Georgia" | "Verdana" | "Trebuchet MS" | "Times New Roman" | "Courier New";
            /** @enum {string} */
            buttonStyle: "rounded" | "pill" | "square";
            loadingText: string;
            logoUploadId?: string;
            logoUrl?: null;
        };
        UpdateTranslations: {
            texts: {
                [key: string]: string | null;
            };
        };
        UpdateVideo: {
            title?: string;
            tags?: string[];
            posterUploadId?: string;
        };
        UpdateVideoWall: {
            rows: number;
            columns: number;
            videoIds: string[];
            autoplay: boolean;
            muted: boolean;
            loop: boolean;
        };
        UpdateVirtualObject: {
            displayName?: string | null;
            scale?: number;
            interactive?: boolean;
            productId?: string | null;
        };
        UpdateWebhook: {
            /**
             * Format: uri
             * @description An https:// address that answers POST requests with a 2xx status
             */
            url?: string;
            events?: components["schemas"]["WebhookEventType"][];
            description?: string;
            active?: boolean;
        };
        Upload: {
            id: string;
            brandId: string;
            kind: components["schemas"]["UploadKind"];
            fileName: string;
            contentType: string;
            size: number;
            status: components["schemas"]["UploadStatus"];
            url: string | null;
            width: number | null;
            height: number | null;
            variants: components["schemas"]["ImageVariants"];
            error: string | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
        };
        /** @enum {string} */
        UploadKind: "model" | "video" | "image";
        /** @enum {string} */
        UploadStatus: "pending" | "ready" | "rejected";
        UploadTicket: {
            uploadId: string;
            uploadUrl: string;
            /** @constant */
            method: "PUT";
            headers: {
                [key: string]: string;
            };
            /** @description ISO 8601 date-time */
            expiresAt: string;
        };
        Vec3: {
            x: number;
            y: number;
            z: number;
        };
        Video: {
            id: string;
            brandId: string;
            title: string;
            tags: string[];
            url: string;
            contentType: string;
            size: number;
            durationSeconds: number;
            width: number;
            height: number;
            posterUrl: string | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        VideoWallDetail: {
            rows: number;
            columns: number;
            videoIds: string[];
            autoplay: boolean;
            muted: boolean;
            loop: boolean;
            videos: components["schemas"]["VideoWallVideo"][];
        };
        VideoWallVideo: {
            id: string;
            title: string;
            url: string;
            posterUrl: string | null;
            durationSeconds: number;
        };
        VirtualObject: {
            libraryObjectId: string;
            name: string;
            thumbnail: string | null;
            displayName: string | null;
            scale: number;
            interactive: boolean;
            productId: string | null;
            usedIn: {
                sceneId: string;
                sceneName: string;
                count: number;
            }[];
        };
        Webhook: {
            id: string;
            url: string;
            description: string;
            events: components["schemas"]["WebhookEventType"][];
            /** @description Inactive endpoints get no new deliveries */
            active: boolean;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
            /** @description The outcome of the latest attempt, for a quick health check */
            lastDelivery: {
                status: components["schemas"]["WebhookDeliveryStatus"];
                /** @description ISO 8601 date-time */
                at: string;
                responseCode: number | null;
            } | null;
        };
        WebhookDelivery: {
            id: string;
            webhookId: string;
            eventId: string;
            event: components["schemas"]["WebhookDeliveryEvent"];
            status: components["schemas"]["WebhookDeliveryStatus"];
            attempts: number;
            maxAttempts: number;
            /** @description Where it was sent */
            url: string;
            lastAttemptAt: string | null;
            lastResponseCode: number | null;
            /** @description The first 500 characters of the endpoint's last answer */
            lastResponseBody: string | null;
            /** @description Why the last attempt failed, when it did */
            lastError: string | null;
            nextAttemptAt: string | null;
            payload: components["schemas"]["WebhookEventEnvelope"];
            /** @description ISO 8601 date-time */
            createdAt: string;
        };
        /** @enum {string} */
        WebhookDeliveryEvent: "experience.published" | "experience.publish_requested" | "experience.publish_approved" | "experience.publish_rejected" | "placement.schedule_changed" | "analytics.daily_ready" | "analytics.hourly_exported" | "webhook.ping";
        /**
         * @description pending: not tried yet; sending: an attempt is under way; retrying: waiting for nextAttemptAt; succeeded: a 2xx answer; failed: every attempt failed
         * @enum {string}
         */
        WebhookDeliveryStatus: "pending" | "sending" | "retrying" | "succeeded" | "failed";
        WebhookEventEnvelope: {
            /** @description The event id (evt_…): the same on every retry of a delivery */
            id: string;
            type: components["schemas"]["WebhookDeliveryEvent"];
            /** @description ISO 8601 date-time */
            createdAt: string;
            tenantId: string;
            data: {
                [key: string]: unknown;
            };
        };
        /** @enum {string} */
        WebhookEventType: "experience.published" | "experience.publish_requested" | "experience.publish_approved" | "experience.publish_rejected" | "placement.schedule_changed" | "analytics.daily_ready" | "analytics.hourly_exported";
        WebhookPingData: {
            message: string;
        };
        WebhookPingEvent: {
            /** @description The event id (evt_…): the same on every retry of a delivery */
            id: string;
            /** @constant */
            type: "webhook.ping";
            /** @description ISO 8601 date-time */
            createdAt: string;
            tenantId: string;
            data: components["schemas"]["WebhookPingData"];
        };
        WebhookWithSecret: {
            webhook: components["schemas"]["Webhook"];
            /** @description The signing secret (whsec_…). Shown this once: store it where your receiver can read it */
            secret: string;
        };
        /** @enum {string} */
        Weekday: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
        Workspace: {
            slug: string;
            name: string;
            authTenantId: string;
        };
        WorkspaceExport: {
            id: string;
            status: components["schemas"]["WorkspaceExportStatus"];
            includeFiles: boolean;
            requestedBy: {
                uid: string;
                name: string | null;
            };
            /** @description ISO 8601 date-time */
            createdAt: string;
            startedAt: string | null;
            finishedAt: string | null;
            /** @description Entries and bytes written so far */
            progress: {
                entries: number;
                bytes: number;
            };
            /** @description Set once ready */
            counts: components["schemas"]["WorkspaceExportCounts"] | null;
            /** @description The archive's size in bytes, once ready */
            size: number | null;
            /** @description Why a failed export failed */
            error: string | null;
            /** @description When the archive is deleted (7 days after it was ready) */
            expiresAt: string | null;
            /** @description The name the archive downloads as */
            fileName: string;
            /** @description Only on GET of one ready export: a link to the archive, valid 15 minutes; read the export again for a new one */
            downloadUrl: string | null;
        };
        WorkspaceExportCounts: {
            brands: number;
            experiences: number;
            products: number;
            manifests: number;
            stores: number;
            sets: number;
            videos: number;
            surveys: number;
            responses: number;
            placements: number;
            /** @description Daily analytics aggregate documents */
            analyticsDays: number;
            libraryModels: number;
            /** @description Library models and uploaded images and videos included as files */
            files: number;
        };
        /**
         * @description pending: queued; running: being built; ready: downloadable until expiresAt; failed: see error; expired: the archive was deleted
         * @enum {string}
         */
        WorkspaceExportStatus: "pending" | "running" | "ready" | "failed" | "expired";
        WorkspaceImportResult: {
            id: string;
            /** @constant */
            status: "done";
            source: {
                workspaceId: string;
                name: string | null;
                slug: string | null;
                exportedAt: string | null;
            };
            counts: {
                brands: number;
                documents: number;
                files: number;
                invitations: number;
            };
            /** @description One pending invitation per member of the archive (people are invited again, never given accounts); each link is shown this once */
            invitations: {
                email: string;
                role: string;
                inviteLink: string;
            }[];
        };
        WorkspaceImportTicket: {
            id: string;
            uploadUrl: string;
            /** @constant */
            method: "PUT";
            headers: {
                [key: string]: string;
            };
            /** @description ISO 8601 date-time */
            expiresAt: string;
        };
        WorkspaceSso: {
            sso: components["schemas"]["SsoSettings"] | null;
        };
    };
    responses: {
        /** @description Any other error, in the same envelope */
        Error: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Invalid input: `issues` lists each field's problem */
        Error400: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No credentials, or an invalid, expired or revoked ID token or API key */
        Error401: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The caller's role or API key scope does not allow this */
        Error403: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No such object, or one the caller may not see */
        Error404: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Conflicts with the current state (or a request with the same Idempotency-Key is still running) */
        Error409: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description If-Match does not match the object's current ETag: nothing was written */
        Error412: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The Idempotency-Key was used with a different body, or the object fails a business rule */
        Error422: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too many requests: wait `Retry-After` seconds */
        Error429: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A dependency is down: retry after `Retry-After` seconds */
        Error503: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
        IdempotencyKey: string;
        /** @description Required here (400 without it), as the change is too big to risk running twice: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
        RequiredIdempotencyKey: string;
        /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
        IfMatch: string;
    };
    requestBodies: never;
    headers: {
        /** @description Requests allowed per minute for this caller (per API key, per person, or per address) */
        XRateLimitLimit: number;
        /** @description Requests left in the current minute */
        XRateLimitRemaining: number;
        /** @description Seconds until the budget is full again */
        XRateLimitReset: number;
        /** @description Seconds to wait before retrying */
        RetryAfter: number;
        /** @description A strong validator of the object's current representation; send it back in If-Match */
        ETag: string;
        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
        IdempotentReplayed: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workspace"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    deleteMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMe"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    scheduleWorkspaceDeletion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleWorkspaceDeletion"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    cancelWorkspaceDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateTenant: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTenant"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listTenantMembers: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTenantMembersResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    removeTenantMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateTenantMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTenantMember"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantMember"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    relinkTenantMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RelinkTenantMember"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantMember"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listBrands: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListBrandsResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createBrand: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBrand"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Brand"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Brand"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    deleteBrand: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateBrand: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBrand"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Brand"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listBrandMembers: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListBrandMembersResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    addBrandMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddBrandMember"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddBrandMemberResult"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    removeBrandMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateBrandMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBrandMember"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandMember"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUpload"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadTicket"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    completeUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Upload"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Upload"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listLibrary: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                /** @description Matches the start of the name (any case) */
                q?: string;
                /** @description Only models with this tag */
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibraryList"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getLibraryObject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                objectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibraryObject"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    deleteLibraryObject: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                objectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateLibraryObject: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                objectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLibraryObject"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibraryObject"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createLibraryObject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateLibraryObject"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibraryObject"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listStores: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "name" | "-updatedAt";
                tag?: string;
                code?: string;
            };
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListStoresResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createStore: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStore"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Store"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    exportStoresCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoresCsv"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    importStoresCsv: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportStoresCsv"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportStoresResult"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getStore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Store"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    deleteStore: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateStore: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                storeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateStore"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Store"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listSets: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "name" | "-updatedAt";
            };
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSetsResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSet"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Set"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                setId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Set"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    deleteSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                setId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                setId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSet"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Set"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listVideos: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "name" | "-updatedAt";
            };
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListVideosResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createVideo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateVideo"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Video"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                videoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Video"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    deleteVideo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                videoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateVideo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                videoId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateVideo"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Video"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listSurveys: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "name" | "-updatedAt";
                status?: components["schemas"]["SurveyStatus"];
            };
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListSurveysResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createSurvey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSurvey"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Survey"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                surveyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Survey"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    deleteSurvey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                surveyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateSurvey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                surveyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSurvey"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Survey"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    duplicateSurvey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                surveyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Survey"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListInvitationsResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    inviteTenantMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteTenantMember"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentInvitation"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantInvitation"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentInvitation"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    previewInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviewInvitation"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationPreview"];
                };
            };
            400: components["responses"]["Error400"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitation"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedInvitation"];
                };
            };
            400: components["responses"]["Error400"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getSignUpOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignUpOptions"];
                };
            };
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUp"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedUp"];
                };
            };
            400: components["responses"]["Error400"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    checkSlugAvailability: {
        parameters: {
            query: {
                slug: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlugAvailability"];
                };
            };
            400: components["responses"]["Error400"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Onboarding"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    recordQrCodeDownload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                placementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getSingleSignOn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceSso"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    configureSingleSignOn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SsoSettingsInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceSso"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    removeSingleSignOn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    lookUpSingleSignOn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SsoLookup"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoLookupResult"];
                };
            };
            400: components["responses"]["Error400"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    acceptInvitationWithSso: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitationWithSso"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedInvitation"];
                };
            };
            400: components["responses"]["Error400"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listExperiences: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "name" | "-updatedAt";
                status?: "draft" | "published" | "archived" | "active";
            };
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListExperiencesResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createExperience: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateExperience"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Experience"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getExperience: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Experience"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    deleteExperience: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateExperience: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateExperience"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Experience"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getExperienceSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExperienceSummary"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    duplicateExperience: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Experience"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listScenes: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListScenesResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createScene: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScene"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scene"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    reorderScenes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReorderScenes"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReorderScenesResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getScene: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
                sceneId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scene"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    deleteScene: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
                sceneId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateScene: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
                sceneId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateScene"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scene"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    duplicateScene: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
                sceneId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scene"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listVirtualObjects: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListVirtualObjectsResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getVirtualObject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
                libraryObjectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VirtualObject"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateVirtualObject: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
                libraryObjectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateVirtualObject"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VirtualObject"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "name" | "-updatedAt";
            };
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListProductsResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProduct"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    importProductsCsv: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportProductsCsv"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportProductsResult"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProduct"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExperienceTranslations"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    exportTranslationsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationsCsv"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    importTranslationsCsv: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportTranslationsCsv"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportTranslationsResult"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateTranslations: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
                language: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTranslations"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExperienceTranslations"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getTheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateTheme: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTheme"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getHost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Host"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateHost: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateHost"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Host"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getVideoWall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoWallDetail"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateVideoWall: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateVideoWall"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoWallDetail"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getAiChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiChat"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateAiChat: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAiChat"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiChat"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    chatWithAssistant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatAnswer"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listPlacements: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                sort?: "name" | "-updatedAt";
                storeId?: string;
                experienceId?: string;
            };
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPlacementsResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createPlacement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePlacement"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Placement"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    previewBulkPlacements: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviewBulkPlacements"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkPlacementsPreview"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    bulkCreatePlacements: {
        parameters: {
            query?: never;
            header: {
                /** @description Required here (400 without it), as the change is too big to risk running twice: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key": components["parameters"]["RequiredIdempotencyKey"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkCreatePlacements"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkCreatePlacementsResult"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getPlacement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                placementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Placement"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    deletePlacement: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                placementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updatePlacement: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                placementId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePlacement"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Placement"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getPlacementTimeline: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path: {
                brandId: string;
                placementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacementTimeline"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    resolvePlacement: {
        parameters: {
            query?: {
                visitor?: string;
                lang?: string;
            };
            header?: never;
            path: {
                placementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResolvedPlacement"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    previewPlacement: {
        parameters: {
            query?: {
                at?: string;
                device?: components["schemas"]["DeviceKind"];
                language?: string;
                scans?: number;
            };
            header?: never;
            path: {
                brandId: string;
                placementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacementPreview"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    startPlacementExperiment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                placementId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartExperiment"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Placement"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    stopPlacementExperiment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                placementId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StopExperiment"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Placement"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getPlacementExperimentAnalytics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                days?: number;
            };
            header?: never;
            path: {
                brandId: string;
                placementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExperimentAnalytics"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    downloadPlacementCodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DownloadPlacementCodes"];
            };
        };
        responses: {
            /** @description The file itself (application/zip or application/pdf), named by Content-Disposition */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    publishExperience: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManifestVersionDetail"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listManifestVersions: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListManifestVersionsResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getManifestVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManifestVersionDetail"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getDraftManifest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DraftManifest"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    diffManifestVersions: {
        parameters: {
            query: {
                against: number;
            };
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManifestDiff"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    rollbackManifest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManifestVersionDetail"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    withdrawManifestVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManifestVersion"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listTestAccess: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTestAccessResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createTestAccess: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTestAccess"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestAccess"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getTestAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
                testAccessId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestAccess"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateTestAccess: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
                testAccessId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTestAccess"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestAccess"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    revokeTestAccess: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
                testAccessId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestAccess"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getPublishedManifest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Manifest"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getTestManifest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                placementId: string;
                testAccessId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestManifest"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listScheduledPublishes: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListScheduledPublishesResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    schedulePublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchedulePublish"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledPublish"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listBrandScheduledPublishes: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListBrandScheduledPublishesResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getScheduledPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
                scheduledPublishId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledPublish"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    reschedulePublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
                experienceId: string;
                scheduledPublishId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReschedulePublish"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledPublish"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    cancelScheduledPublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
                scheduledPublishId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledPublish"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listPublishRequests: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPublishRequestsResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createPublishRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePublishRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishRequest"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getPublishRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
                publishRequestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishRequest"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    approvePublishRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
                publishRequestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovePublishRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishRequest"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    rejectPublishRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
                publishRequestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectPublishRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishRequest"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listComments: {
        parameters: {
            query?: {
                /** @description open: unresolved threads only (the default); all: resolved ones too */
                status?: "open" | "all";
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListCommentsResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateComment"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    replyToComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
                commentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplyToComment"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    deleteComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
                commentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplyToComment"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    resolveComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    reopenComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listReviewerComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                testAccessId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListReviewerCommentsResponse"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createReviewerComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                testAccessId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReviewerComment"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewerComment"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    countUnreadNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadNotificationCount"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateNotificationSettings"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    publicChat: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublicChatRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatAnswer"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    submitSurveyResponse: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitSurveyResponse"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SurveyResponse"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getOembed: {
        parameters: {
            query: {
                url: string;
                maxwidth?: number;
                maxheight?: number;
                format?: "json" | "xml";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Oembed"];
                };
            };
            400: components["responses"]["Error400"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListApiKeysResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKey"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateApiKey"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListWebhooksResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhook"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhook"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListWebhookDeliveriesResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                webhookId: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                actor?: string;
                action?: string;
                brandId?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAuditLogResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    listWorkspaceExports: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListWorkspaceExportsResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createWorkspaceExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWorkspaceExport"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceExport"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getWorkspaceExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                exportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceExport"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    createWorkspaceImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWorkspaceImport"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceImportTicket"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    runWorkspaceImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                importId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceImportResult"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getEventExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventExportSettings"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateEventExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEventExport"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventExportSettings"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    ingestEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IngestEvents"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngestResult"];
                };
            };
            400: components["responses"]["Error400"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getExperienceAnalytics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                days?: number;
            };
            header?: never;
            path: {
                brandId: string;
                experienceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExperienceAnalytics"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getBrandAnalyticsSummary: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                days?: number;
            };
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandAnalyticsSummary"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    getAnalyticsFunnels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsFunnels"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    updateAnalyticsFunnels: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you read: the change is made only if the object still has it, else 412 and nothing is written */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAnalyticsFunnels"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsFunnels"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            412: components["responses"]["Error412"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
            default: components["responses"]["Error"];
        };
    };
    webhook_experience_published: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret>` */
                "Vitrine-Signature": string;
                "Vitrine-Event": "experience.published";
                /** @description The same on every retry */
                "Vitrine-Event-Id": string;
                "Vitrine-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExperiencePublishedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried after 1 min, 5 min, 30 min, 2 h and 12 h */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_experience_publish_requested: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret>` */
                "Vitrine-Signature": string;
                "Vitrine-Event": "experience.publish_requested";
                /** @description The same on every retry */
                "Vitrine-Event-Id": string;
                "Vitrine-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExperiencePublishRequestedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried after 1 min, 5 min, 30 min, 2 h and 12 h */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_experience_publish_approved: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret>` */
                "Vitrine-Signature": string;
                "Vitrine-Event": "experience.publish_approved";
                /** @description The same on every retry */
                "Vitrine-Event-Id": string;
                "Vitrine-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExperiencePublishApprovedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried after 1 min, 5 min, 30 min, 2 h and 12 h */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_experience_publish_rejected: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret>` */
                "Vitrine-Signature": string;
                "Vitrine-Event": "experience.publish_rejected";
                /** @description The same on every retry */
                "Vitrine-Event-Id": string;
                "Vitrine-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExperiencePublishRejectedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried after 1 min, 5 min, 30 min, 2 h and 12 h */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_placement_schedule_changed: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret>` */
                "Vitrine-Signature": string;
                "Vitrine-Event": "placement.schedule_changed";
                /** @description The same on every retry */
                "Vitrine-Event-Id": string;
                "Vitrine-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlacementScheduleChangedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried after 1 min, 5 min, 30 min, 2 h and 12 h */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_analytics_daily_ready: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret>` */
                "Vitrine-Signature": string;
                "Vitrine-Event": "analytics.daily_ready";
                /** @description The same on every retry */
                "Vitrine-Event-Id": string;
                "Vitrine-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyticsDailyReadyEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried after 1 min, 5 min, 30 min, 2 h and 12 h */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_analytics_hourly_exported: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret>` */
                "Vitrine-Signature": string;
                "Vitrine-Event": "analytics.hourly_exported";
                /** @description The same on every retry */
                "Vitrine-Event-Id": string;
                "Vitrine-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyticsHourlyExportedEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried after 1 min, 5 min, 30 min, 2 h and 12 h */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_webhook_ping: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret>` */
                "Vitrine-Signature": string;
                "Vitrine-Event": "webhook.ping";
                /** @description The same on every retry */
                "Vitrine-Event-Id": string;
                "Vitrine-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPingEvent"];
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried after 1 min, 5 min, 30 min, 2 h and 12 h */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
