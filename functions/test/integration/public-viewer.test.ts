import { expect } from "chai";
import { Timestamp } from "firebase-admin/firestore";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";
import { responsesCol } from "../../src/firestore/collections.js";

const SURVEY = {
  title: "Showroom feedback",
  questions: [
    { id: "q1", field: "favourite", type: "single", label: "Favourite piece?", required: true, choices: ["Oak table", "Brass lamp"] },
    { id: "q2", field: "rooms", type: "multiple", label: "Rooms you are furnishing", choices: ["Kitchen", "Living room", "Bedroom"] },
    { id: "q3", field: "rating", type: "rating", label: "How was the visit?", required: true },
    { id: "q4", field: "comment", type: "text", label: "Anything else?" },
  ],
};

const CHAT_SETTINGS = {
  enabled: true,
  name: "Ada",
  persona: "",
  welcomeMessage: "Hello!",
  suggestedQuestions: ["Do you deliver?"],
  knowledge: [{ id: "delivery", kind: "qa", question: "Do you deliver?", answer: "Yes, within France in three days." }],
  recommendProducts: false,
};

/** Each test acts from its own client address, so address budgets never mix between tests. */
let addressSeed = Math.floor(Math.random() * 200);
const newAddress = () => `198.51.${100 + (addressSeed++ % 150)}.${Math.floor(Math.random() * 250) + 1}`;

describe("Public viewer writes", () => {
  let ws: Workspace;
  let other: Workspace;
  let experienceId: string;
  let surveyId: string;
  let publicBase: string;
  before(async () => {
    [ws, other] = await Promise.all([createWorkspace("public-viewer"), createWorkspace("public-viewer-other")]);
    const experience = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token: ws.users.editor.token, json: { name: "Public showroom" } });
    expect(experience.status, experience.text).to.equal(201);
    experienceId = experience.body.id;
    const survey = await call("POST", `/v1/brands/${ws.brandId}/surveys`, { token: ws.users.editor.token, json: SURVEY });
    expect(survey.status, survey.text).to.equal(201);
    surveyId = survey.body.id;
    publicBase = `/v1/public/brands/${ws.brandId}/experiences/${experienceId}`;
  });

  describe("chat", () => {
    const ask = (path: string, content: string, address = newAddress()) =>
      call("POST", path, { json: { messages: [{ role: "user", content }] }, headers: { "X-Forwarded-For": address } });

    it("answers 404 until a version with the assistant on is published, then answers without sign-in", async () => {
      const off = await ask(`${publicBase}/chat`, "Do you deliver?");
      expect(off.status, off.text).to.equal(404);
      expect(off.body.error.message).to.equal("This experience has no assistant");

      const saved = await call("PUT", `/v1/brands/${ws.brandId}/experiences/${experienceId}/ai-chat`, { token: ws.users.editor.token, json: CHAT_SETTINGS });
      expect(saved.status, saved.text).to.equal(200);
      // Switched on in the draft only: the public sees nothing of it yet.
      const unpublished = await ask(`${publicBase}/chat`, "Do you deliver?");
      expect(unpublished.status, unpublished.text).to.equal(404);
      expect(unpublished.body.error.message).to.equal("This experience has no assistant");

      const published = await call("POST", `/v1/brands/${ws.brandId}/experiences/${experienceId}/publish`, { token: ws.users.editor.token });
      expect(published.status, published.text).to.equal(201);
      const on = await ask(`${publicBase}/chat`, "Do you deliver?");
      expect(on.status, on.text).to.equal(200);
      expect(on.body).to.deep.equal({
        answer: "Yes, within France in three days.",
        citations: [{ kind: "knowledge", id: "delivery", label: "Do you deliver?" }],
        answerer: "retrieval",
      });
    });

    it("answers only from the live published version: never unpublished products or knowledge, unless asked through an active preview link", async () => {
      const exp = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token: ws.users.editor.token, json: { name: "Secret launch" } });
      const id = exp.body.id as string;
      const consoleBase = `/v1/brands/${ws.brandId}/experiences/${id}`;
      const path = `/v1/public/brands/${ws.brandId}/experiences/${id}/chat`;
      const settings = { ...CHAT_SETTINGS, recommendProducts: true, suggestedQuestions: [] };
      expect((await call("PUT", `${consoleBase}/ai-chat`, { token: ws.users.editor.token, json: settings })).status).to.equal(200);
      const product = await call("POST", `${consoleBase}/products`, {
        token: ws.users.editor.token,
        json: { sku: "ZEPH-9", name: "Zephyrine velvet sofa", description: "Unreleased", price: 4321, currency: "EUR" },
      });
      expect(product.status, product.text).to.equal(201);

      // Never published: nothing of the draft answers, not even the product.
      const never = await ask(path, "How much is the Zephyrine velvet sofa?");
      expect(never.status, never.text).to.equal(404);
      expect(never.text).not.to.match(/Zephyrine|4,?321/);

      // Published without the product, which is added afterwards with draft knowledge.
      const removed = await call("DELETE", `${consoleBase}/products/${product.body.id}`, { token: ws.users.editor.token });
      expect(removed.status, removed.text).to.equal(200);
      expect((await call("POST", `${consoleBase}/publish`, { token: ws.users.editor.token })).status).to.equal(201);
      const again = await call("POST", `${consoleBase}/products`, {
        token: ws.users.editor.token,
        json: { sku: "ZEPH-9", name: "Zephyrine velvet sofa", description: "Unreleased", price: 4321, currency: "EUR" },
      });
      expect(again.status, again.text).to.equal(201);
      const draftKnowledge = [
        ...settings.knowledge,
        { id: "launch", kind: "qa", question: "When is the Zephyrine launch?", answer: "The Zephyrine launches on 1 March." },
      ];
      expect((await call("PUT", `${consoleBase}/ai-chat`, { token: ws.users.editor.token, json: { ...settings, knowledge: draftKnowledge } })).status).to.equal(
        200,
      );

      for (const question of ["How much is the Zephyrine velvet sofa?", "When is the Zephyrine launch?"]) {
        const res = await ask(path, question);
        expect(res.status, res.text).to.equal(200);
        expect(res.text, question).not.to.match(/Zephyrine|4,?321|1 March/);
        expect(res.body.citations).to.deep.equal([]);
      }
      // What was published still answers.
      expect((await ask(path, "Do you deliver?")).body.answer).to.equal("Yes, within France in three days.");

      // A reviewer on an active preview link of this experience is answered from the draft.
      const link = await call("POST", `${consoleBase}/test-access`, { token: ws.users.editor.token, json: { label: "Review" } });
      expect(link.status, link.text).to.equal(201);
      const preview = (question: string, testAccessId: string) =>
        call("POST", path, { json: { messages: [{ role: "user", content: question }], testAccessId }, headers: { "X-Forwarded-For": newAddress() } });
      const draft = await preview("When is the Zephyrine launch?", link.body.id);
      expect(draft.status, draft.text).to.equal(200);
      expect(draft.body.answer).to.contain("The Zephyrine launches on 1 March.");
      // Another experience's link, an unknown one and a revoked one open nothing.
      const otherLink = await call("POST", `/v1/brands/${ws.brandId}/experiences/${experienceId}/test-access`, {
        token: ws.users.editor.token,
        json: { label: "Other" },
      });
      expect((await preview("When is the Zephyrine launch?", otherLink.body.id)).status).to.equal(403);
      expect((await preview("When is the Zephyrine launch?", "unknown-link")).status).to.equal(403);
      expect((await call("POST", `${consoleBase}/test-access/${link.body.id}/revoke`, { token: ws.users.editor.token })).status).to.equal(200);
      const revoked = await preview("When is the Zephyrine launch?", link.body.id);
      expect(revoked.status).to.equal(403);
      expect(revoked.text).not.to.contain("1 March");
    });

    it("answers 404 for an archived experience, an unknown one, and another brand's path", async () => {
      const archived = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token: ws.users.editor.token, json: { name: "Old showroom" } });
      const archivedId = archived.body.id;
      await call("PUT", `/v1/brands/${ws.brandId}/experiences/${archivedId}/ai-chat`, { token: ws.users.editor.token, json: CHAT_SETTINGS });
      expect((await call("POST", `/v1/brands/${ws.brandId}/experiences/${archivedId}/publish`, { token: ws.users.editor.token })).status).to.equal(201);
      const path = `/v1/public/brands/${ws.brandId}/experiences/${archivedId}/chat`;
      expect((await ask(path, "Do you deliver?")).status).to.equal(200);
      const patched = await call("PATCH", `/v1/brands/${ws.brandId}/experiences/${archivedId}`, { token: ws.users.editor.token, json: { archived: true } });
      expect(patched.status, patched.text).to.equal(200);
      expect((await ask(path, "Do you deliver?")).status).to.equal(404);

      const unknown = await ask(`/v1/public/brands/${ws.brandId}/experiences/no-such-experience/chat`, "Hi");
      expect(unknown.status).to.equal(404);
      expect(unknown.body.error.message).to.equal("Experience not found");
      // The right experience id under another brand's id finds nothing.
      expect((await ask(`/v1/public/brands/${other.brandId}/experiences/${experienceId}/chat`, "Hi")).status).to.equal(404);
    });

    it("validates the conversation like the console route", async () => {
      const res = await call("POST", `${publicBase}/chat`, {
        json: { messages: [{ role: "user", content: "x".repeat(1001) }] },
        headers: { "X-Forwarded-For": newAddress() },
      });
      expect(res.status).to.equal(400);
      expect(res.body.error.issues).to.deep.equal([{ path: "messages.0.content", message: "A message is at most 1000 characters" }]);
    });

    it("rate-limits per client address with 429 and Retry-After", async () => {
      const address = newAddress();
      for (let i = 0; i < 20; i++) expect((await ask(`${publicBase}/chat`, "Do you deliver?", address)).status, `turn ${i + 1}`).to.equal(200);
      // In-memory budget: a reload of the emulator in between would only delay the 429.
      let limited = await ask(`${publicBase}/chat`, "Do you deliver?", address);
      for (let i = 0; limited.status === 200 && i < 40; i++) limited = await ask(`${publicBase}/chat`, "Do you deliver?", address);
      expect(limited.status).to.equal(429);
      expect(limited.body.error.code).to.equal("rate-limited");
      expect(Number(limited.headers.get("retry-after"))).to.be.within(1, 60);
      expect((await ask(`${publicBase}/chat`, "Do you deliver?", newAddress())).status).to.equal(200);
    });
  });

  describe("survey responses", () => {
    const submit = (json: unknown, path = `${publicBase}/survey-responses`) => call("POST", path, { json, headers: { "X-Forwarded-For": newAddress() } });

    it("stores valid answers (choices as the survey spells them, text trimmed) without sign-in", async () => {
      const res = await submit({
        surveyId,
        sessionId: "session-123",
        answers: { favourite: "  oak TABLE ", rooms: ["bedroom", "Kitchen"], rating: 4, comment: "  Lovely grain.  " },
      });
      expect(res.status, res.text).to.equal(201);
      const answers = { favourite: "Oak table", rooms: ["Bedroom", "Kitchen"], rating: 4, comment: "Lovely grain." };
      expect(res.body).to.deep.include({ surveyId, experienceId, sessionId: "session-123", answers });
      expect(res.body.id).to.be.a("string");

      const stored = await responsesCol(ws.brandId, surveyId).doc(res.body.id).get();
      expect(stored.exists).to.equal(true);
      expect(stored.data()).to.deep.include({ brandId: ws.brandId, surveyId, experienceId, sessionId: "session-123", answers, createdBy: null });
      expect(stored.get("createdAt")).to.be.instanceOf(Timestamp);
      expect(stored.get("updatedAt")).to.be.instanceOf(Timestamp);
    });

    it("leaves unanswered optional questions out", async () => {
      const res = await submit({ surveyId, answers: { favourite: "Brass lamp", rating: 5, rooms: [], comment: " " } });
      expect(res.status, res.text).to.equal(201);
      expect(res.body).to.deep.include({ answers: { favourite: "Brass lamp", rating: 5 }, sessionId: null });
      const stored = await responsesCol(ws.brandId, surveyId).doc(res.body.id).get();
      expect(stored.get("answers")).to.deep.equal({ favourite: "Brass lamp", rating: 5 });
    });

    it("refuses answers that do not fit the questions, naming every field", async () => {
      const res = await submit({
        surveyId,
        answers: { favourite: "Sofa", rooms: "Kitchen", rating: 6, comment: 3, colour: "red" },
      });
      expect(res.status, res.text).to.equal(400);
      expect(res.body.error.message).to.equal("5 answers are not valid");
      expect(res.body.error.issues).to.deep.equal([
        { path: "answers.colour", message: 'The survey has no question "colour"' },
        { path: "answers.favourite", message: '"Sofa" is not one of the choices' },
        { path: "answers.rooms", message: "Send the picked choices as a list" },
        { path: "answers.rating", message: "Give a rating from 1 to 5" },
        { path: "answers.comment", message: "Write the answer as text" },
      ]);

      const cases: [Record<string, unknown>, string, string][] = [
        [{ rating: 3 }, "answers.favourite", "This question needs an answer"],
        [{ favourite: "Oak table", rating: 2.5 }, "answers.rating", "Give a rating from 1 to 5"],
        [{ favourite: "Oak table", rating: 0 }, "answers.rating", "Give a rating from 1 to 5"],
        [{ favourite: ["Oak table"], rating: 3 }, "answers.favourite", "Pick one choice"],
        [{ favourite: "Oak table", rating: 3, rooms: ["Kitchen", "kitchen"] }, "answers.rooms", '"Kitchen" is picked twice'],
        [{ favourite: "Oak table", rating: 3, rooms: ["Garage"] }, "answers.rooms", '"Garage" is not one of the choices'],
        [{ favourite: "Oak table", rating: "5" }, "answers.rating", "Give a rating from 1 to 5"],
      ];
      for (const [answers, path, message] of cases) {
        const bad = await submit({ surveyId, answers });
        expect(bad.status, JSON.stringify(answers)).to.equal(400);
        expect(bad.body.error.issues, JSON.stringify(answers)).to.deep.equal([{ path, message }]);
        expect(bad.body.error.message).to.equal(`Invalid answer: ${message}`);
      }
      const long = await submit({ surveyId, answers: { favourite: "Oak table", rating: 3, comment: "x".repeat(2001) } });
      expect(long.status).to.equal(400);
      expect(long.body.error.issues[0].path).to.equal("answers.comment");
      expect((await submit({ answers: { rating: 3 } })).status).to.equal(400);
      expect((await submit({ surveyId, answers: {}, extra: true })).status).to.equal(400);
    });

    it("asks for at least one answer when every question is optional", async () => {
      const optional = await call("POST", `/v1/brands/${ws.brandId}/surveys`, {
        token: ws.users.editor.token,
        json: { title: "Optional", questions: [{ id: "q1", field: "comment", type: "text", label: "Anything?" }] },
      });
      const res = await submit({ surveyId: optional.body.id, answers: { comment: "" } });
      expect(res.status).to.equal(400);
      expect(res.body.error.issues).to.deep.equal([{ path: "answers", message: "Answer at least one question" }]);
    });

    it("accepts only an active survey of the brand, under an existing experience", async () => {
      const valid = { favourite: "Oak table", rating: 3 };
      const unknown = await submit({ surveyId: "no-such-survey", answers: valid });
      expect(unknown.status).to.equal(404);
      expect(unknown.body.error.message).to.equal("Survey not found");

      const foreign = await call("POST", `/v1/brands/${other.brandId}/surveys`, { token: other.users.editor.token, json: SURVEY });
      expect((await submit({ surveyId: foreign.body.id, answers: valid })).status).to.equal(404);

      const noExperience = await submit({ surveyId, answers: valid }, `/v1/public/brands/${ws.brandId}/experiences/no-such-experience/survey-responses`);
      expect(noExperience.status).to.equal(404);
      expect(noExperience.body.error.message).to.equal("Experience not found");

      const closed = await call("POST", `/v1/brands/${ws.brandId}/surveys`, { token: ws.users.editor.token, json: SURVEY });
      await call("PATCH", `/v1/brands/${ws.brandId}/surveys/${closed.body.id}`, { token: ws.users.editor.token, json: { status: "archived" } });
      const refused = await submit({ surveyId: closed.body.id, answers: valid });
      expect(refused.status).to.equal(409);
      expect(refused.body.error.message).to.equal("This survey is closed to new responses");
      expect((await responsesCol(ws.brandId, closed.body.id).get()).size).to.equal(0);
    });
  });
});
