import { useState } from "react";
import { Link } from "react-router-dom";
import type { Placement } from "@vitrine/contract";
import { Button, buttonClass } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { IconExternal } from "@/components/ui/icons";
import { Select } from "@/components/ui/input";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { toastError } from "@/lib/notify";
import { downloadBlob } from "@/lib/download";
import { errorCorrectionOptions, qrFileName, qrPng, qrSvg, sizeOptions, type ErrorCorrection } from "../lib/qr-code";
import { recordQrCodeDownload } from "@/data/placements/record-qr-code-download";
import { useT } from "../messages";
import { QrImage } from "./qr-image";

interface QrCodeDialogProps {
  placement: Placement;
  url: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The placement's QR code: preview, SVG and PNG downloads at a chosen size and error correction, and the print sheet. */
export function QrCodeDialog({ placement, url, open, onOpenChange }: QrCodeDialogProps) {
  const t = useT();
  const [level, setLevel] = useState<ErrorCorrection>("M");
  const [size, setSize] = useState<number>(1024);
  const [busy, setBusy] = useState<"svg" | "png" | null>(null);

  const download = async (kind: "svg" | "png") => {
    setBusy(kind);
    try {
      const blob = kind === "svg" ? new Blob([await qrSvg(url, { size, level })], { type: "image/svg+xml" }) : await qrPng(url, { size, level });
      downloadBlob(blob, qrFileName(placement.name, kind));
      recordQrCodeDownload(placement.brandId, placement.id);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("qr.title", { name: placement.name })}
      description={t("qr.description")}
      footer={
        <>
          <Link to={`?print=${placement.id}`} className={buttonClass("secondary", "md", "qr-print-link")}>
            <IconExternal /> {t("qr.printable")}
          </Link>
          <Button onClick={() => download("png")} loading={busy === "png"}>
            {t("qr.downloadPng")}
          </Button>
          <Button variant="primary" onClick={() => download("svg")} loading={busy === "svg"}>
            {t("qr.downloadSvg")}
          </Button>
        </>
      }
    >
      <div className="qr-dialog">
        <QrImage url={url} level={level} className="qr-dialog-preview" label={t("qr.imageLabel", { url })} />
        <div className="form-stack">
          <CopyField label={t("qr.address")} value={url} />
          <Field label={t("qr.size")}>
            {(control) => (
              <Select
                {...control}
                value={String(size)}
                onChange={(event) => setSize(Number(event.target.value))}
                options={sizeOptions.map((s) => ({ value: String(s), label: `${s} × ${s}` }))}
              />
            )}
          </Field>
          <div className="field">
            <span className="field-label" id="qr-level-label">
              {t("qr.errorCorrection")}
            </span>
            <SegmentedControl label={t("qr.errorCorrection")} value={level} options={errorCorrectionOptions} onChange={setLevel} />
            <p className="field-hint">{t("qr.levelHint", { percent: errorCorrectionOptions.find((o) => o.value === level)?.percent ?? 0 })}</p>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
