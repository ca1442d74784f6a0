import { FieldValue, type DocumentData, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import type { CreateSurvey, Survey, UpdateSurvey } from "@vitrine/contract";
import { db } from "../firebase.js";
import { notFound } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { listBrandContent, type BrandContentListQuery } from "../brands/brand-content-list.js";
import { toIso } from "../firestore/values.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { surveysCol } from "../firestore/collections.js";

function toSurvey(id: string, data: DocumentData): Survey {
  return {
    id,
    brandId: data.brandId,
    title: data.title,
    description: data.description ?? "",
    questions: data.questions ?? [],
    status: data.status,
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}

export const listSurveys = (brandId: string, query: BrandContentListQuery & { status: "active" | "archived" }) =>
  listBrandContent(surveysCol(brandId), query, toSurvey, (q) => q.where("status", "==", query.status));

export async function getSurvey(brandId: string, surveyId: string, tx?: Transaction): Promise<Survey> {
  const snap = await readDoc(surveysCol(brandId).doc(surveyId), tx);
  if (!snap.exists) throw notFound("Survey");
  return toSurvey(snap.id, snap.data()!);
}

async function insertSurvey(caller: Caller, brandId: string, survey: Omit<Survey, "id" | "brandId" | "createdAt" | "updatedAt">) {
  const ref = surveysCol(brandId).doc();
  await ref.set({
    ...survey,
    brandId,
    // `nameLower` is the sort and search key every brand content list shares.
    nameLower: survey.title.toLowerCase(),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: caller.uid,
  });
  return getSurvey(brandId, ref.id);
}

export function createSurvey(caller: Caller, brandId: string, input: CreateSurvey) {
  return insertSurvey(caller, brandId, {
    title: input.title,
    description: input.description ?? "",
    questions: input.questions.map((q) => ({ ...q, required: q.required ?? false })),
    status: "active",
  });
}

export async function duplicateSurvey(caller: Caller, brandId: string, surveyId: string) {
  const source = await getSurvey(brandId, surveyId);
  return insertSurvey(caller, brandId, {
    title: `${source.title} (copy)`.slice(0, 120),
    description: source.description,
    questions: source.questions,
    status: "active",
  });
}

export async function updateSurvey(brandId: string, surveyId: string, input: UpdateSurvey, ifMatch?: IfMatch): Promise<Survey> {
  const update: Record<string, unknown> = { ...input, updatedAt: FieldValue.serverTimestamp() };
  if (input.title) update.nameLower = input.title.toLowerCase();
  const ref = surveysCol(brandId).doc(surveyId);
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound("Survey");
    await ifMatch?.assert(() => getSurvey(brandId, surveyId, tx));
    tx.update(ref, update);
  });
  return getSurvey(brandId, surveyId);
}

export async function deleteSurvey(brandId: string, surveyId: string, ifMatch?: IfMatch): Promise<void> {
  const ref = surveysCol(brandId).doc(surveyId);
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound("Survey");
    await ifMatch?.assert(() => getSurvey(brandId, surveyId, tx));
    tx.delete(ref);
  });
}
