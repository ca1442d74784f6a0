/**
 * Time in Firestore has microsecond precision and commit times are strictly
 * increasing: two commits never share an update time, which is what makes
 * `lastUpdateTime` preconditions and transaction conflict checks reliable.
 * Times are kept as integer microseconds since the epoch (a JS number is exact
 * up to year 2255).
 */
export class CommitClock {
  #lastMicros = 0;

  /** A fresh commit time, strictly after every earlier one. */
  nextCommitMicros() {
    const now = Date.now() * 1000;
    this.#lastMicros = now > this.#lastMicros ? now : this.#lastMicros + 1;
    return this.#lastMicros;
  }

  /** Makes every later time come after `micros` (e.g. after importing documents written later). */
  advanceTo(micros) {
    if (micros > this.#lastMicros) this.#lastMicros = micros;
  }

  /** A read time: never before the last commit, so reads see every committed write. */
  readMicros() {
    const now = Date.now() * 1000;
    return now > this.#lastMicros ? now : this.#lastMicros;
  }
}

/** @param {number} micros @returns {{seconds: string, nanos: number}} a google.protobuf.Timestamp */
export function microsToTimestamp(micros) {
  const seconds = Math.floor(micros / 1e6);
  return { seconds: String(seconds), nanos: (micros - seconds * 1e6) * 1000 };
}

/** Timestamp → microseconds, truncating sub-microsecond digits like Firestore does. */
export function timestampToMicros(timestamp) {
  if (!timestamp) return 0;
  return Number(timestamp.seconds ?? 0) * 1e6 + Math.floor((timestamp.nanos ?? 0) / 1000);
}

/** RFC 3339 with microseconds, the form Firestore uses in events and JSON. */
export function microsToRfc3339(micros) {
  const millis = Math.floor(micros / 1000);
  const iso = new Date(millis).toISOString(); // ...ss.mmmZ
  const microDigits = String(micros % 1000).padStart(3, "0");
  return `${iso.slice(0, -1)}${microDigits}Z`;
}
