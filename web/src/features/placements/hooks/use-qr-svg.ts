import { useEffect, useState } from "react";
import { qrSvg, type ErrorCorrection } from "../lib/qr-code";

/** The QR code of `text` as SVG markup, drawn in the browser (null while drawing). */
export function useQrSvg(text: string, level: ErrorCorrection = "M", size = 512): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrSvg(text, { size, level }).then((markup) => current && setSvg(markup));
    return () => {
      current = false;
    };
  }, [text, level, size]);
  return svg;
}
