import express, { type RequestHandler } from "express";
import { config } from "../config.js";
import { invalid, payloadTooLarge, unsupportedMediaType } from "../errors.js";

const parseJson = express.json({ limit: config.maxJsonBodyBytes, strict: false });

/**
 * Cloud Functions (and its emulator) parse the body before the app sees it, with a 32 MB
 * limit; in-process the app parses it itself. Either way the same limits and errors apply.
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  if (raw === undefined) return parseJson(req, res, next);
  if (raw.length > config.maxJsonBodyBytes) {
    return next(payloadTooLarge(`The request body is larger than ${config.maxJsonBodyBytes} bytes`));
  }
  next();
};

/**
 * How deeply a body may nest objects and arrays. No route takes more than a few levels; past this,
 * recursive code further on (hashing, serialising, Firestore's own 20-level limit) would throw.
 */
export const MAX_BODY_DEPTH = 32;

/** Whether `value` nests deeper than `max` levels, found without recursion (so any depth is safe to check). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The JSON body of a route that takes one: anything but JSON is refused with 415, JSON that is
 * not an object (`null`, `0`, `"text"`, an array) or nests too deeply with 400.
 */
export function readJsonBody(req: express.Request): unknown {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  const hasBody = (raw?.length ?? 0) > 0 || Number(req.get("Content-Length") ?? 0) > 0;
  if (!hasBody) return {};
  if (!req.is("application/json")) {
    throw unsupportedMediaType("Send the body as JSON with Content-Type: application/json");
  }
  const body: unknown = req.body;
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw invalid("The request body must be a JSON object", [{ path: "", message: "Expected a JSON object" }]);
  }
  if (nestsDeeperThan(body, MAX_BODY_DEPTH)) {
    const message = `The request body nests objects and arrays more than ${MAX_BODY_DEPTH} levels deep`;
    throw invalid(message, [{ path: "", message }]);
  }
  return body;
}
