import { FieldValue, Timestamp } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { UNVERIFIED_WORKSPACE_DAYS, onboardingStepIds, type Onboarding, type OnboardingStepId } from "@vitrine/contract";
import { db } from "../firebase.js";
import { notFound } from "../errors.js";
import { getPlacement } from "../placements/placements.js";
import type { TenantSignUp } from "./sign-up.js";
import { brandsCol, experiencesCol, libraryCol, tenantsCol } from "../firestore/collections.js";

/**
 * `tenants/{id}.onboarding`: when each step of the first-run checklist was first seen done. A step
 * stays ticked once seen (deleting the first brand does not untick "create a brand"), and a ticked
 * step is never queried again.
 */
type OnboardingDoc = Partial<Record<OnboardingStepId, Timestamp>>;

const DAY_MS = 24 * 60 * 60_000;
/** Brands looked at for a published experience: a new workspace has a handful. */
const BRANDS_SCANNED = 30;

async function hasBrand(tenantId: string) {
  return !(await brandsCol().where("tenantId", "==", tenantId).limit(1).get()).empty;
}

async function hasModel(tenantId: string) {
  return !(await libraryCol().where("tenantId", "==", tenantId).limit(1).get()).empty;
}

async function hasPublished(tenantId: string) {
  const brands = await brandsCol().where("tenantId", "==", tenantId).limit(BRANDS_SCANNED).get();
  const found = await Promise.all(brands.docs.map(async (brand) => !(await experiencesCol(brand.id).where("status", "==", "published").limit(1).get()).empty));
  return found.includes(true);
}

/** How each step is seen done from the workspace's data; printing a QR code is only ever recorded. */
const detectors: Record<OnboardingStepId, ((tenantId: string) => Promise<boolean>) | null> = {
  "create-brand": hasBrand,
  "upload-model": hasModel,
  publish: hasPublished,
  "print-qr-code": null,
};

/**
 * The checklist of the caller's workspace. A founder who has verified their email since signing up
 * (their token says so) marks the workspace verified here, which keeps it from the clean-up job.
 */
export async function getOnboarding(caller: Caller, now = Date.now()): Promise<Onboarding> {
  const ref = tenantsCol().doc(caller.tenantId);
  const snap = await ref.get();
  if (!snap.exists) throw notFound("Workspace");
  const done: OnboardingDoc = { ...((snap.get("onboarding") as OnboardingDoc | undefined) ?? {}) };
  const signUp = snap.get("signUp") as (TenantSignUp & { at?: Timestamp }) | undefined;

  const update: Record<string, unknown> = {};
  await Promise.all(
    onboardingStepIds.map(async (step) => {
      const detect = detectors[step];
      if (done[step] || !detect || !(await detect(caller.tenantId))) return;
      done[step] = Timestamp.fromMillis(now);
      update[`onboarding.${step}`] = done[step];
    }),
  );

  let emailVerified = signUp?.status !== "unverified";
  if (!emailVerified && caller.kind === "user" && caller.uid === signUp?.ownerUid && caller.emailVerified) {
    emailVerified = true;
    update["signUp.status"] = "verified";
    update["signUp.verifiedAt"] = FieldValue.serverTimestamp();
  }
  if (Object.keys(update).length > 0) await ref.update(update);

  const steps = onboardingStepIds.map((id) => ({ id, done: Boolean(done[id]), doneAt: done[id]?.toDate().toISOString() ?? null }));
  const createdAt = signUp?.at?.toMillis();
  return {
    steps,
    complete: steps.every((step) => step.done),
    emailVerified,
    verifyBy: !emailVerified && createdAt ? new Date(createdAt + UNVERIFIED_WORKSPACE_DAYS * DAY_MS).toISOString() : null,
  };
}

/** Someone downloaded or printed a placement's QR code: ticks the checklist's last step once. */
export async function recordQrCodeDownload(caller: Caller, brandId: string, placementId: string, now = Date.now()): Promise<{ ok: true }> {
  await getPlacement(brandId, placementId);
  const ref = tenantsCol().doc(caller.tenantId);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("Workspace");
    if (!snap.get("onboarding.print-qr-code")) tx.update(ref, { "onboarding.print-qr-code": Timestamp.fromMillis(now) });
  });
  return { ok: true };
}
