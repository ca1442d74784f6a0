import { useT } from "../messages";
import "./frame-guides.css";

/** Screen shapes visitors hold: a phone upright and the same phone turned sideways (390×844 CSS pixels). */
const PHONE_UPRIGHT = 390 / 844;
const PHONE_SIDEWAYS = 844 / 390;

type Props = {
  /** Shown when on; the toggle lives with the viewport's other controls. */
  visible: boolean;
};

/**
 * Dashed outlines of what a phone shows of the editor's current view, upright and sideways. The
 * viewer keeps the camera's direction and vertical field of view and steps back until the objects
 * in view fit, so whatever sits outside the upright outline is what phones bring in by stepping
 * back: keep the subject inside it for a close framing on phones.
 */
export function FrameGuides({ visible }: Props) {
  const t = useT();
  if (!visible) return null;
  return (
    <div className="wb-frame-guides" aria-hidden="true">
      <div className="wb-frame-guide wb-frame-guide-upright" style={{ aspectRatio: String(PHONE_UPRIGHT) }}>
        <span className="wb-frame-guide-label">{t("frameGuides.upright")}</span>
      </div>
      <div className="wb-frame-guide wb-frame-guide-sideways" style={{ aspectRatio: String(PHONE_SIDEWAYS) }}>
        <span className="wb-frame-guide-label">{t("frameGuides.sideways")}</span>
      </div>
    </div>
  );
}
