import { act, render, screen } from "@testing-library/react";
import { ConsoleLanguageProvider, useConsoleLanguage, type ConsoleLanguage } from "@/lib/i18n/console-language";

function LanguageSwitch() {
  const { setLanguage } = useConsoleLanguage();
  return (
    <div>
      <button onClick={() => setLanguage("fr")}>fr</button>
      <button onClick={() => setLanguage("en")}>en</button>
    </div>
  );
}

/**
 * For tests of code that reads the console's language outside components (form errors, API
 * messages): a provider with a switch, and `switchTo` to press it.
 */
export function renderLanguageSwitch() {
  render(
    <ConsoleLanguageProvider>
      <LanguageSwitch />
    </ConsoleLanguageProvider>,
  );
  return { switchTo: (language: ConsoleLanguage) => act(async () => screen.getByText(language).click()) };
}
