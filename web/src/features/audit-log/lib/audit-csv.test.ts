import { describe, expect, it } from "vitest";
import type { AuditEntry } from "@vitrine/contract";
import { actionLabel, auditLogCsv } from "./audit-csv";

const entry: AuditEntry = {
  id: "e1",
  at: "2026-01-02T03:04:05.000Z",
  actor: { kind: "user", id: "u1", email: "ana@example.test", name: '=HYPERLINK("http://evil")' },
  action: "updateProduct",
  target: { type: "product", id: "p1", brandId: "b1" },
  method: "PATCH",
  path: "/v1/brands/b1/experiences/x/products/p1",
  changes: ["name", "price"],
  documents: [],
  address: "203.0.113.9",
  requestId: "r-1",
};

describe("audit log CSV", () => {
  it("writes one row per entry and defuses spreadsheet formulas", () => {
    const lines = auditLogCsv([entry]).split("\r\n");
    expect(lines[0]).toBe(
      "time,actor_kind,actor_id,actor_email,actor_name,action,target_type,target_id,brand_id,method,path,changed_fields,address,request_id",
    );
    expect(lines[1]).toBe(
      `2026-01-02T03:04:05.000Z,user,u1,ana@example.test,"'=HYPERLINK(""http://evil"")",updateProduct,product,p1,b1,PATCH,/v1/brands/b1/experiences/x/products/p1,name price,203.0.113.9,r-1`,
    );
    expect(lines[2]).toBe("");
  });

  it("names actions in words", () => {
    expect(actionLabel("updateProduct")).toBe("Update product");
    expect(actionLabel("createApiKey")).toBe("Create api key");
  });
});
