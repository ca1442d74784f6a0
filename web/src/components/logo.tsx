interface LogoProps {
  /** Hide the word mark, e.g. in a collapsed sidebar. */
  compact?: boolean;
}

export function Logo({ compact = false }: LogoProps) {
  return (
    <span className="logo">
      <svg width="24" height="24" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" style={{ fill: "var(--accent)" }} />
        <path d="M9 10l7 13 7-13" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {!compact && <span className="logo-text">Vitrine</span>}
    </span>
  );
}
