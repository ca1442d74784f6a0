import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from "react";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { IconAlert } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { formatNumber } from "@/lib/format";
import { previewSignature, type PreviewSettings } from "../lib/preview-settings";
import { useT } from "../messages";

type Translate = ReturnType<typeof useT>;

// three.js and R3F load with this module, only once a preview is on screen: the sets list never
// pays for them. Nothing here may import three (not even a type-free helper of lib/three).
const SetPreviewScene = lazy(() => import("./set-preview-scene"));

interface SetPreviewProps {
  settings: PreviewSettings;
}

/**
 * The set form's live 3D preview. `data-preview-drawn` holds the signature of the settings last
 * drawn (set from the render loop, as the browser test needs), `data-preview` the wanted one.
 */
export function SetPreview({ settings }: SetPreviewProps) {
  const t = useT();
  const rootRef = useRef<HTMLDivElement>(null);
  const [drawnBackdrop, setDrawnBackdrop] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ url: string; message: string } | null>(null);
  const signature = previewSignature(settings);
  const backdrop = settings.backdrop;

  const onDrawn = useCallback((drawn: string) => {
    if (rootRef.current) rootRef.current.dataset.previewDrawn = drawn;
    setDrawnBackdrop(drawn.split("|")[0]!);
  }, []);
  const onBackdropError = useCallback((url: string, message: string) => setFailure({ url, message }), []);

  const failed = backdrop && failure?.url === backdrop.glb ? failure.message : null;
  // Only a new backdrop takes long enough to deserve a message; colours and lights change at once.
  const loadingBackdrop = backdrop && !failed && drawnBackdrop !== backdrop.id;

  return (
    <div className="set-preview" ref={rootRef} data-preview={signature} role="img" aria-label={describe(settings, t)}>
      {/* Without WebGL (or if the scene fails), the form still works: the preview says so instead. */}
      <ErrorBoundary
        fallback={
          <div className="set-preview-status set-preview-status-error" role="alert">
            <IconAlert size={16} />
            <span>{t("preview.unavailable")}</span>
          </div>
        }
      >
        <Suspense fallback={<PreviewStatus>{t("preview.loading")}</PreviewStatus>}>
          <SetPreviewScene settings={settings} onDrawn={onDrawn} onBackdropError={onBackdropError} />
        </Suspense>
      </ErrorBoundary>
      {backdrop && failed ? (
        <div className="set-preview-status set-preview-status-error" role="alert">
          <IconAlert size={16} />
          <span>{t("preview.loadError", { name: backdrop.name, error: failed })}</span>
        </div>
      ) : (
        backdrop && loadingBackdrop && <PreviewStatus>{t("preview.loadingModel", { name: backdrop.name })}</PreviewStatus>
      )}
      <span className="set-preview-hint" aria-hidden="true">
        {t("preview.orbit")}
      </span>
    </div>
  );
}

function PreviewStatus({ children }: { children: ReactNode }) {
  return (
    <div className="set-preview-status" role="status">
      <Spinner size={16} />
      <span>{children}</span>
    </div>
  );
}

/**
 * What the picture shows, for screen readers. Worded apart from the form's labels ("Lighting",
 * "Floor", "Background"), so finding a field by its label never finds the picture too.
 */
function describe({ backdrop, lighting, background, floor }: PreviewSettings, t: Translate): string {
  const ground = floor.kind === "none" ? t("preview.noGround") : t(`preview.ground.${floor.kind}`, { size: formatNumber(floor.size) });
  return t("preview.describe", { model: backdrop ? backdrop.name : t("preview.noModel"), lighting: t(`preview.light.${lighting}`), ground, background });
}
