import { expect } from "chai";
import { COLLECTIONS, STORED_FILES, collectionsWhere, type CollectionEntry } from "../../src/firestore/registry.js";
import { notIncludedInExport } from "../../src/workspaces/workspace-export-archive.js";

describe("workspace export: what manifest.json says is not included", () => {
  it("names every collection the registry keeps secret or leaves out, with its reason", () => {
    const sentences = notIncludedInExport(true);
    const leftOut = collectionsWhere((entry) => entry.export === "secret" || entry.export === "excluded");
    expect(leftOut).to.include.members(["publishRequests", "scheduledPublishes", "auditLog", "apiKeys"]);
    for (const name of leftOut) {
      const entry = COLLECTIONS[name] as CollectionEntry;
      expect(entry.why, `${name} has no why`).to.be.a("string").and.not.equal("");
      const sentence = entry.export === "secret" ? `secret: ${entry.why}` : entry.why;
      expect(sentences, name).to.include(sentence);
    }
    for (const kind of STORED_FILES) if (kind.export === "excluded") expect(sentences, kind.kind).to.include(kind.why);
  });

  it("tells an export made without files that they were left out, and says each reason once", () => {
    expect(notIncludedInExport(true)).not.to.include("files (asked without them)");
    const withoutFiles = notIncludedInExport(false);
    expect(withoutFiles.at(-1)).to.equal("files (asked without them)");
    expect(new Set(withoutFiles).size).to.equal(withoutFiles.length);
  });

  it("mentions publish requests and scheduled publishes, which hold drafts' snapshots", () => {
    const text = notIncludedInExport(true).join("\n");
    expect(text).to.contain("publish requests");
    expect(text).to.contain("scheduled publishes");
  });
});
