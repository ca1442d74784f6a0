import { describe, expect, it } from "vitest";
import { webhookUrlIssue } from "./webhook-url";

describe("webhookUrlIssue", () => {
  it("accepts https addresses", () => {
    expect(webhookUrlIssue("https://hooks.example.com/vitrine")).toBeNull();
    expect(webhookUrlIssue("  https://hooks.example.com/vitrine?team=ops  ")).toBeNull();
  });
  it("refuses plain http, other schemes and half-written addresses", () => {
    expect(webhookUrlIssue("")).toBe("Enter the endpoint's address");
    expect(webhookUrlIssue("hooks.example.com/vitrine")).toBe("Enter a full address starting with https://");
    expect(webhookUrlIssue("http://hooks.example.com/vitrine")).toBe("Webhook endpoints must use https://");
    expect(webhookUrlIssue("ftp://hooks.example.com/")).toBe("Webhook endpoints must use https://");
  });
  it("refuses credentials and fragments in the address", () => {
    expect(webhookUrlIssue("https://user:secret@hooks.example.com/")).toMatch(/credentials/);
    expect(webhookUrlIssue("https://hooks.example.com/#top")).toMatch(/fragment/);
  });
  it("leaves http to this machine for the server to judge (allowed on the local emulators only)", () => {
    expect(webhookUrlIssue("http://127.0.0.1:8787/hook")).toBeNull();
    expect(webhookUrlIssue("http://localhost/hook")).toBeNull();
  });
});
