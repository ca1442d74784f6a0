import { config } from "../config.js";
import { auth } from "../firebase.js";
import type { RouteHandlers } from "../http/handler.js";
import type { healthRoutes } from "@vitrine/contract";
import { tenantsCol } from "../firestore/collections.js";

const TIMEOUT_MS = 2000;

async function answers(probe: () => Promise<unknown>): Promise<"ok" | "down"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return "ok";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

export const healthHandlers: RouteHandlers<typeof healthRoutes> = {
  async health({ res }) {
    const [firestore, authStatus] = await Promise.all([
      answers(() => tenantsCol().limit(1).get()),
      // Listing one tenant is a cheap authenticated admin call: it proves Auth answers.
      answers(() => auth().tenantManager().listTenants(1)),
    ]);
    const status = firestore === "ok" && authStatus === "ok" ? "ok" : "degraded";
    res.setHeader("Cache-Control", "no-store");
    return { status, version: config.apiVersion, firestore, auth: authStatus };
  },
};
