import type { CSSProperties } from "react";
import { defaultTheme, readableTextOn, type Theme } from "@vitrine/contract";
import { initials } from "../lib/host-draft";
import { srcSetOf, type SrcSetVariant } from "@/lib/srcset";
import { useT } from "../messages";

interface BubblePreviewProps {
  enabled: boolean;
  name: string;
  text: string;
  /** What is being previewed, e.g. "Greeting" or a segment's title. */
  caption: string;
  /** A picture for the avatar (an image, or a model's thumbnail); initials otherwise. */
  avatarUrl: string | null;
  /** The saved avatar image's resized copies. */
  avatarVariants?: readonly SrcSetVariant[];
  theme: Theme | undefined;
}

/** The host's speech bubble over the scene, in the experience's theme, as a visitor's phone shows it. */
export function BubblePreview({ enabled, name, text, caption, avatarUrl, avatarVariants, theme = defaultTheme() }: BubblePreviewProps) {
  const t = useT();
  const style = {
    "--vt-primary": theme.colors.primary,
    "--vt-on-primary": readableTextOn(theme.colors.primary),
    "--vt-background": theme.colors.background,
    "--vt-text": theme.colors.text,
    fontFamily: `"${theme.fontFamily}", system-ui, sans-serif`,
  } as CSSProperties;
  return (
    <div className="host-preview">
      <p className="host-preview-caption">
        {t("bubble.previewing")} <strong>{caption}</strong>
      </p>
      <div className="preview-phone host-phone">
        <div className="host-screen" style={style} data-testid="host-preview">
          {enabled ? (
            <div className="host-speaker">
              <span className="host-avatar" aria-hidden="true">
                {avatarUrl ? <img src={avatarUrl} srcSet={srcSetOf(avatarVariants)} sizes="46px" alt="" /> : initials(name)}
              </span>
              <div className="host-bubble" data-testid="host-bubble">
                <span className="host-bubble-name">{name || t("bubble.yourHost")}</span>
                <p className="host-bubble-text">{text || <span className="host-bubble-empty">{t("bubble.saysNothing")}</span>}</p>
              </div>
            </div>
          ) : (
            <p className="host-off">{t("bubble.off")}</p>
          )}
        </div>
      </div>
    </div>
  );
}
