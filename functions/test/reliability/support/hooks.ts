/**
 * Root hooks of the reliability suite. The in-process API logs one JSON line per request (Cloud
 * Logging reads them); thousands of them would bury the test report, so they are dropped here,
 * before firebase-functions loads and keeps the console methods it finds. Errors still print.
 */
import { closePrivateApi } from "./private-api.js";

for (const method of ["info", "log", "debug"] as const) {
  const original = console[method].bind(console);
  console[method] = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].startsWith("{") && args[0].includes('"message":"request"')) return;
    original(...args);
  };
}

export const mochaHooks = {
  async afterAll() {
    await closePrivateApi();
  },
};
