import type { Manifest } from "@vitrine/contract";
import { describeScene } from "../lib/describe-scene";
import { useI18n } from "./i18n-provider";

interface Props {
  id: string;
  manifest: Manifest;
  sceneId: string;
}

/** The 3D view's text alternative (referenced by the canvas's aria-describedby): what stands in the scene and what can be opened. */
export function SceneDescription({ id, manifest, sceneId }: Props) {
  const { t, locale } = useI18n();
  const scene = manifest.scenes.find((s) => s.id === sceneId);
  if (!scene) return null;
  const { things, hasVideoWall, products } = describeScene(manifest, scene, locale);
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  const items = [...things.map(({ name, count }) => (count > 1 ? t("sceneCount", { count, name }) : name)), ...(hasVideoWall ? [t("sceneVideoWall")] : [])];
  return (
    <p id={id} className="visually-hidden">
      {items.length > 0 ? t("sceneHolds", { items: list.format(items) }) : t("sceneEmpty")}
      {products.length > 0 && ` ${t("sceneProducts", { items: list.format(products.map((p) => `${p.name} (${p.price})`)) })}`}
    </p>
  );
}
