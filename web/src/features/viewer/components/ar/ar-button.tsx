import type { Manifest } from "@vitrine/contract";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { track } from "../../lib/analytics";
import { formatPrice } from "../../lib/format-price";
import type { ModelPlacement } from "../../lib/render-plan";
import { useI18n } from "../i18n-provider";
import { openQuickLook, openSceneViewer, type ArBanner } from "./ar-launch";
import { hotspotOnModel } from "./ar-hotspot";
import { arMessages } from "./ar-messages";
import type { ArModel } from "./ar-model";
import { detectArMode, platformOf, type ArMode } from "./ar-support";
import "./ar.css";

const ArQrDialog = lazy(() => import("./ar-qr-dialog"));

/** AR time is counted up to 4 hours, as dwell time is: a phone left in AR overnight is not a visit. */
const MAX_AR_SECONDS = 4 * 60 * 60;

type Product = Manifest["products"][number];

interface Props {
  modelId: string;
  model: ArModel;
  productId: string | null;
  /** The product as its sheet shows it (the chosen option's price, SKU and link), for the AR view's banner. */
  product?: Product;
  /** The chosen option, when the product has options. */
  option?: { variant: string; name: string } | null;
  /** The models of the scene where the product's hotspot stands, to carry the hotspot onto the model in AR. */
  hotspotPlacements?: readonly ModelPlacement[];
}

/**
 * "View in your space": shown when the device can place the model in the room (AR Quick Look,
 * Scene Viewer or WebXR), or on a desktop as a QR code that opens the same product on a phone.
 * Records `ar_launch` (product, platform) and, once the visitor is back, `ar_time`. A product's
 * name, price and link go into the AR view's banner; tapping its button records `ar_cta` and
 * opens the link (Quick Look tells the page; Scene Viewer opens the link itself).
 */
export default function ArButton({ modelId, model, productId, product, option = null, hotspotPlacements = [] }: Props) {
  const { language, locale } = useI18n();
  const t = arMessages(language);
  const [mode, setMode] = useState<ArMode | null>(null);
  const [qrOpen, setQrOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const startedAt = useRef<number | null>(null);

  useEffect(() => {
    let live = true;
    void detectArMode().then((found) => live && setMode(found));
    return () => {
      live = false;
    };
  }, []);

  const ended = () => {
    if (startedAt.current === null) return;
    const seconds = Math.min(MAX_AR_SECONDS, Math.round((Date.now() - startedAt.current) / 100) / 10);
    startedAt.current = null;
    track("ar_time", { modelId, productId, platform: platformOf(mode!), seconds });
  };

  // Quick Look and Scene Viewer cover the page; AR time runs until it shows again.
  useEffect(() => {
    const onVisible = () => document.visibilityState === "visible" && ended();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  });

  if (mode === null || mode === "none") return null;

  const launch = async () => {
    if (mode === "qr") {
      setQrOpen(true);
      return;
    }
    track("ar_launch", { modelId, productId, platform: platformOf(mode) });
    startedAt.current = Date.now();
    const banner: ArBanner | null = product
      ? {
          title: product.name,
          subtitle: option?.name ?? null,
          price: formatPrice(product.price, product.currency, locale),
          callToAction: t("callToAction"),
          url: product.url,
        }
      : null;
    if (mode === "quick-look")
      openQuickLook(
        model,
        banner,
        () => {
          if (!banner?.url) return;
          track("ar_cta", { modelId, productId, platform: "ios", variant: option?.variant ?? null, url: banner.url });
          window.location.assign(banner.url);
        },
        option?.variant ?? null,
      );
    else if (mode === "scene-viewer") openSceneViewer(model, banner);
    else {
      try {
        const { startWebXrSession } = await import("./webxr-session");
        const hotspot = product?.hotspot;
        await startWebXrSession(model, ended, {
          banner,
          variant: option?.variant ?? null,
          pinPoint: hotspot ? (hotspotOnModel(hotspotPlacements, modelId, [hotspot.position.x, hotspot.position.y, hotspot.position.z]) ?? "top") : null,
          labels: { exit: t("exitAr"), hint: t("tapToPlace") },
          // Called once the session has ended (the overlay ends it first).
          onCallToAction: (url) => {
            track("ar_cta", { modelId, productId, platform: "webxr", variant: option?.variant ?? null, url });
            window.location.assign(url);
          },
        });
      } catch {
        startedAt.current = null;
        setFailed(true);
      }
    }
  };

  return (
    <>
      <button type="button" className="viewer-button viewer-ar-button" data-ar-mode={mode} onClick={() => void launch()}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M12 2 3 7v10l9 5 9-5V7z" />
          <path d="m3 7 9 5 9-5M12 12v10" />
        </svg>
        {t("viewInYourSpace")}
      </button>
      {failed && (
        <p className="viewer-ar-error" role="status">
          {t("unsupported")}
        </p>
      )}
      {qrOpen && (
        <Suspense fallback={null}>
          <ArQrDialog name={model.name} modelId={modelId} onClose={() => setQrOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
