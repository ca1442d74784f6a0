import { useState } from "react";
import { srcSetOf, type SrcSetVariant } from "@/lib/srcset";

type Props = {
  brandName: string;
  logoUrl: string | null;
  /** The logo's resized copies, when it was uploaded after they existed. */
  logoVariants?: readonly SrcSetVariant[];
  size?: "small" | "large";
};

/** The widest the logo is drawn (viewer.css `.viewer-logo-*`'s max-width). */
const LOGO_SIZES = { small: "160px", large: "220px" } as const;

/** The brand's logo, or its name set as a wordmark when there is no logo (or it fails to load). */
export function BrandMark({ brandName, logoUrl, logoVariants, size = "small" }: Props) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed) {
    const srcSet = srcSetOf(logoVariants);
    return (
      <img
        className={`viewer-logo viewer-logo-${size}`}
        src={logoUrl}
        srcSet={srcSet}
        sizes={srcSet ? LOGO_SIZES[size] : undefined}
        alt={brandName}
        onError={() => setFailed(true)}
      />
    );
  }
  return <span className={`viewer-wordmark viewer-wordmark-${size}`}>{brandName}</span>;
}
