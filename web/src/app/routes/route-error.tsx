import { useEffect, useState } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { buttonClass } from "@/components/ui/button";
import { Logo } from "@/components/logo";
import type Source from "../messages/en.json";

type Key = keyof typeof Source;

/** Until the app's catalogue is here (or if it cannot come: a deploy replaced the chunks), English. */
const ENGLISH: Partial<Record<Key, string>> = {
  "routeError.updated": "Vitrine was updated",
  "routeError.problem": "This page hit a problem",
  "routeError.newVersion": "A new version of Vitrine is available.",
  "routeError.somethingWrong": "Something went wrong while showing this page.",
  "routeError.reloadFixes": "Reloading usually fixes it.",
  "routeError.reload": "Reload",
  "routeError.goToConsole": "Go to the console",
};

/**
 * The console's words for this page. It sits outside the console's language provider, in the
 * entry chunk every visitor downloads (the public viewer too): the catalogue is fetched only once
 * an error is shown, in the language the console would start in.
 */
function useRouteErrorWords(): (key: Key) => string {
  const [translate, setTranslate] = useState<((key: Key) => string) | null>(null);
  useEffect(() => {
    let active = true;
    import("../messages")
      .then(({ useT }) => {
        if (active) setTranslate(() => (key: Key) => useT.now(key));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return translate ?? ((key) => ENGLISH[key] ?? key);
}

/**
 * Shown when a screen throws while rendering or its code fails to download (e.g. after a deploy
 * replaced the chunk files): a way forward instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useRouteErrorWords();
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : chunkFailed
      ? t("routeError.newVersion")
      : t("routeError.somethingWrong");
  return (
    <div className="standalone-page">
      <Logo />
      <h1 className="standalone-title">{chunkFailed ? t("routeError.updated") : t("routeError.problem")}</h1>
      <p className="standalone-text">
        {message} {t("routeError.reloadFixes")}
      </p>
      <div className="standalone-actions">
        <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
          {t("routeError.reload")}
        </button>
        <Link to="/manager" className={buttonClass("secondary")}>
          {t("routeError.goToConsole")}
        </Link>
      </div>
    </div>
  );
}
