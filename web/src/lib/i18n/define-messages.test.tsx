import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { formatDate } from "@/lib/format";
import { ConsoleLanguageProvider, useConsoleLanguage } from "./console-language";
import { useT } from "./fixtures/messages";

function Probe({ count }: { count: number }) {
  const t = useT();
  const { setLanguage } = useConsoleLanguage();
  return (
    <div>
      <h1>{t("title")}</h1>
      <p data-testid="count">{t("brands", { count })}</p>
      <p data-testid="greeting">{t("greeting", { name: "Ada" })}</p>
      <p data-testid="fallback">{t("onlyInEnglish")}</p>
      <p data-testid="date">{formatDate("2025-03-04T10:00:00Z")}</p>
      <button onClick={() => setLanguage("fr")}>fr</button>
      <button onClick={() => setLanguage("en")}>en</button>
    </div>
  );
}

function renderProbe(count: number) {
  return render(
    <ConsoleLanguageProvider>
      <Suspense fallback={<p>loading</p>}>
        <Probe count={count} />
      </Suspense>
    </ConsoleLanguageProvider>,
  );
}

describe("console messages", () => {
  afterEach(() => localStorage.clear());

  it("speaks English by default, with ICU plurals", () => {
    const { rerender } = renderProbe(0);
    expect(screen.getByRole("heading").textContent).toBe("Brands");
    expect(screen.getByTestId("count").textContent).toBe("No brands yet");
    rerender(
      <ConsoleLanguageProvider>
        <Probe count={1} />
      </ConsoleLanguageProvider>,
    );
    expect(screen.getByTestId("count").textContent).toBe("1 brand");
    rerender(
      <ConsoleLanguageProvider>
        <Probe count={1200} />
      </ConsoleLanguageProvider>,
    );
    expect(screen.getByTestId("count").textContent).toBe("1,200 brands");
    expect(screen.getByTestId("greeting").textContent).toBe("Hello Ada");
  });

  it("switches to French once its catalogue is here, and remembers the choice", async () => {
    renderProbe(2);
    await act(async () => screen.getByText("fr").click());
    expect(await screen.findByText("Marques")).toBeTruthy();
    expect(screen.getByTestId("count").textContent).toBe("2 marques");
    expect(screen.getByTestId("greeting").textContent).toBe("Bonjour Ada");
    // An empty French message reads the English one, never an empty label.
    expect(screen.getByTestId("fallback").textContent).toBe("Only in English");
    expect(screen.getByTestId("date").textContent).toBe("4 mars 2025");
    // Code that formats after the switch (a table row rendered later, a toast) formats in French too.
    expect(formatDate("2025-03-04T10:00:00Z")).toBe("4 mars 2025");
    expect(document.documentElement.lang).toBe("fr");
    expect(localStorage.getItem("vitrine.console.language")).toBe("fr");
    await act(async () => screen.getByText("en").click());
    expect(screen.getByRole("heading").textContent).toBe("Brands");
  });

  it("uses French plural rules: 0 and 1 are singular, 1 000 is spaced", async () => {
    const { rerender } = renderProbe(1);
    await act(async () => screen.getByText("fr").click());
    await screen.findByText("Marques");
    expect(screen.getByTestId("count").textContent).toBe("1 marque");
    rerender(
      <ConsoleLanguageProvider>
        <Probe count={1000} />
      </ConsoleLanguageProvider>,
    );
    expect(screen.getByTestId("count").textContent).toBe("1\u202f000 marques");
    await act(async () => screen.getByText("en").click());
  });

  it("gives code outside components the loaded language's words", async () => {
    renderProbe(1);
    expect(useT.now("title")).toBe("Brands");
    await act(async () => screen.getByText("fr").click());
    await screen.findByText("Marques");
    expect(useT.now("brands", { count: 3 })).toBe("3 marques");
    await act(async () => screen.getByText("en").click());
    expect(useT.now("title")).toBe("Brands");
  });
});
