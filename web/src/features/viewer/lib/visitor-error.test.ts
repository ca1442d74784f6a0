import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { translate } from "@/lib/i18n/translate";
import en from "../messages/en.json?messages";
import fr from "../messages/fr.json?messages";
import { visitorError } from "./visitor-error";

const french = (key: string) => translate(fr, en, key);

describe("visitorError", () => {
  const t = (key: string) => translate(en, en, key);

  it("never shows the API's English sentence to a visitor", () => {
    const limited = new ApiError({ code: "rate-limited", message: "Too many chat questions; try again in 30 s", status: 429 });
    expect(visitorError(limited, t, "chatFailed")).toBe(en.tooManyTries);
    const down = new ApiError({ code: "unavailable", message: "A service the API depends on is unavailable; try again shortly", status: 503 });
    expect(visitorError(down, t, "loadFailed")).toBe(en.loadFailed);
    const refused = new ApiError({ code: "invalid-argument", message: "Answer at least one question", status: 400 });
    expect(visitorError(refused, t, "surveyFailed")).toBe(en.surveyFailed);
  });

  it("asks to check the connection when the server was not reached", () => {
    expect(visitorError(new ApiError({ code: "network-error", message: "Could not reach the server" }), t, "chatFailed")).toBe(en.checkConnection);
    expect(visitorError(new TypeError("Failed to fetch"), t, "chatFailed")).toBe(en.checkConnection);
  });

  it("speaks the visitor's language", () => {
    const limited = new ApiError({ code: "rate-limited", message: "Too many chat questions; try again in 30 s", status: 429 });
    expect(visitorError(limited, french, "chatFailed")).toBe(fr.tooManyTries);
  });
});
