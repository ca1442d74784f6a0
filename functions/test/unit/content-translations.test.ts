import { expect } from "chai";
import {
  brandLanguagesSchema,
  contentLanguageOf,
  forEachContentText,
  localiseManifest,
  manifestSchema,
  updateBrandSchema,
  type LocalisedQuestion,
} from "@vitrine/contract";
import { buildManifest } from "../../src/manifests/build-manifest.js";
import { checkTranslationsCsv } from "../../src/translations/translations.js";
import { content } from "../helpers/experience-content.js";

const keysOf = (manifest = buildManifest(content())) => {
  const keys: string[] = [];
  forEachContentText(manifest, (key) => keys.push(key));
  return keys;
};

const translated = () => {
  const c = content();
  c.survey!.questions.push({ id: "q2", field: "colour", type: "single", label: "Favourite colour?", required: false, choices: ["Red", "Blue"] });
  c.languages = { default: "en", others: ["fr", "de"] };
  c.translations = {
    fr: {
      "experience.name": { text: "Printemps" },
      "product.p1.name": { text: "Table" },
      "product.p1.description": { text: "Chêne" },
      "survey.question.q2.choice.1": { text: "Bleu" },
      "host.line.gone": { text: "Personne" },
    },
  };
  return c;
};

describe("content texts", () => {
  it("lists every text a visitor reads, by stable keys, skipping empty ones", () => {
    const keys = keysOf();
    expect(keys).to.include.members([
      "experience.name",
      "scene.sceneA.name",
      "scene.sceneA.segment.seg1.title",
      "product.p1.name",
      "product.p1.description",
      "model.table.name",
      "video.v1.title",
      "host.greeting",
      "host.line.seg1",
      "survey.title",
      "survey.question.q1.label",
      "chat.welcome",
      "chat.suggestion.0",
      "theme.loadingText",
    ]);
    // Bench has no description: nothing to translate.
    expect(keys).not.to.include("product.p2.description");
    expect(new Set(keys).size).to.equal(keys.length);
  });

  it("freezes the brand's other languages into the manifest, only for texts it holds", () => {
    const manifest = buildManifest(translated());
    expect(() => manifestSchema.parse(manifest)).not.to.throw();
    expect(manifest.languages).to.deep.equal({ default: "en", available: ["en", "fr", "de"] });
    // The line of a segment that is gone is not published.
    expect(manifest.translations!.fr).to.deep.equal({
      "experience.name": "Printemps",
      "product.p1.name": "Table",
      "product.p1.description": "Chêne",
      "survey.question.q2.choice.1": "Bleu",
    });
    expect(manifest.translations!.de).to.deep.equal({});
  });

  it("publishes exactly the manifest of before when the brand has one language", () => {
    const before = buildManifest(content());
    const c = content();
    c.languages = { default: "en", others: [] };
    c.translations = { fr: { "experience.name": { text: "Printemps" } } };
    expect(JSON.stringify(buildManifest(c))).to.equal(JSON.stringify(before));
    expect(before).not.to.have.property("languages");
  });

  it("localises texts, falls back to the default language, and keeps survey answers' values", () => {
    const manifest = buildManifest(translated());
    const fr = localiseManifest(manifest, "fr");
    expect(fr.name).to.equal("Printemps");
    expect(fr.products.find((p) => p.id === "p1")!.description).to.equal("Chêne");
    // Untranslated: the default language's text, never an empty one.
    expect(fr.scenes[0]!.name).to.equal(manifest.scenes[0]!.name);
    const question = fr.survey!.questions.find((q) => q.id === "q2") as LocalisedQuestion;
    expect(question.choices).to.deep.equal(["Red", "Blue"]);
    expect(question.choiceLabels).to.deep.equal(["Red", "Bleu"]);
    // The published manifest itself is untouched.
    expect(manifest.name).to.equal("Spring");
    expect((manifest.survey!.questions[1] as LocalisedQuestion).choiceLabels).to.equal(undefined);
    expect(localiseManifest(manifest, "de").name).to.equal("Spring");
    expect(localiseManifest(manifest, "en")).to.equal(manifest);
  });

  it("picks the visitor's language by primary subtag, else the default", () => {
    const manifest = buildManifest(translated());
    expect(contentLanguageOf(manifest, ["fr-CA", "en"])).to.equal("fr");
    expect(contentLanguageOf(manifest, ["es-ES", "de-AT"])).to.equal("de");
    expect(contentLanguageOf(manifest, ["ja"])).to.equal("en");
    expect(contentLanguageOf(buildManifest(content()), ["fr"])).to.equal("");
  });
});

describe("brand languages", () => {
  it("takes known ISO codes once each, never the default twice", () => {
    expect(brandLanguagesSchema.parse({ default: " EN ", others: ["fr", "de"] })).to.deep.equal({ default: "en", others: ["fr", "de"] });
    expect(brandLanguagesSchema.safeParse({ default: "en", others: ["en"] }).success).to.equal(false);
    expect(brandLanguagesSchema.safeParse({ default: "en", others: ["fr", "fr"] }).success).to.equal(false);
    expect(brandLanguagesSchema.safeParse({ default: "en", others: ["xq"] }).success).to.equal(false);
    expect(brandLanguagesSchema.safeParse({ default: "en-US", others: [] }).success).to.equal(false);
    expect(updateBrandSchema.safeParse({ languages: { default: "en", others: Array.from({ length: 13 }, () => "fr") } }).success).to.equal(false);
  });
});

describe("checkTranslationsCsv", () => {
  const languages = { default: "en", others: ["fr", "de"] };
  const sources = new Map([
    ["experience.name", "Spring"],
    ["product.p1.name", "Table"],
  ]);

  it("reads one column per language, skips empty cells and notes translations of an older source", () => {
    const csv = 'key,context,en,fr,de\r\nexperience.name,Experience,Winter,Printemps,\r\nproduct.p1.name,"Product ""Table""",Table,Table,Tisch\r\n';
    const result = checkTranslationsCsv(csv, languages, sources);
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(result.changes).to.deep.equal({ fr: { "experience.name": "Printemps", "product.p1.name": "Table" }, de: { "product.p1.name": "Tisch" } });
    expect([...result.translatedFrom]).to.deep.equal([["experience.name", "Winter"]]);
  });

  it("lists every problem with its row and column, and imports nothing", () => {
    const csv = ["key,fr", "experience.name,Printemps", "gone.key,x", "experience.name,Encore", `product.p1.name,${"x".repeat(2001)}`].join("\n");
    const result = checkTranslationsCsv(csv, languages, sources);
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.row, i.column])).to.deep.equal([
      [3, "key"],
      [4, "key"],
      [5, "fr"],
    ]);
    expect(result.issues[0]!.message).to.match(/No text of this experience has the key “gone.key”/);
    expect(result.issues[1]!.message).to.equal("This key is also on row 2");
  });

  it("refuses a header with a language the brand does not have, or without a key", () => {
    const unknown = checkTranslationsCsv("key,es\nexperience.name,Primavera", languages, sources);
    expect(unknown.ok).to.equal(false);
    if (!unknown.ok) expect(unknown.issues[0]!.message).to.match(/Unknown column “es”/);
    const keyless = checkTranslationsCsv("fr\nPrintemps", languages, sources);
    expect(keyless.ok).to.equal(false);
    if (!keyless.ok) expect(keyless.issues.map((i) => i.message).join(" ")).to.match(/lacks the column key/);
    const broken = checkTranslationsCsv('key,fr\nexperience.name,"Printemps', languages, sources);
    expect(broken.ok).to.equal(false);
  });
});
