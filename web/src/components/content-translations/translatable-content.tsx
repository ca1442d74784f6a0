import { useState, type ReactNode } from "react";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { languageName } from "@/lib/language-name";
import { ContentLanguageSwitch } from "./content-language-switch";
import { useT } from "./messages";
import { TranslateTexts } from "./translate-texts";

type Props = {
  brandId: string;
  experienceId: string;
  /** The editor's texts: keys starting with one of these (`host.`, `product.<id>.`). */
  prefixes: string[];
  readOnly: boolean;
  /** The editor as it is, in the brand's default language. */
  children: ReactNode;
  /** Inside a dialog the translations show without a card of their own. */
  framed?: boolean;
  /** For an editor whose own buttons depend on it (a dialog's footer); else kept here. */
  language?: string | null;
  onLanguageChange?: (language: string | null) => void;
};

/**
 * A content editor with its language switch: the editor itself for the texts as written, its own
 * texts beside their translation for any other of the brand's languages. The editor stays mounted
 * above this, so unsaved edits to the originals survive a look at a translation.
 */
export function TranslatableContent({ brandId, experienceId, prefixes, readOnly, children, framed = true, ...controlled }: Props) {
  const t = useT();
  const [own, setOwn] = useState<string | null>(null);
  const language = controlled.onLanguageChange ? (controlled.language ?? null) : own;
  const setLanguage = controlled.onLanguageChange ?? setOwn;
  const panel = language && <TranslateTexts brandId={brandId} experienceId={experienceId} language={language} prefixes={prefixes} readOnly={readOnly} />;
  return (
    <>
      <div className="translatable-content-bar">
        <ContentLanguageSwitch brandId={brandId} value={language} onChange={setLanguage} />
      </div>
      {!language ? (
        children
      ) : framed ? (
        <Card>
          <CardHeader title={t("panel.title", { language: languageName(language) })} />
          <CardBody>{panel}</CardBody>
        </Card>
      ) : (
        panel
      )}
    </>
  );
}
