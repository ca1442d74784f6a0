/**
 * The API as a process of its own (see `api-process.ts`): `createApp` with the options in
 * VITRINE_TEST_APP_OPTIONS (JSON), on a free port of 127.0.0.1, which it prints as its first line.
 */
import type { AddressInfo } from "node:net";
import { createApp, type AppOptions } from "../../src/app.js";

const options = JSON.parse(process.env.VITRINE_TEST_APP_OPTIONS ?? "{}") as AppOptions;
const server = createApp(options).listen(0, "127.0.0.1", () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
