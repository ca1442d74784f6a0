import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSaveQueue, type SaveStatus } from "./save-queue";

interface Saved {
  version: number;
}

class Conflict extends Error {
  status = 409;
}

/** A request function whose calls are answered by the test, one at a time. */
function controlledRequest() {
  const calls: { doc: string; version: number; resolve: (r: Saved) => void; reject: (e: unknown) => void }[] = [];
  let active = 0;
  let maxActive = 0;
  const save = vi.fn(
    (doc: string, version: number) =>
      new Promise<Saved>((resolve, reject) => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        const done = () => (active -= 1);
        calls.push({
          doc,
          version,
          resolve: (r) => {
            done();
            resolve(r);
          },
          reject: (e) => {
            done();
            reject(e);
          },
        });
      }),
  );
  return { save, calls, maxActive: () => maxActive };
}

function setup(request = controlledRequest()) {
  const statuses: SaveStatus[] = [];
  const onConflict = vi.fn();
  const onError = vi.fn();
  const onSaved = vi.fn();
  const queue = createSaveQueue<string, Saved>({
    version: 1,
    save: request.save,
    versionOf: (r) => r.version,
    isConflict: (e) => e instanceof Conflict,
    delayMs: 800,
    retryMs: 5000,
    onStatus: (s) => statuses.push(s),
    onSaved,
    onConflict,
    onError,
  });
  return { queue, request, statuses, onConflict, onError, onSaved };
}

/** Lets awaited promises settle between fake timer steps. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("save queue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("saves once, 800 ms after the last change, with the newest document", async () => {
    const { queue, request } = setup();
    queue.change("a");
    await vi.advanceTimersByTimeAsync(500);
    queue.change("b");
    await vi.advanceTimersByTimeAsync(500);
    queue.change("c");
    expect(queue.status).toBe("unsaved");
    await vi.advanceTimersByTimeAsync(799);
    expect(request.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(request.save).toHaveBeenCalledTimes(1);
    expect(request.calls[0]).toMatchObject({ doc: "c", version: 1 });
    expect(queue.status).toBe("saving");
    request.calls[0]!.resolve({ version: 2 });
    await settle();
    expect(queue.status).toBe("saved");
    expect(queue.version).toBe(2);
  });

  it("never runs two saves at once, and sends the next edit with the version the first returned", async () => {
    const { queue, request, statuses } = setup();
    queue.change("a");
    await vi.advanceTimersByTimeAsync(800);
    queue.change("b");
    await vi.advanceTimersByTimeAsync(800);
    queue.change("c");
    await vi.advanceTimersByTimeAsync(800);
    // "b" was superseded by "c" while "a" was in flight: only "c" follows.
    expect(request.save).toHaveBeenCalledTimes(1);
    request.calls[0]!.resolve({ version: 2 });
    await settle();
    expect(request.save).toHaveBeenCalledTimes(2);
    expect(request.calls[1]).toMatchObject({ doc: "c", version: 2 });
    request.calls[1]!.resolve({ version: 3 });
    await settle();
    expect(request.maxActive()).toBe(1);
    expect(queue.version).toBe(3);
    expect(statuses.at(-1)).toBe("saved");
  });

  it("waits for the quiet time of a change made during a save", async () => {
    const { queue, request } = setup();
    queue.change("a");
    await vi.advanceTimersByTimeAsync(800);
    queue.change("b");
    request.calls[0]!.resolve({ version: 2 });
    await settle();
    expect(request.save).toHaveBeenCalledTimes(1);
    expect(queue.status).toBe("unsaved");
    await vi.advanceTimersByTimeAsync(800);
    expect(request.calls[1]).toMatchObject({ doc: "b", version: 2 });
  });

  it("stops for good on 409 and reports the conflict", async () => {
    const { queue, request, onConflict } = setup();
    queue.change("a");
    await vi.advanceTimersByTimeAsync(800);
    queue.change("b");
    request.calls[0]!.reject(new Conflict("stale"));
    await settle();
    expect(queue.status).toBe("conflict");
    expect(onConflict).toHaveBeenCalledTimes(1);
    // Neither the change waiting nor later ones are sent: they would overwrite the other edit.
    queue.change("c");
    await vi.advanceTimersByTimeAsync(10_000);
    await queue.flush();
    expect(request.save).toHaveBeenCalledTimes(1);
    expect(queue.status).toBe("conflict");
  });

  it("keeps the changes after another failure and tries again", async () => {
    const { queue, request, onError } = setup();
    queue.change("a");
    await vi.advanceTimersByTimeAsync(800);
    request.calls[0]!.reject(new Error("offline"));
    await settle();
    expect(queue.status).toBe("error");
    expect(onError).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(request.calls[1]).toMatchObject({ doc: "a", version: 1 });
    request.calls[1]!.resolve({ version: 2 });
    await settle();
    expect(queue.status).toBe("saved");
  });

  it("retries with the newest document when one came in after the failure", async () => {
    const { queue, request } = setup();
    queue.change("a");
    await vi.advanceTimersByTimeAsync(800);
    request.calls[0]!.reject(new Error("offline"));
    await settle();
    queue.change("b");
    await vi.advanceTimersByTimeAsync(800);
    expect(request.calls[1]).toMatchObject({ doc: "b", version: 1 });
  });

  it("flushes pending changes at once (leaving a scene)", async () => {
    const { queue, request } = setup();
    queue.change("a");
    const flushed = queue.flush();
    expect(request.save).toHaveBeenCalledTimes(1);
    request.calls[0]!.resolve({ version: 2 });
    await flushed;
    expect(queue.status).toBe("saved");
    queue.dispose();
    queue.change("b");
    await vi.advanceTimersByTimeAsync(2000);
    expect(request.save).toHaveBeenCalledTimes(1);
  });
});
