import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useI18n } from "../i18n-provider";
import { Sheet } from "../sheet";
import { arMessages } from "./ar-messages";

/** The address that opens this experience on a phone with the model's AR at hand (`#ar=<modelId>`). */
export function arLinkFor(pageUrl: string, modelId: string): string {
  const url = new URL(pageUrl);
  url.hash = `ar=${encodeURIComponent(modelId)}`;
  return url.href;
}

/** On a desktop: a QR code of this page that opens the same product, ready for AR, on a phone. */
export default function ArQrDialog({ name, modelId, onClose }: { name: string; modelId: string; onClose: () => void }) {
  const { language } = useI18n();
  const t = arMessages(language);
  const link = arLinkFor(window.location.href, modelId);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Our own SVG markup from the `qrcode` package (as the console's QR codes), so it is safe to inline.
    void QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 4, width: 220, color: { dark: "#000000", light: "#ffffff" } }).then(
      (markup) => live && setSvg(markup),
    );
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <Sheet labelledBy="viewer-ar-qr-title" onClose={onClose} modal className="viewer-ar-qr" closeLabel={t("close")}>
      <h2 id="viewer-ar-qr-title" className="viewer-ar-qr-title">
        {t("qrTitle")}
      </h2>
      <p className="viewer-ar-qr-text">{t("qrText", { name })}</p>
      <div className="viewer-ar-qr-code" role="img" aria-label={link} data-link={link} dangerouslySetInnerHTML={svg ? { __html: svg } : undefined} />
    </Sheet>
  );
}
