import { useEffect, useMemo } from "react";
import { BoxGeometry, MeshStandardMaterial, PlaneGeometry } from "three";
import { drawWallTexture, wallSize, WALL_LIFT, type WallGrid } from "../../lib/video-wall-look";

const frameMaterial = new MeshStandardMaterial({ color: "#1f2430", roughness: 0.6, metalness: 0.2 });
const FRAME = 0.04;
const DEPTH = 0.06;

/** The wall's screen (a preview of its grid) in a slim frame, on a stand down to the floor. */
export function VideoWallSurface({ wall }: { wall: WallGrid }) {
  const { width, height } = wallSize(wall);
  const { rows, columns, emptyTitle } = wall;
  // Redrawn when what it shows changes, not when a new but equal grid object comes in.
  const titlesKey = wall.titles.join("\n");
  const texture = useMemo(
    () => drawWallTexture({ rows, columns, titles: titlesKey ? titlesKey.split("\n") : [], emptyTitle }),
    [rows, columns, titlesKey, emptyTitle],
  );
  const screen = useMemo(
    () => new MeshStandardMaterial({ map: texture, emissiveMap: texture, emissive: "#ffffff", emissiveIntensity: 0.55, roughness: 0.35 }),
    [texture],
  );
  const geometries = useMemo(
    () => ({
      screen: new PlaneGeometry(width, height),
      frame: new BoxGeometry(width + FRAME * 2, height + FRAME * 2, DEPTH),
      stand: new BoxGeometry(Math.min(0.3, width * 0.2), WALL_LIFT, DEPTH * 1.5),
      foot: new BoxGeometry(Math.min(1.2, width * 0.6), 0.03, 0.45),
    }),
    [width, height],
  );
  useEffect(
    () => () => {
      texture?.dispose();
      screen.dispose();
    },
    [texture, screen],
  );
  useEffect(() => () => Object.values(geometries).forEach((geometry) => geometry.dispose()), [geometries]);

  const centreY = WALL_LIFT + height / 2;
  return (
    <group>
      <mesh geometry={geometries.frame} material={frameMaterial} position={[0, centreY, -DEPTH / 2 - 0.001]} />
      <mesh geometry={geometries.screen} material={screen} position={[0, centreY, 0.001]} />
      <mesh geometry={geometries.stand} material={frameMaterial} position={[0, WALL_LIFT / 2, -DEPTH]} />
      <mesh geometry={geometries.foot} material={frameMaterial} position={[0, 0.015, -DEPTH]} />
    </group>
  );
}
