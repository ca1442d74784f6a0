import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Manifest } from "@vitrine/contract";
import { contentLanguageOf, localiseManifest } from "@vitrine/contract/content-texts";
import { fixtureManifest } from "../lib/fixtures/manifest";
import { formatPrice } from "../lib/format-price";
import { LANGUAGE_STORAGE_KEY } from "../lib/viewer-language";
import { I18nProvider, useI18n } from "./i18n-provider";
import { LanguageSelect } from "./language-select";

function Words() {
  const { t, locale } = useI18n();
  return (
    <p>
      {t("retry")} | {formatPrice(1249, "EUR", locale).replace(/\s/g, " ")}
    </p>
  );
}

function ExperienceName({ manifest }: { manifest: Manifest }) {
  const { preferred } = useI18n();
  return <h1>{localiseManifest(manifest, contentLanguageOf(manifest, preferred)).name}</h1>;
}

function renderViewer(manifest: Manifest = fixtureManifest) {
  return render(
    <I18nProvider pending={<p>pending</p>}>
      <LanguageSelect manifest={manifest} />
      <Words />
      <ExperienceName manifest={manifest} />
    </I18nProvider>,
  );
}

const translated: Manifest = {
  ...fixtureManifest,
  name: "Spring",
  languages: { default: "en", available: ["en", "fr", "es"] },
  translations: { fr: { "experience.name": "Printemps" }, es: { "experience.name": "Primavera" } },
};

describe("I18nProvider", () => {
  let languages: string[];
  beforeEach(() => {
    languages = ["en-US"];
    vi.spyOn(navigator, "languages", "get").mockImplementation(() => languages);
  });
  afterEach(() => {
    localStorage.clear();
    document.documentElement.lang = "en";
  });

  it("speaks the browser's first supported language, with its number formats", async () => {
    languages = ["es-ES", "fr-FR", "en"];
    renderViewer();
    expect(await screen.findByText("Réessayer | 1 249,00 €")).toBeTruthy();
    expect(document.documentElement.lang).toBe("fr");
    expect(screen.getByRole("combobox", { name: "Langue" })).toHaveProperty("value", "fr");
  });

  it("stays in English for a language it does not have", async () => {
    languages = ["es-ES", "it"];
    renderViewer();
    expect(await screen.findByText("Try again | €1,249.00")).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");
  });

  it("switches when the visitor chooses, remembers it, and picks it again next time", async () => {
    const { unmount } = renderViewer();
    await screen.findByText("Try again | €1,249.00");
    const select = screen.getByRole("combobox", { name: "Language" }) as HTMLSelectElement;
    await act(async () => {
      select.value = "de";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(await screen.findByText("Erneut versuchen | 1.249,00 €")).toBeTruthy();
    expect(document.documentElement.lang).toBe("de");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("de");
    unmount();

    renderViewer();
    expect(await screen.findByText("Erneut versuchen | 1.249,00 €")).toBeTruthy();
  });

  it("offers a translated experience's languages and shows its texts in the one chosen, the interface following where it can", async () => {
    languages = ["fr-FR", "en"];
    renderViewer(translated);
    expect(await screen.findByRole("heading", { name: "Printemps" })).toBeTruthy();
    const select = screen.getByRole("combobox", { name: "Langue" }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(["English", "Français", "Español"]);
    await act(async () => {
      select.value = "es";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(await screen.findByRole("heading", { name: "Primavera" })).toBeTruthy();
    // No Spanish words for the interface: the browser's next language.
    expect(screen.getByText("Réessayer | 1 249,00 €")).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("es");
  });

  it("falls back to the default language for a visitor whose languages the experience lacks", async () => {
    languages = ["de-DE"];
    renderViewer(translated);
    expect(await screen.findByRole("heading", { name: "Spring" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Sprache" })).toHaveProperty("value", "en");
  });

  it("shows English words outside a provider", () => {
    render(<Words />);
    expect(screen.getByText("Try again | €1,249.00")).toBeTruthy();
  });
});
