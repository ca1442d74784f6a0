import type { ReactNode } from "react";
import { IconAlert, IconCompass, IconLock } from "@/components/ui/icons";
import { readableOn } from "../lib/theme-style";
import { BrandMark } from "./brand-mark";
import { IconRefresh } from "./viewer-icons";
import "./viewer.css";

type Props = {
  kind: "not-found" | "forbidden" | "empty" | "error";
  /** The brand's look, when known: its colours and logo. */
  brand?: { name: string; colors: { primary: string; accent: string }; logoUrl: string | null } | null;
  /** Shown small above the title (the brand, or an error code). */
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
};

const ICONS = { "not-found": IconCompass, forbidden: IconLock, empty: null, error: IconAlert } as const;

/** A designed page for every way the viewer can have nothing to show: never a blank screen. */
export function ViewerMessagePage({ kind, brand = null, eyebrow, title, children, onRetry }: Props) {
  const Icon = ICONS[kind];
  const style = brand
    ? ({ "--viewer-primary": brand.colors.primary, "--viewer-on-primary": readableOn(brand.colors.primary), "--viewer-accent": brand.colors.accent } as React.CSSProperties)
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
            <IconRefresh size={16} /> Try again
          </button>
        )}
      </div>
      <p className="viewer-message-footer">Vitrine</p>
    </main>
  );
}

export function PlacementNotFoundPage() {
  return (
    <ViewerMessagePage kind="not-found" eyebrow="404" title="This code doesn't lead anywhere">
      <p>The experience behind this QR code could not be found. It may have been removed, or the link may be incomplete.</p>
    </ViewerMessagePage>
  );
}

/** The placement exists but shows nothing right now (no published experience, or outside every schedule). */
export function BrandFallbackPage({ brand }: { brand: NonNullable<Props["brand"]> }) {
  return (
    <ViewerMessagePage kind="empty" brand={brand} title="Something new is on its way">
      <p>There is nothing to show here at the moment. Please come back soon to discover what {brand.name} is preparing.</p>
    </ViewerMessagePage>
  );
}

export function TestLinkForbiddenPage({ message }: { message: string }) {
  return (
    <ViewerMessagePage kind="forbidden" eyebrow="403 · Preview link" title="This preview link doesn't work">
      <p>{message}</p>
      <p>Ask the person who shared it for a new preview link.</p>
    </ViewerMessagePage>
  );
}

export function ViewerErrorPage({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ViewerMessagePage kind="error" title="We couldn't load this experience" onRetry={onRetry}>
      <p>{message}</p>
    </ViewerMessagePage>
  );
}
