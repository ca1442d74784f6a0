import { Grid, OrbitControls } from "@react-three/drei";
import { useThree } from "@react-three/fiber";
import { Suspense, useEffect } from "react";
import { StudioEnvironment } from "@/components/three/studio-environment";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { gridScale } from "@/lib/three/framing";
import { HELPER_LAYER, LibraryModel, type ModelReports } from "./library-model";
import type { ViewOptions } from "./viewport-toolbar";

/** The viewport's colours, also read by the browser test to tell the model from the background. */
export const STAGE_BACKGROUND = "#eef0f4";
const GRID_CELL = "#d5dae2";
const GRID_SECTION = "#b4bbc7";

type Props = {
  url: string;
  /** Bounding radius from the stored stats: sizes the grid before the file has loaded. */
  radius: number;
  view: ViewOptions;
  viewToken: number;
  /** Identifies the object and the load attempt: a new key remounts the model ("Try again"). */
  modelKey: string;
  /** Its onFailed also hears of a model that throws while set up or drawn. */
  reports: ModelReports;
};

/** Everything inside the canvas: studio light, ground grid, the model and the orbit controls. */
export function ModelStage({ url, radius, view, viewToken, modelKey, reports }: Props) {
  const camera = useThree((state) => state.camera);
  useEffect(() => {
    camera.layers.enable(HELPER_LAYER);
  }, [camera]);

  const grid = gridScale(radius);

  return (
    <>
      <color attach="background" args={[STAGE_BACKGROUND]} />
      <StudioEnvironment intensity={0.7} />
      {/* A soft key light from the camera's side gives edges some definition beyond the studio fill. */}
      <directionalLight position={[3, 5, 4]} intensity={0.9} />
      {/* Just under the ground, so the contact shadow (whose camera looks up from y = 0) ignores it. */}
      <Grid
        position={[0, -0.0005, 0]}
        infiniteGrid
        cellSize={grid.cell}
        sectionSize={grid.section}
        cellThickness={0.6}
        sectionThickness={1}
        cellColor={GRID_CELL}
        sectionColor={GRID_SECTION}
        fadeDistance={radius * 14}
        fadeStrength={1.5}
      />
      {/* A model that loads but throws while set up or drawn must not unmount the canvas and lose its
          WebGL context: the viewport shows the error outside the canvas instead. */}
      <ErrorBoundary key={modelKey} onError={reports.onFailed}>
        <Suspense fallback={null}>
          <LibraryModel url={url} view={view} viewToken={viewToken} {...reports} />
        </Suspense>
      </ErrorBoundary>
      {/* Never below the floor; damping makes orbiting feel physical. */}
      <OrbitControls makeDefault enableDamping autoRotate={view.autoRotate} autoRotateSpeed={1.2} maxPolarAngle={Math.PI / 2 - 0.04} />
    </>
  );
}
