import { expect } from "chai";
import * as grpc from "@grpc/grpc-js";
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http2 from "node:http2";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadFirestoreProtos } from "../src/proto.mjs";
import { newFirestoreClient } from "./support/context.mjs";

/**
 * The emulator binary, stopped the way a terminal or a supervisor stops it: one SIGTERM, while
 * clients still hold connections, a listener and an unfinished stream, and keep writing. It must
 * exit by itself, and its export must hold every write it acknowledged.
 */
const BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), "../bin/start.mjs");
const PROJECT = "demo-vitrine-stop";
const DATABASE = `projects/${PROJECT}/databases/(default)`;
/** A liveness guard, not a timing assertion: far above any normal stop. */
const EXIT_GUARD_MS = 10_000;

function startBinary(args) {
  const child = spawn(process.execPath, [BIN, "--port", "0", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const port = new Promise((resolve, reject) => {
    child.stdout.on("data", () => {
      const match = /listening on \S+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    exited.then(() => reject(new Error(`the emulator exited before listening:\n${output}`)));
  });
  return { child, port, exited, output: () => output };
}

describe("stopping the emulator binary", function () {
  this.timeout(60_000);
  let dir;
  let emulator;
  const cleanups = [];

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "firestore-stop-"));
  });
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    if (emulator?.child.exitCode === null && emulator.child.signalCode === null) emulator.child.kill("SIGKILL");
    await rm(dir, { recursive: true, force: true });
  });

  it("exits on one SIGTERM with clients connected and writing, and exports every acknowledged write", async () => {
    const exportDir = path.join(dir, "export");
    emulator = startBinary(["--export-on-exit", exportDir, "--project", PROJECT]);
    const host = `127.0.0.1:${await emulator.port}`;

    // A listener (the SDK's Listen stream, kept open and re-opened by the SDK).
    const db = newFirestoreClient(host);
    const live = db.collection("live");
    await live.doc("first").set({ n: 0 });
    let unsubscribe;
    await new Promise((resolve, reject) => {
      unsubscribe = live.onSnapshot(() => resolve(), reject);
    });
    cleanups.push(() => unsubscribe());
    // An idle connection that never says anything, and an HTTP/2 stream that is never finished.
    const idle = net.connect(await emulator.port, "127.0.0.1");
    idle.on("error", () => {});
    cleanups.push(() => idle.destroy());
    const session = http2.connect(`http://${host}`);
    session.on("error", () => {});
    const stream = session.request({ ":method": "POST", ":path": "/google.firestore.v1.Firestore/Listen", "content-type": "application/grpc", te: "trailers" });
    stream.on("error", () => {});
    stream.resume();
    cleanups.push(() => session.destroy());

    // Writers with no retries: a write counts as acknowledged only when its Commit answered OK.
    const { FirestoreService } = loadFirestoreProtos();
    const client = new FirestoreService(host, grpc.credentials.createInsecure());
    cleanups.push(() => client.close());
    const acknowledged = new Set();
    let exited = false;
    let next = 0;
    let reachedEnough;
    const enough = new Promise((resolve) => (reachedEnough = resolve));
    const writer = async () => {
      while (!exited) {
        const id = `w${next++}`;
        const ok = await new Promise((resolve) =>
          client.Commit(
            { database: DATABASE, writes: [{ update: { name: `${DATABASE}/documents/live/${id}`, fields: { id: { stringValue: id } } } }] },
            (error) => resolve(!error),
          ),
        );
        if (ok) acknowledged.add(id);
        if (acknowledged.size >= 200) reachedEnough();
        if (!ok && !exited) await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    await enough;

    emulator.child.kill("SIGTERM");
    const guard = new Promise((resolve) => setTimeout(() => resolve("still running"), EXIT_GUARD_MS).unref());
    const result = await Promise.race([emulator.exited, guard]);
    exited = true;
    await Promise.all(writers);
    expect(result, `still running ${EXIT_GUARD_MS / 1000} s after one SIGTERM:\n${emulator.output()}`).to.not.equal("still running");
    expect(result, emulator.output()).to.deep.equal({ code: 0, signal: null });

    const exported = (await readFile(path.join(exportDir, "documents.ndjson"), "utf8"))
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line).name.split("/").pop());
    const missing = [...acknowledged].filter((id) => !exported.includes(id));
    expect(missing, `${missing.length} of ${acknowledged.size} acknowledged writes are not in the export`).to.deep.equal([]);
    expect(exported).to.include("first");
  });
});
