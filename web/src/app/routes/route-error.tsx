import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { buttonClass } from "@/components/ui/button";
import { Logo } from "@/components/logo";
import { consoleStartLanguage } from "@/lib/i18n/language";
import "./standalone-page.css";

/**
 * This page's few words in each console language, here rather than in a catalogue: it is in the
 * first chunk every visitor downloads (the public viewer too), outside the console's language
 * provider, and it must speak when no other chunk can load (a deploy replaced them).
 */
const WORDS = {
  en: [
    "Vitrine was updated",
    "This page hit a problem",
    "A new version of Vitrine is available.",
    "Something went wrong while showing this page.",
    "Reloading usually fixes it.",
    "Reload",
    "Go to the console",
  ],
  fr: [
    "Vitrine a été mis à jour",
    "Cette page a rencontré un problème",
    "Une nouvelle version de Vitrine est disponible.",
    "Une erreur s’est produite lors de l’affichage de cette page.",
    "Recharger la page résout généralement le problème.",
    "Recharger",
    "Aller à la console",
  ],
};

/**
 * Shown when a screen throws while rendering or its code fails to download (e.g. after a deploy
 * replaced the chunk files): a way forward instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const [updated, problem, newVersion, somethingWrong, reloadFixes, reload, goToConsole] = WORDS[consoleStartLanguage()];
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : chunkFailed ? newVersion : somethingWrong;
  return (
    <div className="standalone-page">
      <Logo />
      <h1 className="standalone-title">{chunkFailed ? updated : problem}</h1>
      <p className="standalone-text">
        {message} {reloadFixes}
      </p>
      <div className="standalone-actions">
        <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
          {reload}
        </button>
        <Link to="/manager" className={buttonClass("secondary")}>
          {goToConsole}
        </Link>
      </div>
    </div>
  );
}
