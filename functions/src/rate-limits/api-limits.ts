import { ApiError, tooManyRequests } from "../errors.js";
import { FirestoreCounterStore, type CounterStore } from "./counter-store.js";
import { SharedWindowLimiter, type RateLimitVerdict } from "./shared-window-limiter.js";

/** A whole number from the environment, or the default when unset or not a positive number. */
function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Every per-minute budget of the API, counted across all instances (see the README's settings table). */
export interface LimitSettings {
  /** Requests per minute of one client: an address, or a verified API key or person. */
  requestsPerMinute: number;
  /** Chat turns per minute of one person (console "Try it") or one address (public viewer). */
  chatTurnsPerClient: number;
  /** Chat turns per minute into one experience's public assistant, from all addresses together. */
  chatTurnsPerExperience: number;
  /** Survey responses per minute from one address. */
  surveyResponsesPerAddress: number;
  /** Survey responses per minute to one experience, from all addresses together. */
  surveyResponsesPerExperience: number;
  /** Comments per minute from one address on preview links (reviewers without an account). */
  reviewerCommentsPerAddress: number;
  /** Comments per minute on one preview link, from all addresses together. */
  reviewerCommentsPerLink: number;
  /** Analytics events per minute from one address (a store's Wi-Fi puts many visitors behind one). */
  eventsPerAddress: number;
  /** Analytics events per minute of one viewer session. */
  eventsPerSession: number;
  /** Analytics events per minute stored for one experience, from all addresses together. */
  eventsPerExperience: number;
}

export function limitSettingsFromEnv(): LimitSettings {
  return {
    requestsPerMinute: envNumber("VITRINE_REQUESTS_PER_MINUTE", 1200),
    chatTurnsPerClient: envNumber("VITRINE_CHAT_TURNS_PER_MINUTE", 20),
    chatTurnsPerExperience: envNumber("VITRINE_CHAT_TURNS_PER_EXPERIENCE_PER_MINUTE", 600),
    surveyResponsesPerAddress: envNumber("VITRINE_SURVEY_RESPONSES_PER_MINUTE", 30),
    surveyResponsesPerExperience: envNumber("VITRINE_SURVEY_RESPONSES_PER_EXPERIENCE_PER_MINUTE", 600),
    reviewerCommentsPerAddress: envNumber("VITRINE_REVIEWER_COMMENTS_PER_MINUTE", 10),
    reviewerCommentsPerLink: envNumber("VITRINE_REVIEWER_COMMENTS_PER_LINK_PER_MINUTE", 120),
    eventsPerAddress: envNumber("VITRINE_ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE", 6000),
    eventsPerSession: envNumber("VITRINE_ANALYTICS_EVENTS_PER_SESSION_PER_MINUTE", 600),
    eventsPerExperience: envNumber("VITRINE_ANALYTICS_EVENTS_PER_EXPERIENCE_PER_MINUTE", 300_000),
  };
}

export interface ApiLimitsOptions extends Partial<LimitSettings> {
  /** Where the counts are shared; Firestore unless a test says otherwise. */
  store?: CounterStore;
  now?: () => number;
}

/** The budgets of one app (one API instance), all counted in the same shared store. */
export class ApiLimits {
  readonly settings: LimitSettings;
  readonly requests: SharedWindowLimiter;
  readonly chatTurns: SharedWindowLimiter;
  readonly chatTurnsPerExperience: SharedWindowLimiter;
  readonly surveyResponses: SharedWindowLimiter;
  readonly surveyResponsesPerExperience: SharedWindowLimiter;
  readonly reviewerComments: SharedWindowLimiter;
  readonly reviewerCommentsPerLink: SharedWindowLimiter;
  readonly eventsPerAddress: SharedWindowLimiter;
  readonly eventsPerSession: SharedWindowLimiter;
  readonly eventsPerExperience: SharedWindowLimiter;

  constructor({ store = new FirestoreCounterStore(), now, ...overrides }: ApiLimitsOptions = {}) {
    const settings = { ...limitSettingsFromEnv(), ...overrides };
    this.settings = settings;
    const limiter = (name: string, perMinute: number) => new SharedWindowLimiter({ name, perMinute, store, now });
    this.requests = limiter("requests", settings.requestsPerMinute);
    this.chatTurns = limiter("chat-turns", settings.chatTurnsPerClient);
    this.chatTurnsPerExperience = limiter("chat-turns-experience", settings.chatTurnsPerExperience);
    this.surveyResponses = limiter("survey-responses", settings.surveyResponsesPerAddress);
    this.surveyResponsesPerExperience = limiter("survey-responses-experience", settings.surveyResponsesPerExperience);
    this.reviewerComments = limiter("reviewer-comments", settings.reviewerCommentsPerAddress);
    this.reviewerCommentsPerLink = limiter("reviewer-comments-link", settings.reviewerCommentsPerLink);
    this.eventsPerAddress = limiter("events-address", settings.eventsPerAddress);
    this.eventsPerSession = limiter("events-session", settings.eventsPerSession);
    this.eventsPerExperience = limiter("events-experience", settings.eventsPerExperience);
  }
}

/** The 429 a client gets once past a budget, telling it when to come back. */
export function rateLimited(verdict: RateLimitVerdict, what = "requests"): ApiError {
  return tooManyRequests(`Too many ${what}; try again in ${verdict.resetSeconds} s`, undefined, {
    "Retry-After": String(verdict.resetSeconds),
  });
}

/** Counts `weight` units of `key`; past the budget, throws the 429. */
export async function charge(limiter: SharedWindowLimiter, key: string, what: string, weight = 1): Promise<RateLimitVerdict> {
  const verdict = await limiter.hit(key, weight);
  if (!verdict.allowed) throw rateLimited(verdict, what);
  return verdict;
}
