import type { Manifest, ScenePicture } from "@vitrine/contract";
import type { RootState } from "@react-three/fiber";
import { contentLanguageOf, localiseManifest } from "@vitrine/contract/content-texts";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { useAnalyticsSession } from "../hooks/use-analytics-session";
import { useModelLoading } from "../hooks/use-model-loading";
import { useOverlayInsets } from "../hooks/use-overlay-insets";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import { useThemeColor } from "../hooks/use-theme-color";
import { track } from "../lib/analytics";
import { browserDeviceHints, deviceClassOf } from "../lib/device-class";
import { chooseMaterialVariant } from "../lib/material-variant-choice";
import { buildRenderPlan, type HotspotPlan, type ModelPlacement } from "../lib/render-plan";
import { themeStyle } from "../lib/theme-style";
import { changesScene, clampStep, firstStepOfScene } from "../lib/tour";
import type { ViewerBridge } from "../lib/viewer-bridge";
import { webglAvailable } from "../lib/webgl";
import type { ChatState } from "./chat-panel";
import { HostBubble } from "./host-bubble";
import { useI18n } from "./i18n-provider";
import { HotspotPins } from "./hotspot-pins";
import { LoadingScreen } from "./loading-screen";
import { PosterFallback } from "./poster-fallback";
import { ProductCard } from "./product-card";
import { TourControls } from "./tour-controls";
import { ViewerCanvas } from "./viewer-canvas";
import { ModelNotice } from "./model-notice";
import { IconChat, IconComment, IconVolume, IconVolumeOff } from "./viewer-icons";
import { PreviewBanner, ViewerHeader, type PreviewInfo } from "./viewer-header";
import { SceneDescription } from "./scene-description";
import type { MeasuredBoxes } from "./stage/scene-stage";
import "./viewer.css";

const ArObjectSheet = lazy(() => import("./ar/ar-object-sheet"));

type Props = {
  manifest: Manifest;
  placementId: string;
  /** Set for a test link: the draft is shown under a "Preview" banner. */
  preview?: PreviewInfo | null;
  /** It replaced another experience during the visit (a schedule changed what the placement shows). */
  switched?: boolean;
  /** Set on the embed page: the host page's bridge (scene and product commands, product taps). */
  bridge?: ViewerBridge | null;
  /** The first scene as drawn at publishing: the poster while loading, the picture without WebGL. */
  picture?: ScenePicture | null;
};

type Panel = "survey" | "chat" | "comments" | null;

// The survey and the chat download when first opened: most visits open neither, and the viewer's
// JavaScript budget is spent on drawing the scene.
const SurveySheet = lazy(() => import("./survey-sheet").then((module) => ({ default: module.SurveySheet })));
const ChatPanel = lazy(() => import("./chat-panel").then((module) => ({ default: module.ChatPanel })));
// A preview link's reviewers: only those who tap "Comment" download the comments.
const ReviewerComments = lazy(() => import("./reviewer-comments/reviewer-comments"));

/** How long the scene fades to the background colour before the next scene replaces it. */
const SCENE_FADE_MS = 280;
/** How long a downloaded scene may take to draw its first frame before the loading screen gives way. */
const STALL_MS = 20_000;
/** The greeting stays this long after arrival before the host says the first segment's line. */
const GREETING_MS = 6000;

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  return element.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName);
}

/** One experience, drawn and walked through: the public viewer's main screen. */
export function ViewerExperience({ manifest: published, placementId, preview = null, switched = false, bridge = null, picture = null }: Props) {
  const { t, language, preferred } = useI18n();
  // Every text below reads the visitor's language; a text without a translation, the default one's.
  const contentLanguage = contentLanguageOf(published, preferred);
  const manifest = useMemo(() => localiseManifest(published, contentLanguage), [published, contentLanguage]);
  const plan = useMemo(() => buildRenderPlan(manifest, deviceClassOf(browserDeviceHints())), [manifest]);
  const products = useMemo(() => new Map(manifest.products.map((product) => [product.id, product])), [manifest]);
  const style = useMemo(() => themeStyle(manifest.theme) as React.CSSProperties, [manifest.theme]);
  const reducedMotion = useReducedMotion();
  const [webgl, setWebgl] = useState(webglAvailable);

  useThemeColor(manifest.theme.colors.background);
  useAnalyticsSession(
    { placementId, brandId: manifest.brandId, experienceId: manifest.experienceId, version: manifest.version, preview: Boolean(preview) },
    contentLanguage || language,
  );

  const [stepIndex, setStepIndex] = useState(0);
  const step = plan.steps[clampStep(plan.steps, stepIndex)];
  const [shownScene, setShownScene] = useState(step.sceneIndex);
  const [measured, setMeasured] = useState<{ sceneId: string; boxes: MeasuredBoxes } | null>(null);
  const [drawnScene, setDrawnScene] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [settledStep, setSettledStep] = useState<number | null>(null);
  const [productId, setProductId] = useState<string | null>(null);
  /** A tapped object without a product that can be seen in the room. */
  const [arModelId, setArModelId] = useState<string | null>(null);
  // The material variant the tapped object wears in its scene: AR opens that look's USDZ.
  const [arVariant, setArVariant] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [surveyDone, setSurveyDone] = useState(false);
  const [chat, setChat] = useState<ChatState>({ turns: [], suggestions: [] });
  const [failures, setFailures] = useState<{ modelId: string; name: string }[]>([]);
  const [noticeClosed, setNoticeClosed] = useState(false);
  const [audibleVideoId, setAudibleVideoId] = useState<string | null>(null);
  const [greeting, setGreeting] = useState(true);
  const pins = useRef(new Map<string, HTMLElement>());
  const [commenting, setCommenting] = useState(false);
  const [commentPins, setCommentPins] = useState<HotspotPlan[]>([]);
  const commentPinElements = useRef(new Map<string, HTMLElement>());
  const stage = useRef<(() => RootState) | null>(null);
  const comments = useMemo(() => ({ hotspots: commentPins, pins: commentPinElements, stage }), [commentPins]);
  const rootRef = useRef<HTMLDivElement>(null);

  const insets = useOverlayInsets(rootRef, webgl);
  const progress = useModelLoading(plan, plan.steps[0]?.sceneIndex ?? 0);
  const scene = plan.scenes[shownScene];
  const targetScene = plan.scenes[step.sceneIndex];
  const sceneReady = drawnScene === targetScene.id && shownScene === step.sceneIndex;
  const shownHotspots = useMemo(() => (sceneReady ? scene.hotspots : []), [sceneReady, scene]);

  // Scene switch: fade to the set's colour, swap the content, fade back in once it is drawn.
  useEffect(() => {
    if (step.sceneIndex === shownScene) return;
    const timer = setTimeout(() => setShownScene(step.sceneIndex), reducedMotion || !revealed ? 0 : SCENE_FADE_MS);
    return () => clearTimeout(timer);
  }, [step.sceneIndex, shownScene, reducedMotion, revealed]);

  const onMeasured = useCallback((sceneId: string, boxes: MeasuredBoxes) => setMeasured({ sceneId, boxes }), []);
  const onDrawn = useCallback((sceneId: string) => {
    // Committed at once: the frame is already on the canvas, and a scheduled render would wait
    // behind the next frame (close to half a second in software WebGL) before lifting the poster.
    flushSync(() => {
      setDrawnScene(sceneId);
      setRevealed(true);
    });
  }, []);
  const [flying, setFlying] = useState(false);
  const onFlying = useCallback(() => setFlying(true), []);
  const onSettled = useCallback((index: number) => {
    setFlying(false);
    setSettledStep(index);
  }, []);

  const onRendererFailed = useCallback((error: unknown) => {
    track("renderer_failed", { message: error instanceof Error ? error.message : String(error) });
    setWebgl(false);
  }, []);

  // Everything is downloaded but no frame came (a stalled GPU): never leave the visitor on the
  // loading screen; the controls and panels work without the picture.
  useEffect(() => {
    if (revealed || progress.done < progress.total) return;
    const timer = setTimeout(() => setRevealed(true), STALL_MS);
    return () => clearTimeout(timer);
  }, [revealed, progress.done, progress.total]);

  const reportedFailures = useRef(new Set<string>());
  const onModelFailed = useCallback((file: { modelId: string; name: string; url: string }, error: unknown) => {
    if (reportedFailures.current.has(file.modelId)) return;
    reportedFailures.current.add(file.modelId);
    track("model_load_failed", { modelId: file.modelId, name: file.name, url: file.url, message: error instanceof Error ? error.message : String(error) });
    setFailures((current) => [...current, { modelId: file.modelId, name: file.name }]);
    setNoticeClosed(false);
  }, []);
  // Models the manifest names but does not describe are failures too.
  useEffect(() => {
    for (const missing of plan.scenes.flatMap((s) => s.missingModelIds)) {
      // No name to show: the notice calls it "a model" in the visitor's language.
      onModelFailed({ modelId: missing, name: "", url: "" }, new Error("The manifest does not describe this model"));
    }
  }, [plan, onModelFailed]);

  // Analytics: a scene view when a scene is on screen, a segment view for each step shown.
  useEffect(() => {
    if (!drawnScene) return;
    const shown = plan.scenes.find((s) => s.id === drawnScene);
    track("scene_view", { sceneId: drawnScene, name: shown?.name, index: shown?.index });
  }, [drawnScene, plan]);
  useEffect(() => {
    if (!revealed) return;
    track("segment_view", { sceneId: step.sceneId, segmentId: step.segmentId, title: step.title, step: step.index });
  }, [revealed, step]);

  // The greeting stays until the visitor moves on, or gives way to the first segment's own line
  // a few seconds after the camera has arrived there.
  const firstLine = manifest.host && step.segmentId ? manifest.host.segmentLines[step.segmentId] : undefined;
  const arrived = settledStep !== null;
  useEffect(() => {
    if (!greeting || !arrived || !firstLine) return;
    const timer = setTimeout(() => setGreeting(false), GREETING_MS);
    return () => clearTimeout(timer);
  }, [greeting, arrived, firstLine]);

  const go = useCallback(
    (index: number) => {
      const next = clampStep(plan.steps, index);
      if (next === stepIndex) return;
      // A product card belongs to its scene.
      if (changesScene(plan.steps, stepIndex, next)) setProductId(null);
      setStepIndex(next);
      setGreeting(false);
    },
    [plan.steps, stepIndex],
  );

  const openProduct = useCallback(
    (id: string, source: "hotspot" | "object" | "host") => {
      setProductId(id);
      setPanel(null);
      track("product_card_open", { productId: id, source });
      bridge?.productOpened(id, source);
    },
    [bridge],
  );

  const onOptionChosen = useCallback((id: string, option: { variant: string; sku: string; name: string }) => bridge?.optionSelected(id, option), [bridge]);

  useEffect(
    () =>
      bridge?.connect({
        scenes: plan.scenes.map((s) => ({ id: s.id, name: s.name })),
        products: manifest.products.map((p) => ({
          id: p.id,
          sku: p.sku,
          name: p.name,
          ...(p.options?.length && { options: p.options.map((o) => ({ id: o.variant, sku: o.sku, name: o.name })) }),
        })),
        goToScene: (sceneId) => {
          const scene = plan.scenes.find((s) => s.id === sceneId);
          if (scene) go(firstStepOfScene(plan.steps, scene.index));
          return Boolean(scene);
        },
        openProduct: (id) => {
          if (!products.has(id)) return false;
          openProduct(id, "host");
          return true;
        },
        setOption: (id, optionId) => {
          const product = manifest.products.find((p) => p.id === id);
          const option = product?.options?.find((o) => o.variant === optionId) ?? product?.options?.find((o) => o.sku === optionId);
          if (!product?.modelId || !option) return false;
          chooseMaterialVariant(product.modelId, option.variant);
          return true;
        },
      }),
    [bridge, plan, manifest.products, products, go, openProduct],
  );

  const onTapModel = useCallback(
    (model: ModelPlacement) => {
      track("object_tap", { objectId: model.objectId, modelId: model.modelId, name: model.name, productId: model.productId });
      if (model.productId) openProduct(model.productId, "object");
      else if (manifest.models[model.modelId]?.ar) {
        setArVariant(model.variant);
        setArModelId(model.modelId);
      }
    },
    [openProduct, manifest.models],
  );

  // A desktop's "View in your space" QR code opens this page with `#ar=<modelId>`: its product, or the object, ready for AR.
  useEffect(() => {
    const id = decodeURIComponent(/^#ar=(.+)$/.exec(window.location.hash)?.[1] ?? "");
    const model = manifest.models[id];
    if (!model?.ar) return;
    if (model.productId) openProduct(model.productId, "object");
    else {
      setArVariant(null);
      setArModelId(id);
    }
  }, [manifest.models, openProduct]);

  const onTapVideo = useCallback((videoId: string) => setAudibleVideoId((current) => (current === videoId ? null : videoId)), []);

  // Keyboard: arrows walk the tour, Escape closes what is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "Escape") {
        if (productId) setProductId(null);
        else if (panel) setPanel(null);
        return;
      }
      if (panel || isTyping(event.target)) return;
      if (event.key === "ArrowRight" || event.key === "PageDown") {
        event.preventDefault();
        go(stepIndex + 1);
      } else if (event.key === "ArrowLeft" || event.key === "PageUp") {
        event.preventDefault();
        go(stepIndex - 1);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, stepIndex, panel, productId]);

  const product = productId ? products.get(productId) : undefined;
  const host = manifest.host;
  const hostLine = host ? (greeting ? host.greeting : step.segmentId ? (host.segmentLines[step.segmentId] ?? null) : null) : null;
  const wallInScene = Boolean(manifest.videoWall && manifest.videoWall.videos.length > 0 && scene.videoWalls.length > 0);
  const finish =
    manifest.survey && !surveyDone
      ? { label: t("yourOpinion"), onClick: () => setPanel("survey") }
      : plan.steps.length > 1
        ? { label: t("startAgain"), onClick: () => go(0) }
        : null;
  const sceneLabel = t("view3d", { name: manifest.name, scene: targetScene.name });

  if (!webgl) {
    return (
      <div className="viewer viewer-static" style={style} data-switched={switched || undefined}>
        {preview && <PreviewBanner preview={preview} />}
        <PosterFallback manifest={manifest} picture={picture} />
      </div>
    );
  }

  return (
    <main
      className="viewer"
      style={style}
      ref={rootRef}
      data-ready={revealed || undefined}
      data-scene={drawnScene ?? undefined}
      data-step={step.index}
      data-settled-step={flying ? undefined : (settledStep ?? undefined)}
      data-camera={flying ? "flying" : "resting"}
      data-preview={preview ? true : undefined}
      data-switched={switched || undefined}
      data-embedded={bridge ? true : undefined}
    >
      <div className="viewer-stage" style={{ "--viewer-stage": scene.set.background } as React.CSSProperties}>
        {/* A renderer that cannot start or crashes (a lost GPU, a refused shader): the visitor
            gets the experience without 3D instead of a blank page. */}
        <SceneDescription id="viewer-scene-description" manifest={manifest} sceneId={targetScene.id} />
        <ErrorBoundary onError={onRendererFailed}>
          <ViewerCanvas
            scene={scene}
            step={step}
            videoWall={manifest.videoWall}
            measured={measured}
            reducedMotion={reducedMotion}
            insets={insets}
            audibleVideoId={audibleVideoId}
            hotspots={shownHotspots}
            pins={pins}
            label={sceneLabel}
            describedBy="viewer-scene-description"
            onMeasured={onMeasured}
            onDrawn={onDrawn}
            onFlying={onFlying}
            onSettled={onSettled}
            onTapModel={onTapModel}
            onTapVideo={onTapVideo}
            onModelFailed={onModelFailed}
            comments={preview?.allowComments ? comments : undefined}
          />
        </ErrorBoundary>
        <HotspotPins hotspots={shownHotspots} products={products} pins={pins} activeProductId={productId} onOpen={(id) => openProduct(id, "hotspot")} />
        <div className="viewer-fade" data-active={revealed && !sceneReady} aria-hidden="true" />
      </div>

      <ViewerHeader
        manifest={manifest}
        scenes={plan.scenes}
        currentScene={step.sceneIndex}
        preview={preview}
        onScene={(sceneIndex) => go(firstStepOfScene(plan.steps, sceneIndex))}
        onSurvey={() => setPanel("survey")}
      />

      <div className="viewer-bottom">
        <div className="viewer-bottom-row">
          {host ? <HostBubble host={host} line={revealed ? hostLine : null} /> : <span />}
          <div className="viewer-floating-actions">
            {wallInScene && (
              <button
                type="button"
                className="viewer-icon-button viewer-glass"
                onClick={() => setAudibleVideoId((current) => (current ? null : (manifest.videoWall?.videos[0]?.id ?? null)))}
                aria-label={t(audibleVideoId ? "soundOff" : "soundOn")}
                aria-pressed={Boolean(audibleVideoId)}
              >
                {audibleVideoId ? <IconVolume size={20} /> : <IconVolumeOff size={20} />}
              </button>
            )}
            {preview?.allowComments && (
              <button
                type="button"
                className="viewer-chat-button"
                onClick={() => {
                  setCommenting(true);
                  setPanel("comments");
                }}
              >
                <IconComment size={20} />
                <span className="viewer-chat-button-text">{t("comment")}</span>
              </button>
            )}
            {manifest.aiChat && (
              <button type="button" className="viewer-chat-button" onClick={() => setPanel("chat")} aria-label={t("askName", { name: manifest.aiChat.name })}>
                <IconChat size={20} />
                <span className="viewer-chat-button-text">{t("ask")}</span>
              </button>
            )}
          </div>
        </div>
        <TourControls steps={plan.steps} index={step.index} sceneName={targetScene.name} finish={finish} onGo={go} />
      </div>

      {failures.length > 0 && !noticeClosed && revealed && <ModelNotice failures={failures} onDismiss={() => setNoticeClosed(true)} />}

      {arModelId && manifest.models[arModelId]?.ar && (
        <Suspense>
          <ArObjectSheet modelId={arModelId} model={manifest.models[arModelId] as never} variant={arVariant} onClose={() => setArModelId(null)} />
        </Suspense>
      )}
      {product && (
        <ProductCard
          key={product.id}
          product={product}
          models={manifest.models}
          onClose={() => setProductId(null)}
          onOptionChosen={onOptionChosen}
          sceneVariant={scene?.models.find((model) => model.modelId === product.modelId)?.variant}
          hotspotPlacements={plan.scenes.find((s) => s.id === product.hotspot?.sceneId)?.models}
        />
      )}
      <Suspense>
        {panel === "survey" && manifest.survey && (
          <SurveySheet
            survey={manifest.survey}
            brandId={manifest.brandId}
            experienceId={manifest.experienceId}
            submitted={surveyDone}
            onSubmitted={() => setSurveyDone(true)}
            onClose={() => setPanel(null)}
          />
        )}
        {commenting && preview && (
          <ReviewerComments
            testAccessId={preview.testAccessId}
            manifest={manifest}
            sceneId={targetScene.id}
            stage={stage}
            pins={commentPinElements}
            onPins={setCommentPins}
            open={panel === "comments"}
            onOpen={() => setPanel("comments")}
            onClose={() => setPanel(null)}
          />
        )}
        {panel === "chat" && manifest.aiChat && (
          <ChatPanel
            chat={manifest.aiChat}
            brandId={manifest.brandId}
            experienceId={manifest.experienceId}
            testAccessId={preview?.testAccessId}
            language={contentLanguage || language}
            state={chat}
            onStateChange={setChat}
            onClose={() => setPanel(null)}
          />
        )}
      </Suspense>

      <LoadingScreen
        brandName={manifest.brand.name}
        logoUrl={manifest.theme.logoUrl}
        experienceName={manifest.name}
        text={manifest.theme.loadingText}
        progress={progress}
        leaving={revealed}
        poster={picture}
        posterLift={(insets.bottom - insets.top) / 2}
      />
    </main>
  );
}
