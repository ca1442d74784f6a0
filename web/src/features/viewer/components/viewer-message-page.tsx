import type { ReactNode } from "react";
import { isApiError } from "@/lib/api-error";
import { IconAlert, IconCompass, IconLock } from "@/components/ui/icons-basic";
import { readableOn } from "../lib/theme-style";
import { BrandMark } from "./brand-mark";
import { useI18n } from "./i18n-provider";
import { IconPause, IconRefresh } from "./viewer-icons";
import "./viewer.css";

type Props = {
  kind: "not-found" | "forbidden" | "empty" | "error" | "paused";
  /** The brand's look, when known: its colours and logo. */
  brand?: { name: string; colors: { primary: string; accent: string }; logoUrl: string | null } | null;
  /** Shown small above the title (the brand, or an error code). */
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
};

const ICONS = { "not-found": IconCompass, forbidden: IconLock, empty: null, error: IconAlert, paused: IconPause } as const;

/** A designed page for every way the viewer can have nothing to show: never a blank screen. */
export function ViewerMessagePage({ kind, brand = null, eyebrow, title, children, onRetry }: Props) {
  const Icon = ICONS[kind];
  const { t } = useI18n();
  const style = brand
    ? ({
        "--viewer-primary": brand.colors.primary,
        "--viewer-on-primary": readableOn(brand.colors.primary),
        "--viewer-accent": brand.colors.accent,
      } as React.CSSProperties)
    : undefined;
  return (
    <main className="viewer-message" data-kind={kind} style={style}>
      <div className="viewer-message-inner">
        {brand && <BrandMark brandName={brand.name} logoUrl={brand.logoUrl} size="large" />}
        {Icon && (
          <span className="viewer-message-icon" aria-hidden="true">
            <Icon size={26} />
          </span>
        )}
        {eyebrow && <p className="viewer-message-eyebrow">{eyebrow}</p>}
        <h1 className="viewer-message-title">{title}</h1>
        {children && <div className="viewer-message-text">{children}</div>}
        {onRetry && (
          <button type="button" className="viewer-button viewer-button-primary" onClick={onRetry}>
            <IconRefresh size={16} /> {t("retry")}
          </button>
        )}
      </div>
      <p className="viewer-message-footer">Vitrine</p>
    </main>
  );
}

export function PlacementNotFoundPage() {
  const { t } = useI18n();
  return (
    <ViewerMessagePage kind="not-found" eyebrow="404" title={t("notFoundTitle")}>
      <p>{t("notFoundText")}</p>
    </ViewerMessagePage>
  );
}

/** The placement exists but shows nothing right now (no published experience, or outside every schedule). */
export function BrandFallbackPage({ brand }: { brand: NonNullable<Props["brand"]> }) {
  const { t } = useI18n();
  return (
    <ViewerMessagePage kind="empty" brand={brand} title={t("emptyTitle")}>
      <p>{t("emptyText", { brand: brand.name })}</p>
    </ViewerMessagePage>
  );
}

/** The workspace behind the code is suspended or being deleted: nothing is wrong with the code itself. */
export function PausedPage() {
  const { t } = useI18n();
  return (
    <ViewerMessagePage kind="paused" eyebrow={t("pausedEyebrow")} title={t("pausedTitle")}>
      <p>{t("pausedText")}</p>
    </ViewerMessagePage>
  );
}

/** The answer the API gives for a paused workspace's content (`workspace-suspended`). */
export const isPaused = (error: unknown) => isApiError(error) && error.code === "workspace-suspended";

export function TestLinkForbiddenPage({ message }: { message: string }) {
  const { t } = useI18n();
  return (
    <ViewerMessagePage kind="forbidden" eyebrow={t("forbiddenEyebrow")} title={t("forbiddenTitle")}>
      <p>{message}</p>
      <p>{t("forbiddenText")}</p>
    </ViewerMessagePage>
  );
}

export function ViewerErrorPage({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <ViewerMessagePage kind="error" title={t("errorTitle")} onRetry={onRetry}>
      <p>{message}</p>
    </ViewerMessagePage>
  );
}
