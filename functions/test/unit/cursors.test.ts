import { expect } from "chai";
import { ApiError } from "../../src/errors.js";
import { decodeCursor, encodeCursor } from "../../src/firestore/values.js";

const forged = (values: unknown) => Buffer.from(JSON.stringify(values)).toString("base64url");

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("the cursor was accepted");
}

describe("list cursors", () => {
  it("round-trips the values of the sort it was made for", () => {
    expect(decodeCursor(encodeCursor(["oak table", "AbC123"]), ["text", "id"])).to.deep.equal(["oak table", "AbC123"]);
    expect(decodeCursor(encodeCursor([1_767_225_600_000, "AbC123"]), ["millis", "id"])).to.deep.equal([1_767_225_600_000, "AbC123"]);
    expect(decodeCursor(encodeCursor([3]), ["count"])).to.deep.equal([3]);
  });

  it("refuses a forged or mismatched cursor with 400 on `cursor`, whatever it holds", () => {
    const cases: [string, readonly ("text" | "id" | "millis" | "count")[]][] = [
      ["WyJ4IiwieSJd", ["millis", "id"]], // ["x","y"] on a -updatedAt list
      ["WyJhIiwxXQ", ["text", "id"]], // ["a",1] on the library
      [forged(["a", "__x__"]), ["text", "id"]],
      [forged(["a", "b/c"]), ["text", "id"]],
      [forged(["a", ""]), ["text", "id"]],
      [forged([1e20, "id"]), ["millis", "id"]],
      [forged([1.5, "id"]), ["millis", "id"]],
      [forged([-1]), ["count"]],
      [forged([null, "id"]), ["text", "id"]],
      [forged({ 0: "a", 1: "b", length: 2 }), ["text", "id"]],
      [forged(["x".repeat(2000), "id"]), ["text", "id"]],
      ["%%%", ["text", "id"]],
      ["", ["text"]],
      [forged(["a", "b", "c"]), ["text", "id"]],
    ];
    for (const [cursor, fields] of cases) {
      const err = refusal(() => decodeCursor(cursor, fields));
      expect([err.status, err.code], cursor).to.deep.equal([400, "invalid-argument"]);
      expect(err.issues?.[0]?.path).to.equal("cursor");
    }
  });
});
