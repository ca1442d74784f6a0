import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { logs } from "../logs.js";

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Every response carries a request id (the caller's when it sent a sane one) and is logged once. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.get("X-Request-Id");
  const id = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  const started = performance.now();
  res.on("finish", () => {
    logs.request({
      requestId: id,
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
      uid: res.locals.caller?.uid,
    });
  });
  next();
};
