import { FieldValue } from "firebase-admin/firestore";
import { expect } from "chai";
import { db } from "../../src/firebase.js";
import { call } from "./http.js";
import type { Workspace } from "./workspace.js";

/** A real 4x3 PNG: image uploads are decoded (to make their responsive copies), so a bare header is refused. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWO4Wc4GRww4OQBCthAJwX8VjQAAAABJRU5ErkJggg==",
  "base64",
);

export const experienceDoc = (brandId: string, experienceId: string) => db().collection("brands").doc(brandId).collection("experiences").doc(experienceId);

/**
 * A draft experience of the workspace's brand, made through the API; while that route is not
 * built yet, written as the API would (the experience and its Intro scene).
 */
export async function createExperience(ws: Workspace, name = "Test experience"): Promise<string> {
  const res = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token: ws.users.owner.token, json: { name } });
  if (res.status === 201) return res.body.id;
  const stamps = { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), createdBy: "test" };
  const ref = db().collection("brands").doc(ws.brandId).collection("experiences").doc();
  await ref.set({
    name,
    nameLower: name.toLowerCase(),
    status: "draft",
    publishedVersion: null,
    publishedAt: null,
    surveyId: null,
    testAccessIds: [],
    ...stamps,
  });
  await addScene(ws, ref.id, { name: "Intro", order: 0 });
  return ref.id;
}

/** A scene written straight into Firestore, with the segments a test needs. */
export async function addScene(
  ws: Workspace,
  experienceId: string,
  { name = "Scene", order = 1, segments = [] as { id: string; title: string }[] } = {},
): Promise<string> {
  const zero = { x: 0, y: 0, z: 0 };
  const ref = experienceDoc(ws.brandId, experienceId).collection("scenes").doc();
  await ref.set({
    experienceId,
    name,
    order,
    setId: null,
    objects: [],
    segments: segments.map((s) => ({ ...s, camera: null, objectIds: [] })),
    tags: [],
    camera: { before: zero, position: zero, target: zero, after: zero },
    libraryObjectIds: [],
    version: 0,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: "test",
  });
  return ref.id;
}

/** Uploads bytes as the given user through the real ticket flow; returns the upload id. */
export async function uploadFile(
  ws: Workspace,
  token: string,
  {
    kind = "image",
    fileName = "image.png",
    contentType = "image/png",
    bytes = PNG,
  }: { kind?: string; fileName?: string; contentType?: string; bytes?: Buffer } = {},
): Promise<string> {
  const ticket = await call("POST", `/v1/brands/${ws.brandId}/uploads`, { token, json: { kind, fileName, contentType, size: bytes.length } });
  expect(ticket.status, ticket.text).to.equal(201);
  await fetch(ticket.body.uploadUrl, { method: "PUT", headers: ticket.body.headers, body: bytes });
  const done = await call("POST", `/v1/brands/${ws.brandId}/uploads/${ticket.body.uploadId}/complete`, { token });
  expect(done.status, done.text).to.equal(200);
  return ticket.body.uploadId;
}

/** One experience per workspace for the probes that only read or validate. */
const probeExperiences = new Map<string, Promise<string>>();
export function probeExperience(ws: Workspace): Promise<string> {
  if (!probeExperiences.has(ws.brandId)) probeExperiences.set(ws.brandId, createExperience(ws, "Matrix experience"));
  return probeExperiences.get(ws.brandId)!;
}
