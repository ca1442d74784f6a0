import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { buttonClass } from "@/components/ui/button";
import { Logo } from "@/components/logo";

/**
 * Shown when a screen throws while rendering or its code fails to download (e.g. after a deploy
 * replaced the chunk files): a way forward instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : chunkFailed
      ? "A new version of Vitrine is available."
      : "Something went wrong while showing this page.";
  return (
    <div className="standalone-page">
      <Logo />
      <h1 className="standalone-title">{chunkFailed ? "Vitrine was updated" : "This page hit a problem"}</h1>
      <p className="standalone-text">{message} Reloading usually fixes it.</p>
      <div className="standalone-actions">
        <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/manager" className={buttonClass("secondary")}>
          Go to the console
        </Link>
      </div>
    </div>
  );
}
