import type { Transform, Vec3, VitrineSet } from "@vitrine/contract";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { IconCopy, IconCube, IconTrash, IconVideo } from "@/components/ui/icons";
import { IconMapPin } from "@/components/ui/icons-extra";
import { Select } from "@/components/ui/input";
import type { ProductPin } from "../lib/product-pin";
import { placedTransform, type CameraDestination, type CameraPointChoice, type EditorState } from "../lib/editor-state";
import { useT } from "../messages";
import { CameraSection } from "./camera-section";
import { MaterialVariantPicker } from "./material-variant-picker";
import type { EditorScene, SelectionCommands } from "./editor-scene";
import { objectName } from "./library-panel";
import { ProductsSection } from "./products-section";
import { TransformFields } from "./transform-fields";

interface InspectorPanelProps {
  scene: EditorScene;
  commands: SelectionCommands;
  /** The open scene's document, and the experience's scenes. */
  editor: Pick<EditorState, "sceneId" | "scenes" | "segments" | "camera" | "setId">;
  products: ProductPin[] | null | undefined;
  sets: VitrineSet[] | undefined;
  snap: boolean;
  placingId: string | null;
  onTransform: (id: string, transform: Transform, coalesce?: string) => void;
  /** Dresses a placed model in one of its material variants (null: its default look). */
  onVariant: (id: string, variant: string | null) => void;
  onCapture: (into: CameraDestination, point: CameraPointChoice, deriveEnds: boolean) => void;
  onClearSegmentCamera: (segmentId: string) => void;
  onPreviewCamera: (position: Vec3, target: Vec3) => void;
  onPlaceProduct: (productId: string) => void;
  onCancelPlacing: () => void;
  onRemoveHotspot: (productId: string) => void;
  onMovePin: (productId: string, position: Vec3) => void;
  onSetSet: (setId: string | null) => void;
  /** The scene's review comments (the app's shared comments panel). */
  comments: ReactNode;
}

/** The right side: what is selected and its transform, the camera points, hotspots and the set. */
export function InspectorPanel(props: InspectorPanelProps) {
  const t = useT();
  const { objects, libraryById, selection, editable, onSelect } = props.scene;
  const { onDuplicate, onDelete, onFocus } = props.commands;
  const { sceneId, scenes, segments, camera, setId } = props.editor;
  const selectedObject = selection?.kind === "object" ? objects.find((o) => o.id === selection.id) : undefined;
  const selectedProduct = selection?.kind === "product" ? props.products?.find((p) => p.id === selection.id) : undefined;
  const selectedModel = selectedObject?.kind === "model" ? libraryById.get(selectedObject.libraryObjectId) : undefined;
  const selectedVariant = selectedObject?.kind === "model" ? (selectedObject.variant ?? null) : null;

  return (
    <aside className="wb-inspector" aria-label={t("inspector.label")}>
      <Section title={t("inspector.selection")}>
        {selectedObject ? (
          <div className="wb-selection">
            <div className="wb-selection-head">
              <span className="wb-selection-icon" aria-hidden="true">
                {selectedObject.kind === "videoWall" ? <IconVideo size={16} /> : <IconCube size={16} />}
              </span>
              <div className="wb-selection-title">
                <strong data-testid="selection-name">{objectName(selectedObject, libraryById, t)}</strong>
                <span className="wb-muted">{selectedObject.kind === "videoWall" ? t("inspector.videoWall") : t("inspector.libraryModel")}</span>
              </div>
            </div>
            <TransformFields
              transform={selectedObject.transform}
              snap={props.snap}
              disabled={!editable}
              onChange={(transform, coalesce) => props.onTransform(selectedObject.id, transform, coalesce && `${selectedObject.id}.${coalesce}`)}
            />
            {selectedModel && (selectedModel.materialVariants.length > 0 || selectedVariant !== null) && (
              <MaterialVariantPicker
                objectId={selectedObject.id}
                libraryObject={selectedModel}
                variant={selectedVariant}
                disabled={!editable}
                onChange={(variant) => props.onVariant(selectedObject.id, variant)}
              />
            )}
            <div className="wb-selection-actions">
              <Button size="sm" onClick={onFocus} title={t("inspector.focusTitle")}>
                {t("inspector.focus")}
              </Button>
              <Button size="sm" onClick={onDuplicate} disabled={!editable} title={t("inspector.duplicateTitle")}>
                <IconCopy /> {t("inspector.duplicate")}
              </Button>
              <Button size="sm" variant="danger" onClick={onDelete} disabled={!editable} title={t("inspector.deleteTitle")}>
                <IconTrash /> {t("inspector.delete")}
              </Button>
            </div>
          </div>
        ) : selectedProduct?.hotspot ? (
          <div className="wb-selection">
            <div className="wb-selection-head">
              <span className="wb-selection-icon wb-selection-icon-pin" aria-hidden="true">
                <IconMapPin size={16} />
              </span>
              <div className="wb-selection-title">
                <strong data-testid="selection-name">{selectedProduct.name}</strong>
                <span className="wb-muted">{t("inspector.productHotspot")}</span>
              </div>
            </div>
            <TransformFields
              transform={placedTransform(selectedProduct.hotspot.position)}
              parts={["position"]}
              snap={props.snap}
              disabled={!editable}
              onChange={(transform) => props.onMovePin(selectedProduct.id, transform.position)}
            />
            <div className="wb-selection-actions">
              <Button size="sm" onClick={onFocus}>
                {t("inspector.focus")}
              </Button>
              <Button size="sm" onClick={() => props.onPlaceProduct(selectedProduct.id)} disabled={!editable}>
                {t("inspector.moveByClicking")}
              </Button>
              <Button size="sm" variant="danger" onClick={() => props.onRemoveHotspot(selectedProduct.id)} disabled={!editable}>
                {t("inspector.remove")}
              </Button>
            </div>
          </div>
        ) : (
          <p className="wb-muted">{t("inspector.nothingSelected")}</p>
        )}
      </Section>

      <Section title={t("inspector.camera")}>
        <CameraSection
          camera={camera}
          segments={segments}
          editable={editable}
          onCapture={props.onCapture}
          onClearSegmentCamera={props.onClearSegmentCamera}
          onPreview={props.onPreviewCamera}
        />
      </Section>

      <Section title={t("inspector.productHotspots")}>
        <ProductsSection
          products={props.products}
          sceneId={sceneId}
          scenes={scenes}
          selectedId={selectedProduct?.id ?? null}
          placingId={props.placingId}
          editable={editable}
          onSelect={(id) => onSelect({ kind: "product", id })}
          onPlace={props.onPlaceProduct}
          onCancelPlacing={props.onCancelPlacing}
          onRemove={props.onRemoveHotspot}
        />
      </Section>

      <Section title={t("inspector.comments")}>{props.comments}</Section>

      <Section title={t("inspector.set")}>
        <label className="wb-field">
          <span className="wb-field-label">{t("inspector.backdropSet")}</span>
          <Select
            value={setId ?? ""}
            disabled={!editable || !props.sets}
            onChange={(event) => props.onSetSet(event.target.value || null)}
            options={[
              { value: "", label: t("inspector.noSet") },
              ...(props.sets ?? []).map((set) => ({ value: set.id, label: set.name })),
              // A set not in the first page of the list still shows by id rather than as "none".
              ...(setId && props.sets && !props.sets.some((set) => set.id === setId) ? [{ value: setId, label: t("inspector.currentSet") }] : []),
            ]}
          />
        </label>
        <p className="wb-muted">
          {t("inspector.setHint")} <Link to="../../sets">{t("inspector.manageSets")}</Link>
        </p>
      </Section>
    </aside>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="wb-section" open>
      <summary className="wb-section-title">{title}</summary>
      <div className="wb-section-body">{children}</div>
    </details>
  );
}
