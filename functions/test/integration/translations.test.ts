import { expect } from "chai";
import { experienceTranslationsSchema, localiseManifest, manifestSchema } from "@vitrine/contract";
import { createExperience, experienceDoc } from "../helpers/experience-fixtures.js";
import { BASE_URL } from "../helpers/env.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

describe("Translations: brand languages, per-language texts, CSV, publishing", () => {
  let ws: Workspace;
  let other: Workspace;
  let experienceId: string;
  let productId: string;
  let base: string;
  let editor: string;

  before(async () => {
    [ws, other] = await Promise.all([createWorkspace("translations"), createWorkspace("translations-other")]);
    editor = ws.users.editor.token;
    experienceId = await createExperience(ws, "Spring living room");
    base = `/v1/brands/${ws.brandId}/experiences/${experienceId}/translations`;
    const product = await call("POST", `/v1/brands/${ws.brandId}/experiences/${experienceId}/products`, {
      token: editor,
      json: { sku: "OAK-1", name: "Oak table", description: "Solid oak", price: 249.5, currency: "EUR" },
    });
    expect(product.status, product.text).to.equal(201);
    productId = product.body.id;
  });

  const textOf = (body: { texts: { key: string }[] }, key: string) => body.texts.find((t) => t.key === key) as Record<string, any> | undefined;

  it("lists the experience's texts in the default language while the brand has only one", async () => {
    const res = await call("GET", base, { token: ws.users.viewer.token });
    expect(res.status, res.text).to.equal(200);
    expect(experienceTranslationsSchema.safeParse(res.body).success).to.equal(true);
    expect(res.body.languages).to.deep.equal({ default: "en", others: [] });
    expect(textOf(res.body, "experience.name")).to.deep.include({ kind: "experience", source: "Spring living room", translations: {} });
    expect(textOf(res.body, `product.${productId}.description`)).to.deep.include({ source: "Solid oak", context: "Product “Oak table” · description" });
    expect(res.body.progress).to.deep.equal({});
  });

  it("lets brand admins choose the brand's languages, and checks them", async () => {
    const path = `/v1/brands/${ws.brandId}`;
    expect((await call("PATCH", path, { token: editor, json: { languages: { default: "en", others: ["fr"] } } })).status).to.equal(403);
    const bad = await call("PATCH", path, { token: ws.users.brandAdmin.token, json: { languages: { default: "en", others: ["fr", "zz"] } } });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.issues[0].path).to.equal("languages.others.1");
    const res = await call("PATCH", path, { token: ws.users.brandAdmin.token, json: { languages: { default: "en", others: ["fr", "de"] } } });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.languages).to.deep.equal({ default: "en", others: ["fr", "de"] });
  });

  it("saves translations per language and counts what is missing", async () => {
    const res = await call("PATCH", `${base}/fr`, {
      token: editor,
      json: { texts: { "experience.name": " Salon de printemps ", [`product.${productId}.name`]: "Table en chêne" } },
    });
    expect(res.status, res.text).to.equal(200);
    expect(textOf(res.body, "experience.name")!.translations).to.deep.equal({ fr: { text: "Salon de printemps", outdated: false } });
    const total = res.body.texts.length;
    expect(res.body.progress.fr).to.deep.equal({ translated: 2, outdated: 0, missing: total - 2 });
    expect(res.body.progress.de).to.deep.equal({ translated: 0, outdated: 0, missing: total });
    const stored = await experienceDoc(ws.brandId, experienceId).collection("translations").doc("fr").get();
    expect(stored.get("texts")["experience.name"]).to.deep.equal({ text: "Salon de printemps", source: "Spring living room" });

    const cleared = await call("PATCH", `${base}/fr`, { token: editor, json: { texts: { [`product.${productId}.name`]: null } } });
    expect(cleared.body.progress.fr.translated).to.equal(1);
  });

  it("refuses viewers, other workspaces, unknown keys and languages the brand does not translate into", async () => {
    expect((await call("PATCH", `${base}/fr`, { token: ws.users.viewer.token, json: { texts: { "experience.name": "x" } } })).status).to.equal(403);
    expect((await call("GET", base, { token: other.users.owner.token })).status).to.equal(404);
    expect(
      (
        await call("PATCH", `/v1/brands/${ws.brandId}/experiences/${experienceId}/translations/fr`, {
          token: other.users.owner.token,
          json: { texts: { "experience.name": "x" } },
        })
      ).status,
    ).to.equal(404);
    const unknown = await call("PATCH", `${base}/fr`, { token: editor, json: { texts: { "product.gone.name": "x" } } });
    expect(unknown.status).to.equal(400);
    expect(unknown.body.error.issues).to.deep.equal([{ path: "texts.product.gone.name", message: "No text of the experience has this key" }]);
    for (const [language, pattern] of [
      ["es", /not one of the brand's languages \(fr, de\)/],
      ["en", /default language/],
    ] as const) {
      const res = await call("PATCH", `${base}/${language}`, { token: editor, json: { texts: { "experience.name": "x" } } });
      expect(res.status, language).to.equal(400);
      expect(res.body.error.message).to.match(pattern);
    }
    const long = await call("PATCH", `${base}/fr`, { token: editor, json: { texts: { "experience.name": "x".repeat(2001) } } });
    expect(long.status).to.equal(400);
    expect(long.body.error.issues[0].path).to.equal("texts.experience.name");
  });

  it("keeps both of two saves of different texts made at the same time", async () => {
    const [a, b] = await Promise.all([
      call("PATCH", `${base}/de`, { token: editor, json: { texts: { "experience.name": "Frühlingswohnzimmer" } } }),
      call("PATCH", `${base}/de`, { token: editor, json: { texts: { [`product.${productId}.name`]: "Eichentisch" } } }),
    ]);
    expect([a.status, b.status]).to.deep.equal([200, 200]);
    const after = await call("GET", base, { token: editor });
    expect(after.body.progress.de.translated).to.equal(2);
  });

  it("honours If-Match against the translations it read", async () => {
    const read = await call("GET", base, { token: editor });
    const etag = read.headers.get("etag")!;
    expect(etag).to.be.a("string");
    const first = await call("PATCH", `${base}/de`, { token: editor, headers: { "If-Match": etag }, json: { texts: { "survey.title": "x" } } });
    // `survey.title` is not a text of this experience (it has no survey): refused before the condition matters.
    expect(first.status).to.equal(400);
    const ok = await call("PATCH", `${base}/de`, { token: editor, headers: { "If-Match": etag }, json: { texts: { "experience.name": "Frühlingssalon" } } });
    expect(ok.status, ok.text).to.equal(200);
    const stale = await call("PATCH", `${base}/de`, { token: editor, headers: { "If-Match": etag }, json: { texts: { "experience.name": "Wohnzimmer" } } });
    expect(stale.status).to.equal(412);
  });

  it("marks a translation outdated when its source text changes", async () => {
    const renamed = await call("PATCH", `/v1/brands/${ws.brandId}/experiences/${experienceId}`, { token: editor, json: { name: "Spring lounge" } });
    expect(renamed.status, renamed.text).to.equal(200);
    const res = await call("GET", base, { token: editor });
    expect(textOf(res.body, "experience.name")!.translations.fr).to.deep.equal({ text: "Salon de printemps", outdated: true });
    expect(res.body.progress.fr.outdated).to.equal(1);
  });

  it("exports CSV with one row per text and one column per language, and imports it back", async () => {
    const exported = await call("GET", `${base}/csv`, { token: ws.users.viewer.token });
    expect(exported.status, exported.text).to.equal(200);
    expect(exported.body.filename).to.equal("spring-lounge-translations.csv");
    const lines = (exported.body.csv as string).trimEnd().split("\r\n");
    expect(lines[0]).to.equal("key,context,en,fr,de");
    expect(lines).to.include("experience.name,Experience · name,Spring lounge,Salon de printemps,Frühlingssalon");

    const edited = lines
      .map((line) =>
        line.startsWith(`product.${productId}.description,`) ? `product.${productId}.description,Product,Solid oak,Chêne massif,Massive Eiche` : line,
      )
      .join("\r\n");
    const imported = await call("POST", `${base}/import`, { token: editor, json: { csv: edited } });
    expect(imported.status, imported.text).to.equal(200);
    // The names were translated from "Spring living room"; the file shows them beside "Spring lounge", so they count as changed.
    expect(imported.body.updated).to.deep.equal({ fr: 2, de: 2 });
    const after = await call("GET", base, { token: editor });
    expect(textOf(after.body, `product.${productId}.description`)!.translations).to.deep.equal({
      fr: { text: "Chêne massif", outdated: false },
      de: { text: "Massive Eiche", outdated: false },
    });
    // The export's French name translated "Spring lounge" (the source of the file), so it is current again.
    expect(textOf(after.body, "experience.name")!.translations.fr.outdated).to.equal(false);
  });

  it("refuses a file with problems as a whole, naming each row", async () => {
    const before = (await experienceDoc(ws.brandId, experienceId).collection("translations").doc("fr").get()).get("texts");
    const csv = ["key,fr,es", "experience.name,Nouveau,Nuevo"].join("\n");
    const header = await call("POST", `${base}/import`, { token: editor, json: { csv } });
    expect(header.status).to.equal(422);
    expect(header.body.error.issues[0]).to.deep.include({ path: "rows.1" });
    const rows = await call("POST", `${base}/import`, { token: editor, json: { csv: "key,fr\nexperience.name,Nouveau\nnope.key,x" } });
    expect(rows.status).to.equal(422);
    expect(rows.body.error.issues).to.deep.equal([
      { path: "rows.3.key", message: "No text of this experience has the key “nope.key” (it may have been deleted since the export)" },
    ]);
    expect((await experienceDoc(ws.brandId, experienceId).collection("translations").doc("fr").get()).get("texts")).to.deep.equal(before);
    expect((await call("POST", `${base}/import`, { token: ws.users.viewer.token, json: { csv: "key,fr\nexperience.name,x" } })).status).to.equal(403);
  });

  it("freezes every language into the published manifest, which the viewer reads with fallbacks", async () => {
    const published = await call("POST", `/v1/brands/${ws.brandId}/experiences/${experienceId}/publish`, { token: editor });
    expect(published.status, published.text).to.equal(201);
    const manifest = manifestSchema.parse(published.body.manifest);
    expect(manifest.languages).to.deep.equal({ default: "en", available: ["en", "fr", "de"] });
    expect(manifest.translations!.fr!["experience.name"]).to.equal("Salon de printemps");
    const fr = localiseManifest(manifest, "fr");
    expect(fr.name).to.equal("Salon de printemps");
    expect(fr.products[0]!.description).to.equal("Chêne massif");
    expect(fr.scenes[0]!.name).to.equal(manifest.scenes[0]!.name);

    // A later edit of the translations changes the draft, never the published version.
    await call("PATCH", `${base}/fr`, { token: editor, json: { texts: { "experience.name": "Autre" } } });
    const version = await call("GET", `/v1/public/brands/${ws.brandId}/experiences/${experienceId}/manifests/1`);
    expect(version.body.translations.fr["experience.name"]).to.equal("Salon de printemps");
  });

  it("lets the assistant search a translated catalogue and answer in the visitor's language", async () => {
    const settings = { enabled: true, name: "Ada", persona: "", welcomeMessage: "Welcome!", suggestedQuestions: [], knowledge: [], recommendProducts: true };
    expect((await call("PUT", `/v1/brands/${ws.brandId}/experiences/${experienceId}/ai-chat`, { token: editor, json: settings })).status).to.equal(200);
    await call("PATCH", `${base}/fr`, { token: editor, json: { texts: { [`product.${productId}.name`]: "Table en chêne" } } });
    expect((await call("POST", `/v1/brands/${ws.brandId}/experiences/${experienceId}/publish`, { token: editor })).status).to.equal(201);
    const chat = `/v1/public/brands/${ws.brandId}/experiences/${experienceId}/chat`;
    const french = await call("POST", chat, { json: { language: "fr", messages: [{ role: "user", content: "Avez-vous une table en chêne massif ?" }] } });
    expect(french.status, french.text).to.equal(200);
    expect(french.body.citations).to.deep.equal([{ kind: "product", id: productId, name: "Table en chêne" }]);
    expect(french.body.answer).to.match(/^Table en chêne \(249,50\s€\): Chêne massif/);
    const unknown = await call("POST", chat, { json: { language: "fr", messages: [{ role: "user", content: "bitcoin ?" }] } });
    expect(unknown.body.answer).to.match(/^Je ne le sais pas encore\./);
    // The same catalogue in English for a visitor without a language.
    const english = await call("POST", chat, { json: { messages: [{ role: "user", content: "Do you have an oak table?" }] } });
    expect(english.body.citations[0]).to.deep.include({ name: "Oak table" });
    expect((await call("POST", chat, { json: { language: "French", messages: [{ role: "user", content: "x" }] } })).status).to.equal(400);
  });

  it("lets a preview link's assistant search the draft's translations, while the public one keeps the published", async () => {
    const experiencePath = `/v1/brands/${ws.brandId}/experiences/${experienceId}`;
    const link = await call("POST", `${experiencePath}/test-access`, { token: editor, json: { label: "Translation review" } });
    expect(link.status, link.text).to.equal(201);
    // Translated after the last publish: only the draft has it.
    await call("PATCH", `${base}/fr`, {
      token: editor,
      json: { texts: { [`product.${productId}.name`]: "Table de salle en chêne", "chat.welcome": "Bienvenue !" } },
    });
    const chat = `/v1/public/brands/${ws.brandId}/experiences/${experienceId}/chat`;
    const question = { role: "user", content: "Avez-vous une table en chêne ?" };
    const preview = await call("POST", chat, { json: { testAccessId: link.body.id, language: "fr", messages: [question] } });
    expect(preview.status, preview.text).to.equal(200);
    expect(preview.body.citations).to.deep.equal([{ kind: "product", id: productId, name: "Table de salle en chêne" }]);
    expect(preview.body.answer).to.match(/^Table de salle en chêne \(249,50\s€\)/);
    const live = await call("POST", chat, { json: { language: "fr", messages: [question] } });
    expect(live.body.citations[0]).to.deep.include({ name: "Table en chêne" });
    // Without a language, the preview reads the draft's own words.
    const english = await call("POST", chat, { json: { testAccessId: link.body.id, messages: [{ role: "user", content: "Do you have an oak table?" }] } });
    expect(english.body.citations[0]).to.deep.include({ name: "Oak table" });
  });

  it("writes a shared link's card in the reader's language when the experience has it", async () => {
    await call("PATCH", `${base}/fr`, { token: editor, json: { texts: { "experience.name": "Salon d’automne" } } });
    await call("PATCH", `${base}/de`, { token: editor, json: { texts: { "experience.name": null } } });
    expect((await call("POST", `/v1/brands/${ws.brandId}/experiences/${experienceId}/publish`, { token: editor })).status).to.equal(201);
    const placement = await call("POST", `/v1/brands/${ws.brandId}/placements`, {
      token: editor,
      json: { name: "Entrance", defaultExperienceId: experienceId },
    });
    expect(placement.status, placement.text).to.equal(201);
    const brand = (await call("GET", `/v1/brands/${ws.brandId}`, { token: editor })).body.name as string;
    const name = (await call("GET", `/v1/brands/${ws.brandId}/experiences/${experienceId}`, { token: editor })).body.name as string;
    const page = async (acceptLanguage?: string) => {
      const res = await fetch(`${BASE_URL}/${placement.body.id}`, { headers: acceptLanguage ? { "Accept-Language": acceptLanguage } : {} });
      const html = await res.text();
      const meta = (key: string) => [...html.matchAll(/<meta property="og:(\w+)" content="([^"]*)" \/>/g)].find((m) => m[1] === key)?.[2];
      return {
        status: res.status,
        vary: res.headers.get("vary"),
        lang: /<html lang="([^"]*)"/.exec(html)?.[1],
        title: meta("title"),
        description: meta("description"),
      };
    };
    const french = await page("fr-CH, fr;q=0.9, en;q=0.8");
    expect(french).to.deep.include({ status: 200, lang: "fr", title: `Salon d’automne · ${brand}` });
    expect(french.description).to.match(/^Découvrez Salon d’automne en 3D, par /);
    expect(french.vary ?? "").to.match(/Accept-Language/i);
    // German is one of its languages but has no name yet: the default's name, German sentences.
    const german = await page("es, de;q=0.5");
    expect(german).to.deep.include({ lang: "de", title: `${name} · ${brand}` });
    expect(german.description).to.match(new RegExp(`^Entdecken Sie ${name} von `));
    const none = await page();
    expect(none).to.deep.include({ lang: "en", title: `${name} · ${brand}` });
  });
});
