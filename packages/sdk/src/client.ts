import { errorFromResponse, VitrineApiError, VitrineNetworkError } from "./errors.js";
import type { operations } from "./generated/openapi.js";
import { operationTable, type OperationId } from "./generated/operations.js";

type Operation<Id extends OperationId> = operations[Id];
type ParametersOf<Id extends OperationId> = Operation<Id> extends { parameters: infer P } ? P : never;
type PathOf<Id extends OperationId> = ParametersOf<Id> extends { path: infer P } ? P : never;
type QueryOf<Id extends OperationId> = ParametersOf<Id> extends { query?: infer Q } ? Q : never;
type BodyOf<Id extends OperationId> = Operation<Id> extends { requestBody: { content: { "application/json": infer B } } } ? B : never;
type JsonOf<R> = R extends { content: { "application/json": infer T } } ? T : void;
type ResponsesOf<Id extends OperationId> = Operation<Id> extends { responses: infer R } ? R : never;
/** The body of the operation's success (200, 201, or nothing for 204). */
export type ResultOf<Id extends OperationId> =
  ResponsesOf<Id> extends { 200: infer R } ? JsonOf<R> : ResponsesOf<Id> extends { 201: infer R } ? JsonOf<R> : void;

type Optional<K extends string, T> = [T] extends [never] ? { [_ in K]?: never } : undefined extends T ? { [_ in K]?: T } : { [_ in K]: T };

/** What a call takes: its path parameters, query and body as the document types them, and per-call options. */
export type CallInput<Id extends OperationId> = Optional<"path", PathOf<Id>> &
  Optional<"query", QueryOf<Id>> &
  Optional<"body", BodyOf<Id>> & {
    /** The ETag you read: the update happens only if the object still has it (else a 412 `VitrineApiError`). */
    ifMatch?: string;
    /** Your own key for a write; by default a write that may be retried gets a new one, kept across its retries. */
    idempotencyKey?: string;
    signal?: AbortSignal;
  };

export interface CallResult<T> {
  data: T;
  /** The `ETag` of the answer, to send back as `ifMatch`. */
  etag: string | undefined;
  response: Response;
}

export type PagedOperationId = { [Id in OperationId]: (typeof operationTable)[Id] extends { paged: true } ? Id : never }[OperationId];
type ItemOf<Id extends OperationId> = ResultOf<Id> extends { items: (infer T)[] } ? T : never;

export interface RetryOptions {
  /** Retries after the first attempt (0: none). */
  retries: number;
  /** The first wait; each next one doubles, with full jitter, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface ClientOptions {
  /** The API's origin, e.g. `https://vitrine.example.com` (paths start with /v1). */
  baseUrl: string;
  /** An API key (`vtr_live_…`) created in Settings → API keys. */
  apiKey?: string;
  /** A Firebase ID token, or a function returning a fresh one before each request. */
  idToken?: string | (() => string | Promise<string>);
  /** Abandons an attempt that takes longer (default 30 s); each retry gets its own. */
  timeoutMs?: number;
  retry?: Partial<RetryOptions>;
  fetch?: typeof fetch;
  /** For tests: how a wait happens, and the random source of the jitter. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  userAgent?: string;
}

const RETRIED_STATUSES = new Set([429, 503]);
const IDEMPOTENT_METHODS = new Set(["GET", "PUT", "DELETE", "HEAD", "OPTIONS"]);

function newIdempotencyKey(random: () => number): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return `sdk-${crypto.randomUUID()}`;
  return `sdk-${Date.now().toString(36)}-${Math.floor(random() * 2 ** 52).toString(36)}`;
}

function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A client of the API: `client.call("createProduct", { path: { brandId }, body })`, or the same
 * through `client.operations.createProduct(...)`; `client.paginate(...)` walks every page of a list.
 */
export class VitrineClient {
  readonly operations: { [Id in OperationId]: (input: CallInput<Id>) => Promise<ResultOf<Id>> };
  private readonly retry: RetryOptions;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(private readonly options: ClientOptions) {
    this.retry = { retries: 3, baseDelayMs: 500, maxDelayMs: 20_000, ...options.retry };
    this.fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
    const byId: Record<string, (input: never) => Promise<unknown>> = {};
    for (const id of Object.keys(operationTable) as OperationId[]) byId[id] = (input) => this.call(id, input);
    this.operations = byId as unknown as VitrineClient["operations"];
  }

  async call<Id extends OperationId>(id: Id, input: CallInput<Id>): Promise<ResultOf<Id>> {
    return (await this.callWithResponse(id, input)).data;
  }

  /** The call, with the answer's ETag (for `ifMatch`) and the raw response. */
  async callWithResponse<Id extends OperationId>(id: Id, input: CallInput<Id>): Promise<CallResult<ResultOf<Id>>> {
    const operation: { method: string; path: string; idempotencyKeyRequired?: boolean } = operationTable[id];
    if (!operation) throw new TypeError(`Unknown operation "${String(id)}"`);
    const { path, query, body } = input as { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const url = `${this.options.baseUrl.replace(/\/+$/, "")}${fillPath(operation.path, path)}${queryString(query)}`;
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (input.ifMatch) headers["If-Match"] = input.ifMatch;
    // A POST or PATCH is retried only with a key, so a retry after a lost answer replays the first
    // success instead of doing the change twice; the same key goes with every attempt.
    const idempotent = IDEMPOTENT_METHODS.has(operation.method);
    const idempotencyKey = input.idempotencyKey ?? (!idempotent && this.retry.retries > 0 ? newIdempotencyKey(this.random) : undefined);
    if (idempotencyKey && operation.method === "POST") headers["Idempotency-Key"] = idempotencyKey;
    const retriable = idempotent || headers["Idempotency-Key"] !== undefined;
    if (this.options.userAgent) headers["User-Agent"] = this.options.userAgent;

    for (let attempt = 0; ; attempt++) {
      const authorization = await this.authorization();
      if (authorization) headers.Authorization = authorization;
      let response: Response;
      try {
        response = await this.attempt(url, { method: operation.method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, input.signal);
      } catch (err) {
        if (err instanceof VitrineNetworkError && retriable && !input.signal?.aborted && attempt < this.retry.retries) {
          await this.sleep(this.backoff(attempt));
          continue;
        }
        throw err;
      }
      if (response.ok) {
        const text = response.status === 204 ? "" : await response.text();
        const data = (text ? JSON.parse(text) : undefined) as ResultOf<Id>;
        return { data, etag: response.headers.get("ETag") ?? undefined, response };
      }
      const error = await errorFromResponse(response);
      // 429 and 503 mean the request was not carried out, so even a write without a key may go again.
      if (RETRIED_STATUSES.has(response.status) && attempt < this.retry.retries) {
        await this.sleep(this.waitFor(error, attempt));
        continue;
      }
      throw error;
    }
  }

  /** Every item of a paged list, fetching each next page (`nextCursor`) as the loop reaches it. */
  async *paginate<Id extends PagedOperationId>(id: Id, input: CallInput<Id>): AsyncGenerator<ItemOf<Id>, void, undefined> {
    let cursor = (input as { query?: { cursor?: string } }).query?.cursor;
    do {
      const query = { ...(input as { query?: object }).query, ...(cursor ? { cursor } : {}) };
      const page = (await this.call(id, { ...input, query } as CallInput<Id>)) as unknown as { items: ItemOf<Id>[]; nextCursor: string | null };
      yield* page.items;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  /**
   * A conditional update: reads the object, lets `change` compute the update from it, and sends
   * it with `If-Match` set to the read's ETag; when someone else changed the object in between
   * (412), reads it again and recomputes, up to `attempts` times.
   */
  async updateIfUnchanged<ReadId extends OperationId, WriteId extends OperationId>(
    read: { id: ReadId; input: CallInput<ReadId> },
    write: { id: WriteId; change: (current: ResultOf<ReadId>) => CallInput<WriteId> },
    attempts = 3,
  ): Promise<ResultOf<WriteId>> {
    for (let attempt = 1; ; attempt++) {
      const current = await this.callWithResponse(read.id, read.input);
      if (!current.etag) throw new TypeError(`${String(read.id)} answered without an ETag`);
      try {
        return await this.call(write.id, { ...write.change(current.data), ifMatch: current.etag });
      } catch (err) {
        if (!(err instanceof VitrineApiError && err.status === 412) || attempt >= attempts) throw err;
      }
    }
  }

  private async authorization(): Promise<string | undefined> {
    if (this.options.apiKey) return `Bearer ${this.options.apiKey}`;
    const token = typeof this.options.idToken === "function" ? await this.options.idToken() : this.options.idToken;
    return token ? `Bearer ${token}` : undefined;
  }

  private async attempt(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
    signal?.throwIfAborted();
    const timeoutMs = this.options.timeoutMs ?? 30_000;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signals = signal ? [signal, timeout.signal] : [timeout.signal];
    try {
      return await this.fetchImpl(url, { ...init, signal: AbortSignal.any(signals) });
    } catch (err) {
      if (signal?.aborted) throw err;
      if (timeout.signal.aborted) throw new VitrineNetworkError(`No answer within ${timeoutMs} ms: ${init.method} ${url}`, true, err);
      throw new VitrineNetworkError(`${init.method} ${url} failed: ${(err as Error)?.message ?? err}`, false, err);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Exponential backoff with full jitter: a random wait up to base·2^attempt, capped. */
  private backoff(attempt: number): number {
    return Math.floor(this.random() * Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** attempt));
  }

  /** The server's `Retry-After` when it sent one (never less), else the backoff. */
  private waitFor(error: VitrineApiError, attempt: number): number {
    const jitter = this.backoff(attempt);
    return error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 + Math.floor(jitter / 4) : jitter;
  }
}

export function createClient(options: ClientOptions): VitrineClient {
  return new VitrineClient(options);
}
