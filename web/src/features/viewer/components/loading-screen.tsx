import type { ScenePicture } from "@vitrine/contract";
import type { LoadProgress } from "../lib/load-progress";
import { ScenePosterImage } from "./scene-poster-image";
import { BrandMark } from "./brand-mark";
import { useI18n } from "./i18n-provider";

type Props = {
  brandName: string;
  logoUrl: string | null;
  experienceName: string;
  text: string;
  progress: LoadProgress;
  /** Fades out once the first frame is drawn, then unmounts. */
  leaving: boolean;
  /** The first scene as drawn at publishing, behind the progress while the 3D loads. */
  poster?: ScenePicture | null;
  /**
   * How far up (px) the 3D's first frame centres the scene: the middle of the area between the
   * header and the tour bar. The picture is drawn centred on the whole screen, so it moves by as
   * much, and the scene does not slide when the frame replaces it.
   */
  posterLift?: number;
};

/** The poster centred `lift` px above the screen's middle, still covering all of it. */
function posterPlacement(lift: number): React.CSSProperties | undefined {
  if (Math.abs(lift) < 1) return undefined;
  return { top: -(Math.abs(lift) + lift), height: `calc(100% + ${2 * Math.abs(lift)}px)` };
}

/** The first thing a visitor sees: the brand, the loading text and real progress. */
export function LoadingScreen({ brandName, logoUrl, experienceName, text, progress, leaving, poster = null, posterLift = 0 }: Props) {
  const { t } = useI18n();
  const percent = Math.round(Math.min(Math.max(progress.fraction, 0), 1) * 100);
  return (
    <div className="viewer-loading" data-leaving={leaving} data-poster={poster ? true : undefined} aria-hidden={leaving || undefined}>
      {poster && <ScenePosterImage picture={poster} className="viewer-loading-poster" alt="" style={posterPlacement(posterLift)} />}
      <div className="viewer-loading-inner">
        <BrandMark brandName={brandName} logoUrl={logoUrl} size="large" />
        <h1 className="viewer-loading-title">{experienceName}</h1>
        <div
          className="viewer-progress"
          role="progressbar"
          aria-label={text || t("loading")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t("loadingItems", { percent, done: progress.done, total: progress.total })}
        >
          <span className="viewer-progress-bar" style={{ transform: `scaleX(${percent / 100})` }} />
        </div>
        <p className="viewer-loading-text">
          <span>{text}</span>
          <span className="viewer-loading-percent" data-testid="loading-percent">
            {/* Padded with figure spaces to the width of "100", so the climbing count never moves. */}
            {String(percent).padStart(3, "\u2007")}%
          </span>
        </p>
      </div>
    </div>
  );
}
