/**
 * Idempotency keys for a form's POST. A request resent after its answer was lost (a timeout, a
 * dropped connection, a second click) carries the same key, so the server answers it with the
 * first answer instead of acting twice; once the person changes what they send, it is a new
 * request and gets a new key (the server refuses one key reused for another body).
 */
export function createIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { fingerprint: string; key: string } | undefined;
  return (body: unknown): string => {
    const fingerprint = JSON.stringify(body);
    if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newKey() };
    return last.key;
  };
}
