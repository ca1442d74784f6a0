import { useState } from "react";
import { cn } from "@/lib/cn";
import { srcSetOf, type SrcSetVariant } from "@/lib/srcset";

interface ProductThumbnailProps {
  url: string | null;
  /** The image's resized copies: a 40 px tile then loads the 320 px one, not the original. */
  variants?: readonly SrcSetVariant[];
  size?: "small" | "large";
}

/** A square product photo, or a neutral tile when there is none (or it fails to load). */
export function ProductThumbnail({ url, variants, size = "small" }: ProductThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = url && failed !== url;
  return (
    <span className={cn("product-thumb", size === "large" && "product-thumb-large")} aria-hidden="true">
      {show ? (
        <img src={url} srcSet={srcSetOf(variants)} sizes={size === "large" ? "88px" : "40px"} alt="" loading="lazy" onError={() => setFailed(url)} />
      ) : (
        <svg viewBox="0 0 24 24" width={size === "large" ? 28 : 16} height={size === "large" ? 28 : 16} fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M20.5 7.3 12 3 3.5 7.3v9.4L12 21l8.5-4.3z" strokeLinejoin="round" />
          <path d="m3.5 7.3 8.5 4.3 8.5-4.3M12 11.6V21" strokeLinejoin="round" />
        </svg>
      )}
    </span>
  );
}
