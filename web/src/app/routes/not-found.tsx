import { Link, useLocation } from "react-router-dom";
import { buttonClass } from "@/components/ui/button";
import { IconArrowLeft, IconCompass } from "@/components/ui/icons";
import { Logo } from "@/components/logo";
import { useT } from "../messages";
import "./standalone-page.css";
import "./not-found.css";

/** Every URL that matches no screen. Inside the console it keeps the shell around it. */
export default function NotFound() {
  const location = useLocation();
  const t = useT();
  const inPanel = location.pathname.startsWith("/manager/panel/");
  // Inside the console the shell holds the page's <main>; alone, this page is its own.
  const Root = inPanel ? "div" : "main";
  return (
    <Root className={inPanel ? "not-found" : "standalone-page"}>
      {!inPanel && <Logo />}
      <span className="not-found-icon">
        <IconCompass size={24} />
      </span>
      <p className="not-found-code">404</p>
      <h1 className="standalone-title">{t("notFound.title")}</h1>
      <p className="standalone-text">
        <span className="mono">{location.pathname}</span> {t("notFound.text")}
      </p>
      <div className="standalone-actions">
        <Link to="/manager/panel/brands" className={buttonClass("primary")}>
          <IconArrowLeft /> {t("notFound.goToBrands")}
        </Link>
      </div>
    </Root>
  );
}
