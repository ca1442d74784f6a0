import { useEffect, useState, type FormEvent } from "react";
import { CODE_MIN_CONTRAST, contrastRatio, parseHexColor, relativeLuminance, type CodePaper } from "@vitrine/contract";
import { Alert } from "@/components/ui/alert";
import { ColourField } from "@/components/ui/colour-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { useDownloadPlacementCodes } from "@/data/placements/download-placement-codes";
import { recordQrCodeDownload } from "@/data/placements/record-qr-code-download";
import { useTheme } from "@/data/theme/get-theme";
import { downloadBlob } from "@/lib/download";
import { errorMessage } from "@/lib/notify";
import { useT } from "../messages";
import "./download-codes-dialog.css";

type Format = "pdf" | "zip";
type Style = "plain" | "branded";

interface DownloadCodesDialogProps {
  brandId: string;
  /** The experience whose theme gives branded codes their colours and logo. */
  experienceId: string;
  /** The codes to print, in list order. */
  placementIds: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Why codes in these colours would not scan (the server's rule, in the console's words), or null. */
function useColourProblem(foreground: string, background: string): string | null {
  const t = useT();
  if (!parseHexColor(foreground) || !parseHexColor(background)) return t("codes.colourInvalid");
  if (relativeLuminance(foreground) >= relativeLuminance(background)) return t("codes.notDarker");
  const ratio = contrastRatio(foreground, background);
  if (ratio < CODE_MIN_CONTRAST) return t("codes.lowContrast", { ratio: Math.floor(ratio * 100) / 100, required: CODE_MIN_CONTRAST });
  return null;
}

/**
 * Prints the chosen QR codes on the server: a PDF of labels to cut out (A4 or US Letter) or a zip
 * of SVG and PNG files named by store code, black on white or in the experience theme's colours
 * with its logo. Colours that would not scan are named before anything is asked.
 */
export function DownloadCodesDialog({ brandId, experienceId, placementIds, open, onOpenChange }: DownloadCodesDialogProps) {
  const t = useT();
  const [format, setFormat] = useState<Format>("pdf");
  const [paper, setPaper] = useState<CodePaper>("a4");
  const [style, setStyle] = useState<Style>("plain");
  const [foreground, setForeground] = useState("");
  const [background, setBackground] = useState("");
  const [withLogo, setWithLogo] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);
  const theme = useTheme(brandId, experienceId);
  const download = useDownloadPlacementCodes();
  const colourProblem = useColourProblem(foreground, background);
  const logoUrl = theme.data?.logoUrl ?? null;

  // The theme's colours are where branded codes start; the person may then adjust them.
  useEffect(() => {
    if (!theme.data || foreground) return;
    setForeground(theme.data.colors.primary);
    setBackground(theme.data.colors.background);
  }, [theme.data, foreground]);

  useEffect(() => {
    if (open) setRefusal(null);
  }, [open]);

  const branded = style === "branded";
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (branded && colourProblem) return;
    setRefusal(null);
    const outcome = await download.trigger({
      brandId,
      request: {
        placementIds,
        format,
        paper,
        branding: branded ? { experienceId, foreground: foreground.toLowerCase(), background: background.toLowerCase(), logo: withLogo } : null,
      },
    });
    if (!outcome.ok) return setRefusal(errorMessage(outcome.error));
    downloadBlob(outcome.data.blob, outcome.data.fileName);
    if (placementIds[0]) recordQrCodeDownload(brandId, placementIds[0]);
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("codes.title")}
      description={t("codes.description", { count: placementIds.length })}
      form={{
        id: "download-codes-form",
        onSubmit: submit,
        submitLabel: t("codes.submit"),
        busy: download.isMutating,
        disabled: placementIds.length === 0 || (branded && colourProblem !== null),
      }}
    >
      <div className="field">
        <span className="field-label">{t("codes.format")}</span>
        <SegmentedControl
          label={t("codes.format")}
          value={format}
          onChange={setFormat}
          options={[
            { value: "pdf", label: t("codes.formatPdf") },
            { value: "zip", label: t("codes.formatZip") },
          ]}
        />
        <p className="field-hint">{format === "pdf" ? t("codes.formatPdfHint") : t("codes.formatZipHint")}</p>
      </div>
      {format === "pdf" && (
        <div className="field">
          <span className="field-label">{t("codes.paper")}</span>
          <SegmentedControl
            label={t("codes.paper")}
            value={paper}
            onChange={setPaper}
            options={[
              { value: "a4", label: t("codes.paperA4") },
              { value: "letter", label: t("codes.paperLetter") },
            ]}
          />
        </div>
      )}
      <fieldset className="field codes-fieldset">
        <legend className="field-label">{t("codes.style")}</legend>
        <div className="codes-styles" role="radiogroup" aria-label={t("codes.style")}>
          <label className="choice-card">
            <input type="radio" name="codes-style" checked={style === "plain"} onChange={() => setStyle("plain")} />
            <span>
              <span className="codes-style-title">{t("codes.plain")}</span>
              <span className="codes-style-text">{t("codes.plainHint")}</span>
            </span>
          </label>
          <label className="choice-card">
            <input type="radio" name="codes-style" checked={style === "branded"} onChange={() => setStyle("branded")} />
            <span>
              <span className="codes-style-title">{t("codes.branded")}</span>
              <span className="codes-style-text">{t("codes.brandedHint")}</span>
            </span>
          </label>
        </div>
      </fieldset>
      {branded && (
        <div className="codes-branding">
          <div className="codes-colours">
            <ColourField label={t("codes.foreground")} value={foreground} onChange={setForeground} />
            <ColourField label={t("codes.background")} value={background} onChange={setBackground} />
          </div>
          {colourProblem ? (
            <p className="field-error" role="alert">
              {colourProblem}
            </p>
          ) : (
            <p className="field-hint codes-contrast-ok">{t("codes.contrastOk", { ratio: Math.floor(contrastRatio(foreground, background) * 100) / 100 })}</p>
          )}
          {logoUrl ? (
            <label className="codes-logo">
              <input type="checkbox" checked={withLogo} onChange={(event) => setWithLogo(event.target.checked)} />
              <img src={logoUrl} alt="" className="codes-logo-preview" />
              <span>{t("codes.logo")}</span>
            </label>
          ) : (
            <p className="field-hint">{t("codes.noLogo")}</p>
          )}
        </div>
      )}
      {refusal && (
        <Alert tone="danger" title={t("codes.refused")}>
          {refusal}
        </Alert>
      )}
    </FormDialog>
  );
}
