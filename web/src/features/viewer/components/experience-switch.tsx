import type { Manifest, ScenePicture } from "@vitrine/contract";
import { useEffect, useState } from "react";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import type { ViewerBridge } from "../lib/viewer-bridge";
import { BootScreen } from "./boot-screen";
import { ViewerExperience } from "./viewer-experience";
import { ViewerErrorPage } from "./viewer-message-page";

type Props = {
  /** The manifest of what to show now; null while it loads. */
  manifest: Manifest | null;
  placementId: string;
  brandName: string;
  /** Loading `manifest` failed. */
  error: string | null;
  onRetry: () => void;
  /** The embed page's bridge to the host page. */
  bridge?: ViewerBridge | null;
  /** The first scene's picture of the version the placement resolved to (`experienceId@version`). */
  picture?: { of: string; picture: ScenePicture | null } | null;
};

/** How long the old experience fades into the new one's background before the new one replaces it. */
const SWITCH_FADE_MS = 450;

const keyOf = (manifest: Manifest) => `${manifest.experienceId}@${manifest.version}`;

/**
 * The experience a placement shows, across schedule changes during the visit: the one on screen
 * stays until the next one's manifest has loaded (a failure to load it keeps it too), then fades
 * into the next one's background colour, which its loading screen opens on. Each experience is a
 * fresh `ViewerExperience`, so analytics ends one session and starts another for it.
 */
export function ExperienceSwitch({ manifest, placementId, brandName, error, onRetry, bridge = null, picture = null }: Props) {
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState<Manifest | null>(manifest);
  const [switched, setSwitched] = useState(false);
  // The first manifest is shown as soon as it arrives; later ones are switched to.
  if (!shown && manifest) setShown(manifest);
  const incoming = manifest && shown && keyOf(manifest) !== keyOf(shown) ? manifest : null;

  useEffect(() => {
    if (!incoming) return;
    const timer = setTimeout(
      () => {
        setShown(incoming);
        setSwitched(true);
      },
      reducedMotion ? 0 : SWITCH_FADE_MS,
    );
    return () => clearTimeout(timer);
  }, [incoming, reducedMotion]);

  if (!shown) return error ? <ViewerErrorPage message={error} onRetry={onRetry} /> : <BootScreen brandName={brandName} />;
  return (
    <>
      <ViewerExperience
        key={keyOf(shown)}
        manifest={shown}
        placementId={placementId}
        switched={switched}
        bridge={bridge}
        picture={picture?.of === keyOf(shown) ? picture.picture : null}
      />
      {incoming && <div className="viewer-switch-veil" style={{ background: incoming.theme.colors.background }} aria-hidden="true" />}
    </>
  );
}
