/**
 * The API in a child process, for tests that take a dependency down under it. Firestore's client
 * retries a failed call with backoffs of up to a minute and has no way to cancel one, so an API
 * instance that met an outage still holds timers long after its test: the test kills the instance,
 * as the platform does, and the test process exits as soon as its suites end.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import type { AppOptions } from "../../src/app.js";

export interface ApiProcess {
  base: string;
  /** Kills the instance; whatever it was still retrying goes with it. */
  close(): Promise<void>;
}

/**
 * Starts `createApp(options)` in a child process with `env` added to this one's environment.
 * Its log lines are dropped except errors, which would be a test's finding.
 */
export async function startApiProcess(env: Record<string, string>, options: AppOptions = {}): Promise<ApiProcess> {
  const functionsDir = path.resolve(__dirname, "../..");
  const child = spawn(process.execPath, ["--conditions=vitrine-source", "--require", "tsx/cjs", path.join(__dirname, "api-process-main.ts")], {
    cwd: functionsDir,
    env: { ...process.env, ...env, VITRINE_TEST_APP_OPTIONS: JSON.stringify(options) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const forwardErrors = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (/"severity":"(ERROR|CRITICAL)"|^\s*(Error|TypeError)\b/.test(line)) process.stderr.write(`${line}\n`);
  };
  child.stderr.on("data", forwardErrors);
  const port = await new Promise<number>((resolve, reject) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = /^listening (\d+)$/m.exec(text);
      if (match) {
        child.stdout.off("data", onData);
        child.stdout.on("data", forwardErrors);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => reject(new Error(`the API process exited with ${code} before listening: ${text.slice(-2000)}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}
