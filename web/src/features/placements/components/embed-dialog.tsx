import { Link } from "react-router-dom";
import { embedSnippet, embedUrl, type Placement } from "@vitrine/contract";
import { Button, buttonClass } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { IconCheck, IconCopy } from "@/components/ui/icons";
import { Textarea } from "@/components/ui/textarea";
import { useCopyToClipboard } from "@/hooks/use-copy-to-clipboard";
import { useT } from "../messages";

interface EmbedDialogProps {
  brandId: string;
  placement: Placement;
  /** The placement's public address (`{base}/{placementId}`). */
  url: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The placement on the brand's own site: the `<iframe>` to paste, and the link to share. */
export function EmbedDialog({ brandId, placement, url, open, onOpenChange }: EmbedDialogProps) {
  const t = useT();
  const base = new URL(url).origin;
  const snippet = embedSnippet(base, placement.id, { title: placement.name });
  const { copied, copy } = useCopyToClipboard("embed-snippet");

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("embed.title", { name: placement.name })}
      description={t("embed.description")}
      footer={
        <>
          <a href={embedUrl(base, placement.id)} target="_blank" rel="noreferrer" className={buttonClass("secondary")}>
            {t("embed.openPage")}
          </a>
          <Button variant="primary" onClick={() => void copy(snippet)} aria-live="polite">
            {copied ? <IconCheck /> : <IconCopy />}
            {copied ? t("embed.copied") : t("embed.copy")}
          </Button>
        </>
      }
    >
      <div className="form-stack embed-dialog">
        <div className="field">
          <label className="field-label" htmlFor="embed-snippet">
            {t("embed.code")}
          </label>
          <Textarea id="embed-snippet" className="mono embed-snippet" rows={5} value={snippet} readOnly onFocus={(event) => event.target.select()} />
          <p className="field-hint">
            {t("embed.hintBefore")} <Link to={`/manager/panel/brands/${brandId}`}>{t("embed.hintLink")}</Link>
            {t("embed.hintMiddle")} <span className="mono">postMessage</span> {t("embed.hintAfter")}
          </p>
        </div>
        <div className="field">
          <span className="field-label">{t("embed.link")}</span>
          <CopyField label={t("embed.link")} value={url} />
          <p className="field-hint">{t("embed.linkHint")}</p>
        </div>
      </div>
    </Dialog>
  );
}
