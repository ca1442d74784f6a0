import express, { type RequestHandler } from "express";
import { config } from "../config.js";
import { ApiError } from "./api-error.js";

const parseJson = express.json({ limit: config.maxJsonBodyBytes, strict: false });

/**
 * Cloud Functions (and its emulator) parse the body before the app sees it, with a 32 MB
 * limit; in-process the app parses it itself. Either way the same limits and errors apply.
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  if (raw === undefined) return parseJson(req, res, next);
  if (raw.length > config.maxJsonBodyBytes) {
    return next(new ApiError("payload-too-large", `The request body is larger than ${config.maxJsonBodyBytes} bytes`));
  }
  next();
};

/** The JSON body of a route that takes one: anything but JSON is refused with 415. */
export function readJsonBody(req: express.Request): unknown {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  const hasBody = (raw?.length ?? 0) > 0 || Number(req.get("Content-Length") ?? 0) > 0;
  if (!hasBody) return {};
  if (!req.is("application/json")) {
    throw new ApiError("unsupported-media-type", "Send the body as JSON with Content-Type: application/json");
  }
  return req.body;
}
