import { expect } from "chai";
import { db } from "../../src/firebase.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const questions = [
  { id: "q1", field: "visit_reason", type: "single", label: "Why did you come in?", choices: ["Browsing", "Gift", "Repair"] },
  { id: "q2", field: "liked", type: "multiple", label: "What did you like?", choices: ["Sofas", "Tables"], required: true },
  { id: "q3", field: "rating", type: "rating", label: "How would you rate the experience?" },
  { id: "q4", field: "comment", type: "text", label: "Anything else?" },
];

describe("Surveys", () => {
  let ws: Workspace;
  let path: string;
  let token: string;
  before(async () => {
    ws = await createWorkspace("surveys");
    path = `/v1/brands/${ws.brandId}/surveys`;
    token = ws.users.editor.token;
  });

  it("creates a survey with ordered questions of every type", async () => {
    const res = await call("POST", path, { token, json: { title: "Store feedback", questions } });
    expect(res.status, res.text).to.equal(201);
    expect(res.body.status).to.equal("active");
    expect(res.body.questions.map((q: { field: string }) => q.field)).to.deep.equal(["visit_reason", "liked", "rating", "comment"]);
    expect(res.body.questions[0].required).to.equal(false);
    const stored = (await db().collection("brands").doc(ws.brandId).collection("surveys").doc(res.body.id).get()).data();
    expect(stored?.questions).to.have.length(4);
  });

  it("refuses surveys without questions, empty or repeated choices and empty or repeated field names", async () => {
    const bad: [unknown[], string, string][] = [
      [[], "questions", "A survey needs at least one question"],
      [[{ ...questions[0], choices: ["Browsing", " "] }], "questions.0.choices.1", "Choices cannot be empty"],
      [[{ ...questions[0], choices: ["Gift", "gift"] }], "questions.0.choices.1", '"gift" is listed twice'],
      [[{ ...questions[0], choices: ["Only one"] }], "questions.0.choices", "Give at least two choices"],
      [[{ ...questions[2], field: "" }], "questions.0.field", "Field names cannot be empty"],
      [[questions[2], { ...questions[3], field: "rating" }], "questions.1.field", 'Field name "rating" is used twice'],
      [[{ ...questions[3], choices: ["a", "b"] }], "questions.0.choices", "A text question has no choices"],
    ];
    for (const [qs, field, message] of bad) {
      const res = await call("POST", path, { token, json: { title: "Bad", questions: qs } });
      expect(res.status, field).to.equal(400);
      expect(res.body.error.issues, JSON.stringify(res.body.error.issues)).to.deep.include({ path: field, message });
    }
  });

  it("reorders questions by replacing the list, duplicates and archives", async () => {
    const created = await call("POST", path, { token, json: { title: "Reorder me", questions } });
    const reordered = [...created.body.questions].reverse();
    const res = await call("PATCH", `${path}/${created.body.id}`, { token, json: { questions: reordered } });
    expect(res.body.questions.map((q: { id: string }) => q.id)).to.deep.equal(["q4", "q3", "q2", "q1"]);

    const copy = await call("POST", `${path}/${created.body.id}/duplicate`, { token });
    expect(copy.status).to.equal(201);
    expect(copy.body.title).to.equal("Reorder me (copy)");
    expect(copy.body.id).to.not.equal(created.body.id);
    expect(copy.body.questions).to.deep.equal(res.body.questions);

    const archived = await call("PATCH", `${path}/${created.body.id}`, { token, json: { status: "archived" } });
    expect(archived.body.status).to.equal("archived");
    const active = await call("GET", path, { token });
    expect(active.body.items.map((s: { title: string }) => s.title)).to.not.include("Reorder me");
    const archivedList = await call("GET", `${path}?status=archived`, { token });
    expect(archivedList.body.items.map((s: { title: string }) => s.title)).to.deep.equal(["Reorder me"]);
    const recent = await call("GET", `${path}?status=archived&sort=-updatedAt`, { token });
    expect(recent.body.items).to.have.length(1);
  });

  it("searches active surveys by title and deletes one", async () => {
    const created = await call("POST", path, { token, json: { title: "Zeta poll", questions: [questions[2]] } });
    const search = await call("GET", `${path}?q=zeta`, { token });
    expect(search.body.items.map((s: { title: string }) => s.title)).to.deep.equal(["Zeta poll"]);
    expect((await call("DELETE", `${path}/${created.body.id}`, { token })).status).to.equal(200);
    expect((await call("GET", `${path}/${created.body.id}`, { token })).status).to.equal(404);
    expect((await call("GET", `${path}?status=deleted`, { token })).status).to.equal(400);
    expect((await call("GET", `${path}?unknown=1`, { token })).status).to.equal(400);
  });
});
