import type { ScenePicture } from "@vitrine/contract";

type Props = {
  picture: ScenePicture;
  className: string;
  /** Empty where the picture only decorates (the loading screen), the scene's words where it stands for the 3D. */
  alt: string;
  style?: React.CSSProperties;
};

/** A scene drawn at publishing: the upright picture on a portrait screen, the wide one elsewhere. */
export function ScenePosterImage({ picture, className, alt, style }: Props) {
  return (
    <picture>
      <source media="(orientation: portrait)" srcSet={picture.portrait.url} width={picture.portrait.width} height={picture.portrait.height} />
      <img
        className={className}
        src={picture.landscape.url}
        width={picture.landscape.width}
        height={picture.landscape.height}
        alt={alt}
        style={style}
        fetchPriority="high"
      />
    </picture>
  );
}
