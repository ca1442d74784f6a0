import { useState } from "react";
import { Link } from "react-router-dom";
import type { Placement } from "@contract";
import { Button, buttonClass } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { IconExternal } from "@/components/ui/icons";
import { Select } from "@/components/ui/input";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { toastError } from "@/lib/notify";
import { downloadBlob, errorCorrectionOptions, qrFileName, qrPng, qrSvg, sizeOptions, type ErrorCorrection } from "../lib/qr-code";
import { recordQrCodeDownload } from "@/data/placements/record-qr-code-download";
import { QrImage } from "./qr-image";

interface QrCodeDialogProps {
  placement: Placement;
  url: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The placement's QR code: preview, SVG and PNG downloads at a chosen size and error correction, and the print sheet. */
export function QrCodeDialog({ placement, url, open, onOpenChange }: QrCodeDialogProps) {
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
      title={`QR code · ${placement.name}`}
      description="Print it where people will scan it. It always opens this placement, whatever its schedule shows."
      footer={
        <>
          <Link to={`?print=${placement.id}`} className={buttonClass("secondary", "md", "qr-print-link")}>
            <IconExternal /> Printable sheet
          </Link>
          <Button onClick={() => download("png")} loading={busy === "png"}>
            Download PNG
          </Button>
          <Button variant="primary" onClick={() => download("svg")} loading={busy === "svg"}>
            Download SVG
          </Button>
        </>
      }
    >
      <div className="qr-dialog">
        <QrImage url={url} level={level} className="qr-dialog-preview" label={`QR code opening ${url}`} />
        <div className="form-stack">
          <CopyField label="QR code address" value={url} />
          <Field label="Size (PNG pixels, SVG width)">
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
              Error correction
            </span>
            <SegmentedControl label="Error correction" value={level} options={errorCorrectionOptions} onChange={setLevel} />
            <p className="field-hint">{errorCorrectionOptions.find((o) => o.value === level)?.hint}. Higher levels survive scratches and logos but make denser codes.</p>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
