import type { ReactNode } from "react";
import { TranslatableContent } from "./translatable-content";

type Props = {
  /** The saved item whose texts can also be shown in another language; absent for a new one (the form alone). */
  translating: { brandId: string; experienceId: string } | null | undefined;
  /** The item's texts: keys starting with one of these. */
  prefixes: string[];
  /** The dialog hides its own footer while a translation shows (the translations save themselves). */
  language: string | null;
  onLanguageChange: (language: string | null) => void;
  /** The dialog's form, in the brand's default language. */
  children: ReactNode;
};

/** A form dialog's body with the language switch of the item it edits: the form, or its texts beside their translation. */
export function TranslatableDialogBody({ translating, prefixes, language, onLanguageChange, children }: Props) {
  if (!translating) return children;
  return (
    <TranslatableContent {...translating} prefixes={prefixes} readOnly={false} framed={false} language={language} onLanguageChange={onLanguageChange}>
      {children}
    </TranslatableContent>
  );
}
