import { useState } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { IconPlus } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { useCreateScene } from "@/data/scenes/create-scene";
import { useObjectNames } from "@/data/virtual-objects/list-object-names";
import { useReorderScenes } from "@/data/scenes/reorder-scenes";
import { useScenes } from "@/data/scenes/list-scenes";
import { useCan } from "@/data/me/use-can";
import { SceneEditor } from "../components/scene-editor";
import { SceneList } from "../components/scene-list";
import { useT } from "../messages";
import "../components/scenes.css";

/** `…/experience/:experienceId/scenes?scene=<id>`: the scenes in order beside the open scene's editor. */
export default function ScenesRoute() {
  const t = useT();
  const { brandId = "", experienceId = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const can = useCan();
  const editable = can("brandContent.write", brandId);
  const { data, error, mutate } = useScenes(brandId, experienceId);
  const { names } = useObjectNames(brandId, experienceId);
  const createScene = useCreateScene();
  const reorderScenes = useReorderScenes();
  const [creating, setCreating] = useState(false);

  const scenes = data?.items ?? [];
  const requested = search.get("scene");
  const selectedIndex = Math.max(
    0,
    scenes.findIndex((scene) => scene.id === requested),
  );
  const selected = scenes[selectedIndex];
  const select = (sceneId: string) => setSearch({ scene: sceneId });

  const addScene = async () => {
    setCreating(true);
    const outcome = await createScene.trigger({ brandId, experienceId, name: t("route.newSceneName", { number: scenes.length + 1 }) });
    setCreating(false);
    if (outcome.ok) select(outcome.data.id);
  };

  if (error && !data)
    return (
      <Card>
        <ErrorState title={t("route.loadError")} error={error} onRetry={() => mutate()} />
      </Card>
    );

  return (
    <div className="scenes-layout">
      <Card className="scenes-sidebar">
        <CardHeader
          title={t("route.title")}
          description={editable ? t("route.description") : t("route.descriptionReadOnly")}
          actions={
            editable && (
              <Button size="sm" variant="primary" onClick={() => void addScene()} loading={creating}>
                <IconPlus /> {t("route.addScene")}
              </Button>
            )
          }
        />
        {data ? (
          <SceneList
            scenes={scenes}
            selectedId={selected?.id}
            onSelect={select}
            onReorder={(sceneIds) => void reorderScenes.trigger({ brandId, experienceId, sceneIds })}
            editable={editable}
          />
        ) : (
          <SkeletonRows rows={3} />
        )}
      </Card>
      {selected ? (
        <SceneEditor
          key={selected.id}
          brandId={brandId}
          experienceId={experienceId}
          scene={selected}
          position={selectedIndex + 1}
          sceneCount={scenes.length}
          modelNames={names}
          editable={editable}
          reload={async () => (await mutate())?.items.find((scene) => scene.id === selected.id)}
          onSelect={select}
        />
      ) : (
        <Card>
          <SkeletonRows rows={6} />
        </Card>
      )}
    </div>
  );
}
