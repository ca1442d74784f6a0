/**
 * Every text of a manifest a visitor reads, each under a stable key: the one list the server
 * uses to show what can be translated (and to check imported keys) and the viewer uses to put a
 * language's translations in place. Kept free of zod so the viewer pays a few hundred bytes for it.
 */
import type { Manifest } from "./manifests.js";
import type { SurveyQuestion } from "./surveys.js";

/** Where a text is in the manifest, as a translator reads it (`scene`, `product`…). */
export type ContentTextKind = "experience" | "scene" | "segment" | "product" | "model" | "video" | "host" | "survey" | "chat" | "theme";

type Visit = (key: string, text: string, kind: ContentTextKind, set: (text: string) => void) => void;

/** A survey question as the viewer shows it: its choices' values stay what answers record; `choiceLabels` is what is read. */
export type LocalisedQuestion = SurveyQuestion & { choiceLabels?: string[] };

/**
 * Calls `visit` for each non-empty text of `manifest`, in reading order. Keys name the object by
 * its id, never by position, except product options, survey choices and suggested questions, which
 * have no id of their own (a reordered choice shows as changed in the Translations view).
 */
export function forEachContentText(manifest: Manifest, visit: Visit): void {
  const at = <T extends object>(key: string, kind: ContentTextKind, owner: T, field: keyof T & string) => {
    const text = owner[field];
    if (typeof text === "string" && text.trim() !== "") visit(key, text, kind, (value) => ((owner as Record<string, unknown>)[field] = value));
  };
  at("experience.name", "experience", manifest, "name");
  for (const scene of manifest.scenes) {
    at(`scene.${scene.id}.name`, "scene", scene, "name");
    for (const segment of scene.segments) at(`scene.${scene.id}.segment.${segment.id}.title`, "segment", segment, "title");
  }
  for (const product of manifest.products) {
    at(`product.${product.id}.name`, "product", product, "name");
    at(`product.${product.id}.description`, "product", product, "description");
    // A variant's name is no key segment (it may hold spaces), so options go by position, as survey choices do.
    product.options?.forEach((option, i) => at(`product.${product.id}.option.${i}.name`, "product", option, "name"));
  }
  for (const [id, model] of Object.entries(manifest.models)) at(`model.${id}.name`, "model", model, "name");
  for (const video of manifest.videoWall?.videos ?? []) at(`video.${video.id}.title`, "video", video, "title");
  const host = manifest.host;
  if (host) {
    at("host.name", "host", host, "name");
    at("host.greeting", "host", host, "greeting");
    for (const id of Object.keys(host.segmentLines)) at(`host.line.${id}`, "host", host.segmentLines, id);
  }
  const survey = manifest.survey;
  if (survey) {
    at("survey.title", "survey", survey, "title");
    for (const question of survey.questions as LocalisedQuestion[]) {
      at(`survey.question.${question.id}.label`, "survey", question, "label");
      // A choice's value is what answers record, so a translation goes beside it, never over it.
      question.choices?.forEach((choice, i) => {
        if (choice.trim() !== "")
          visit(`survey.question.${question.id}.choice.${i}`, choice, "survey", (value) => ((question.choiceLabels ??= question.choices!.slice())[i] = value));
      });
    }
  }
  const chat = manifest.aiChat;
  if (chat) {
    at("chat.name", "chat", chat, "name");
    at("chat.welcome", "chat", chat, "welcomeMessage");
    chat.suggestedQuestions.forEach((_, i) => at(`chat.suggestion.${i}`, "chat", chat.suggestedQuestions, i as never));
  }
  at("theme.loadingText", "theme", manifest.theme, "loadingText");
}

/**
 * The visitor's content language: their own choice, else the first of the browser's languages
 * the experience has (by primary subtag), else its default.
 */
export function contentLanguageOf(manifest: Manifest, preferred: readonly string[]): string {
  const languages = manifest.languages;
  if (!languages) return "";
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split("-")[0]!;
    if (languages.available.includes(primary)) return primary;
  }
  return languages.default;
}

/**
 * `manifest` with `language`'s translations in place; a text without one keeps the default
 * language's, so a visitor never reads an empty label. Survey questions gain `choiceLabels`.
 */
export function localiseManifest(manifest: Manifest, language: string): Manifest {
  const texts = manifest.translations?.[language];
  if (!texts) return manifest;
  const copy = structuredClone(manifest);
  forEachContentText(copy, (key, _text, _kind, set) => {
    if (texts[key]) set(texts[key]);
  });
  return copy;
}
