import type { CSSProperties } from "react";
import { themeFontStack } from "@/lib/theme-fonts";
import { readableTextOn, type Theme } from "@vitrine/contract";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { srcSetOf, type SrcSetVariant } from "@/lib/srcset";
import { useT } from "../messages";

export type PreviewScreen = "experience" | "loading";

interface ThemePreviewProps {
  colors: Theme["colors"];
  fontFamily: Theme["fontFamily"];
  buttonStyle: Theme["buttonStyle"];
  loadingText: string;
  logoUrl: string | null;
  logoVariants?: readonly SrcSetVariant[];
  screen: PreviewScreen;
  brandName?: string;
}

const radius: Record<Theme["buttonStyle"], string> = { rounded: "10px", pill: "999px", square: "2px" };

/** The viewer on a phone, drawn with the theme: what a visitor sees while it loads, or in a scene with a product open. */
export function ThemePreview({ colors, fontFamily, buttonStyle, loadingText, logoUrl, logoVariants, screen, brandName }: ThemePreviewProps) {
  const t = useT();
  const style = {
    "--vt-primary": colors.primary,
    "--vt-on-primary": readableTextOn(colors.primary),
    "--vt-background": colors.background,
    "--vt-text": colors.text,
    "--vt-accent": colors.accent,
    "--vt-radius": radius[buttonStyle],
    // The viewer's own stack, so the preview falls back as an Android phone would.
    fontFamily: themeFontStack(fontFamily),
  } as CSSProperties;
  const logo = logoUrl ? (
    <img className="vt-logo" src={logoUrl} srcSet={srcSetOf(logoVariants)} sizes={screen === "loading" ? "160px" : "120px"} alt="" />
  ) : (
    <span className="vt-logo-text">{brandName ?? t("preview.brandName")}</span>
  );

  return (
    <div className="preview-phone theme-phone" aria-label={t("preview.label", { screen })} role="img">
      <div className={cn("vt-screen", `vt-screen-${screen}`)} style={style} data-testid="theme-preview">
        {screen === "loading" ? (
          <div className="vt-loading">
            <div className="vt-loading-logo">{logo}</div>
            <p className="vt-loading-text">{loadingText || "\u00a0"}</p>
            <div className="vt-progress">
              <span />
            </div>
          </div>
        ) : (
          <>
            <div className="vt-topbar">{logo}</div>
            <div className="vt-scene" aria-hidden="true">
              <span className="vt-object" />
              <span className="vt-hotspot" />
            </div>
            <div className="vt-card">
              <div className="vt-card-head">
                <span className="vt-card-image" />
                <div>
                  <p className="vt-card-name">{t("preview.productName")}</p>
                  <p className="vt-card-price">{formatNumber(1299, { style: "currency", currency: "EUR" })}</p>
                </div>
              </div>
              <p className="vt-card-text">{t("preview.productText")}</p>
              <div className="vt-buttons">
                <span className="vt-button vt-button-primary">{t("preview.viewProduct")}</span>
                <span className="vt-button vt-button-secondary">{t("preview.askHost")}</span>
              </div>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
