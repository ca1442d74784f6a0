import { Link } from "react-router-dom";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { IconArrowLeft } from "@/components/ui/icons";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useBrand } from "@/data/brands/get-brand";
import { useMe } from "@/data/me/get-me";
import { usePlacement } from "@/data/placements/get-placement";
import { recordQrCodeDownload } from "@/data/placements/record-qr-code-download";
import { placementUrl, shortUrl } from "../lib/qr-code";
import { useT } from "../messages";
import { QrImage } from "./qr-image";
import "./placements.css";

interface QrPrintSheetProps {
  brandId: string;
  placementId: string;
  /** Where "Back" goes: the scheduler without `?print`. */
  backTo: string;
}

/**
 * One placement's QR code on a page to print: the brand, the placement's name, the code (high
 * error correction: printed codes get scuffed) and its short address for people without a camera
 * app. On paper only the sheet prints (`@media print` in placements.css).
 */
export function QrPrintSheet({ brandId, placementId, backTo }: QrPrintSheetProps) {
  const t = useT();
  const { data: me } = useMe();
  const { data: brand } = useBrand(brandId);
  const { data: placement, error, mutate } = usePlacement(brandId, placementId);

  if (error && !placement)
    return (
      <Card>
        <ErrorState title={t("print.loadError")} error={error} onRetry={() => mutate()} />
      </Card>
    );
  if (!placement || !me) return <LoadingPlaceholder text={t("print.loading")} />;
  const url = placementUrl(me.tenant.publicBaseUrl, placement.id);

  return (
    <div className="qr-print-page">
      <div className="qr-print-toolbar">
        <Link to={backTo} className={buttonClass("ghost")}>
          <IconArrowLeft /> {t("print.back")}
        </Link>
        <Button
          variant="primary"
          onClick={() => {
            recordQrCodeDownload(brandId, placement.id);
            window.print();
          }}
        >
          {t("print.print")}
        </Button>
      </div>
      <article className="qr-print-sheet" aria-label={t("print.sheet")}>
        <p className="qr-print-brand">{brand?.name ?? " "}</p>
        <h1 className="qr-print-name">{placement.name}</h1>
        <QrImage url={url} level="H" className="qr-print-code" label={t("qr.imageLabel", { url })} />
        <p className="qr-print-cta">{t("print.cta")}</p>
        <p className="qr-print-url">{shortUrl(url)}</p>
      </article>
    </div>
  );
}
