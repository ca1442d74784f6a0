import { useEffect, useState, type FormEvent } from "react";
import { CODE_MIN_CONTRAST, MAX_CODES_PER_REQUEST, contrastRatio, parseHexColor, relativeLuminance, type CodePaper } from "@vitrine/contract";
import { ChoiceCard, ChoiceCardGroup } from "@/components/ui/choice-card";
import { Alert } from "@/components/ui/alert";
import { ColourField } from "@/components/ui/colour-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { useDownloadPlacementCodes } from "@/data/placements/download-placement-codes";
import { recordQrCodeDownload } from "@/data/placements/record-qr-code-download";
import { useBrand } from "@/data/brands/get-brand";
import { useTheme } from "@/data/theme/get-theme";
import { downloadBlob } from "@/lib/download";
import { errorMessage } from "@/lib/notify";
import { useT } from "./messages";
import "./download-codes-dialog.css";

type Format = "pdf" | "zip";
type Style = "plain" | "branded";

interface DownloadCodesDialogProps {
  brandId: string;
  /**
   * The experience whose theme gives branded codes their colours and logo; without one (a store's
   * codes show several), the brand's primary colour on white, no logo.
   */
  experienceId?: string;
  /** The codes to print, in list order; undefined while they are still being gathered (every page of a long list). */
  placementIds: string[] | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Why codes in these colours would not scan (the server's rule, in the console's words), or null. */
function useColourProblem(foreground: string, background: string): string | null {
  const t = useT();
  if (!parseHexColor(foreground) || !parseHexColor(background)) return t("colourInvalid");
  if (relativeLuminance(foreground) >= relativeLuminance(background)) return t("notDarker");
  const ratio = contrastRatio(foreground, background);
  if (ratio < CODE_MIN_CONTRAST) return t("lowContrast", { ratio: Math.floor(ratio * 100) / 100, required: CODE_MIN_CONTRAST });
  return null;
}

/**
 * Prints the chosen QR codes on the server: a PDF of labels to cut out (A4 or US Letter) or a zip
 * of SVG and PNG files named by store code, black on white or in the experience theme's colours
 * with its logo. Colours that would not scan are named before anything is asked.
 */
export function DownloadCodesDialog({ brandId, experienceId, placementIds: gathered, open, onOpenChange }: DownloadCodesDialogProps) {
  const t = useT();
  const placementIds = gathered ?? [];
  // The server draws at most so many per request: say so before anything is asked.
  const tooMany = placementIds.length > MAX_CODES_PER_REQUEST;
  const [format, setFormat] = useState<Format>("pdf");
  const [paper, setPaper] = useState<CodePaper>("a4");
  const [style, setStyle] = useState<Style>("plain");
  const [foreground, setForeground] = useState("");
  const [background, setBackground] = useState("");
  const [withLogo, setWithLogo] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);
  const theme = useTheme(brandId, experienceId ?? "", { isPaused: () => !experienceId });
  const brand = useBrand(brandId);
  const download = useDownloadPlacementCodes();
  const colourProblem = useColourProblem(foreground, background);
  const logoUrl = (experienceId && theme.data?.logoUrl) || null;
  const startForeground = experienceId ? theme.data?.colors.primary : brand.data?.colors.primary;
  const startBackground = experienceId ? theme.data?.colors.background : brand.data && "#ffffff";

  // The theme's (or the brand's) colours are where branded codes start; the person may then adjust them.
  useEffect(() => {
    if (!startForeground || !startBackground || foreground) return;
    setForeground(startForeground);
    setBackground(startBackground);
  }, [startForeground, startBackground, foreground]);

  useEffect(() => {
    if (open) setRefusal(null);
  }, [open]);

  const branded = style === "branded";
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((branded && colourProblem) || tooMany || placementIds.length === 0) return;
    setRefusal(null);
    const outcome = await download.trigger({
      brandId,
      request: {
        placementIds,
        format,
        paper,
        branding: branded
          ? { experienceId, foreground: foreground.toLowerCase(), background: background.toLowerCase(), logo: withLogo && logoUrl !== null }
          : null,
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
      title={t("title")}
      description={gathered ? t("description", { count: placementIds.length }) : t("gathering")}
      form={{
        id: "download-codes-form",
        onSubmit: submit,
        submitLabel: t("submit"),
        busy: download.isMutating,
        disabled: placementIds.length === 0 || tooMany || (branded && colourProblem !== null),
      }}
    >
      <div className="field">
        <span className="field-label">{t("format")}</span>
        <SegmentedControl
          label={t("format")}
          value={format}
          onChange={setFormat}
          options={[
            { value: "pdf", label: t("formatPdf") },
            { value: "zip", label: t("formatZip") },
          ]}
        />
        <p className="field-hint">{format === "pdf" ? t("formatPdfHint") : t("formatZipHint")}</p>
      </div>
      {format === "pdf" && (
        <div className="field">
          <span className="field-label">{t("paper")}</span>
          <SegmentedControl
            label={t("paper")}
            value={paper}
            onChange={setPaper}
            options={[
              { value: "a4", label: t("paperA4") },
              { value: "letter", label: t("paperLetter") },
            ]}
          />
        </div>
      )}
      <fieldset className="field codes-fieldset">
        <legend className="field-label">{t("style")}</legend>
        <ChoiceCardGroup label={t("style")}>
          <ChoiceCard
            type="radio"
            name="codes-style"
            checked={style === "plain"}
            onChange={() => setStyle("plain")}
            title={t("plain")}
            description={t("plainHint")}
          />
          <ChoiceCard
            type="radio"
            name="codes-style"
            checked={style === "branded"}
            onChange={() => setStyle("branded")}
            title={experienceId ? t("branded") : t("brandColours")}
            description={experienceId ? t("brandedHint") : t("brandColoursHint")}
          />
        </ChoiceCardGroup>
      </fieldset>
      {branded && (
        <div className="codes-branding">
          <div className="codes-colours">
            <ColourField label={t("foreground")} value={foreground} onChange={setForeground} />
            <ColourField label={t("background")} value={background} onChange={setBackground} />
          </div>
          {colourProblem ? (
            <p className="field-error" role="alert">
              {colourProblem}
            </p>
          ) : (
            <p className="field-hint codes-contrast-ok">{t("contrastOk", { ratio: Math.floor(contrastRatio(foreground, background) * 100) / 100 })}</p>
          )}
          {!experienceId ? null : logoUrl ? (
            <label className="codes-logo">
              <input type="checkbox" checked={withLogo} onChange={(event) => setWithLogo(event.target.checked)} />
              <img src={logoUrl} alt="" className="codes-logo-preview" />
              <span>{t("logo")}</span>
            </label>
          ) : (
            <p className="field-hint">{t("noLogo")}</p>
          )}
        </div>
      )}
      {tooMany && (
        <Alert tone="danger" title={t("tooManyTitle", { count: placementIds.length })}>
          {t("tooMany", { max: MAX_CODES_PER_REQUEST })}
        </Alert>
      )}
      {refusal && (
        <Alert tone="danger" title={t("refused")}>
          {refusal}
        </Alert>
      )}
    </FormDialog>
  );
}
