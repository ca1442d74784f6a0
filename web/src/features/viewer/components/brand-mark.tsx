import { useState } from "react";

type Props = {
  brandName: string;
  logoUrl: string | null;
  size?: "small" | "large";
};

/** The brand's logo, or its name set as a wordmark when there is no logo (or it fails to load). */
export function BrandMark({ brandName, logoUrl, size = "small" }: Props) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed) {
    return <img className={`viewer-logo viewer-logo-${size}`} src={logoUrl} alt={brandName} onError={() => setFailed(true)} />;
  }
  return <span className={`viewer-wordmark viewer-wordmark-${size}`}>{brandName}</span>;
}
