import { cn } from "@/lib/cn";
import { useQrSvg } from "../hooks/use-qr-svg";
import type { ErrorCorrection } from "../lib/qr-code";

interface QrImageProps {
  url: string;
  level?: ErrorCorrection;
  className?: string;
  /** Read out instead of the pattern; empty when what holds it already says what it is (then it is hidden from assistive technology). */
  label: string;
}

/** A QR code drawn in the browser with the `qrcode` package (our own SVG markup, so it is safe to inline). */
export function QrImage({ url, level = "M", className, label }: QrImageProps) {
  const svg = useQrSvg(url, level);
  return (
    <span
      className={cn("qr-image", !svg && "skeleton", className)}
      role={label ? "img" : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      data-qr-url={url}
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
