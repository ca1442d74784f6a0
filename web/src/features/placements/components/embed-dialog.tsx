import { Link } from "react-router-dom";
import { embedSnippet, embedUrl, type Placement } from "@contract";
import { Button, buttonClass } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { IconCheck, IconCopy } from "@/components/ui/icons";
import { Textarea } from "@/components/ui/textarea";
import { useCopyToClipboard } from "@/hooks/use-copy-to-clipboard";

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
  const base = new URL(url).origin;
  const snippet = embedSnippet(base, placement.id, { title: placement.name });
  const { copied, copy } = useCopyToClipboard("embed-snippet");

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Embed and share · ${placement.name}`}
      description="Paste the code into a page of your site. It shows what this QR code shows, without the viewer's header, and allows AR and fullscreen."
      footer={
        <>
          <a href={embedUrl(base, placement.id)} target="_blank" rel="noreferrer" className={buttonClass("secondary")}>
            Open the embed page
          </a>
          <Button variant="primary" onClick={() => void copy(snippet)} aria-live="polite">
            {copied ? <IconCheck /> : <IconCopy />}
            {copied ? "Copied" : "Copy code"}
          </Button>
        </>
      }
    >
      <div className="form-stack embed-dialog">
        <div className="field">
          <label className="field-label" htmlFor="embed-snippet">
            Embed code
          </label>
          <Textarea id="embed-snippet" className="mono embed-snippet" rows={5} value={snippet} readOnly onFocus={(event) => event.target.select()} />
          <p className="field-hint">
            It loads only on the sites listed under <Link to={`/manager/panel/brands/${brandId}`}>the brand’s embedding settings</Link>; anywhere else
            the browser refuses to show it. Pages can steer it with <span className="mono">postMessage</span> (go to a scene, open a product, hear product taps).
          </p>
        </div>
        <div className="field">
          <span className="field-label">Link to share</span>
          <CopyField label="Link to share" value={url} />
          <p className="field-hint">Messengers and social networks show it as a card with the experience’s name, the brand and a picture.</p>
        </div>
      </div>
    </Dialog>
  );
}
