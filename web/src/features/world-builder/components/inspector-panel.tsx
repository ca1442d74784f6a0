import type { CameraPoints, LibraryObject, Scene, SceneObject, Segment, Transform, Vec3, VitrineSet } from "@contract";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { IconCopy, IconCube, IconTrash, IconVideo } from "@/components/ui/icons";
import { IconMapPin } from "@/components/ui/icons-extra";
import { Select } from "@/components/ui/input";
import type { ProductPin } from "../lib/product-pin";
import { placedTransform, type CameraDestination, type CameraPointChoice, type Selection } from "../lib/editor-state";
import { CameraSection } from "./camera-section";
import { objectName } from "./library-panel";
import { ProductsSection } from "./products-section";
import { TransformFields } from "./transform-fields";

interface InspectorPanelProps {
  sceneId: string;
  scenes: Scene[];
  objects: SceneObject[];
  segments: Segment[];
  camera: CameraPoints;
  setId: string | null;
  selection: Selection;
  libraryById: ReadonlyMap<string, LibraryObject>;
  products: ProductPin[] | null | undefined;
  sets: VitrineSet[] | undefined;
  editable: boolean;
  snap: boolean;
  placingId: string | null;
  onTransform: (id: string, transform: Transform, coalesce?: string) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onFocus: () => void;
  onCapture: (into: CameraDestination, point: CameraPointChoice, deriveEnds: boolean) => void;
  onClearSegmentCamera: (segmentId: string) => void;
  onPreviewCamera: (position: Vec3, target: Vec3) => void;
  onSelect: (selection: Selection) => void;
  onPlaceProduct: (productId: string) => void;
  onCancelPlacing: () => void;
  onRemoveHotspot: (productId: string) => void;
  onMovePin: (productId: string, position: Vec3) => void;
  onSetSet: (setId: string | null) => void;
}

/** The right side: what is selected and its transform, the camera points, hotspots and the set. */
export function InspectorPanel(props: InspectorPanelProps) {
  const { selection, editable } = props;
  const selectedObject = selection?.kind === "object" ? props.objects.find((o) => o.id === selection.id) : undefined;
  const selectedProduct = selection?.kind === "product" ? props.products?.find((p) => p.id === selection.id) : undefined;

  return (
    <aside className="wb-inspector" aria-label="Inspector">
      <Section title="Selection">
        {selectedObject ? (
          <div className="wb-selection">
            <div className="wb-selection-head">
              <span className="wb-selection-icon" aria-hidden="true">
                {selectedObject.kind === "videoWall" ? <IconVideo size={16} /> : <IconCube size={16} />}
              </span>
              <div className="wb-selection-title">
                <strong data-testid="selection-name">{objectName(selectedObject, props.libraryById)}</strong>
                <span className="wb-muted">{selectedObject.kind === "videoWall" ? "Video wall" : "Library model"}</span>
              </div>
            </div>
            <TransformFields
              transform={selectedObject.transform}
              snap={props.snap}
              disabled={!editable}
              onChange={(transform, coalesce) => props.onTransform(selectedObject.id, transform, coalesce && `${selectedObject.id}.${coalesce}`)}
            />
            <div className="wb-selection-actions">
              <Button size="sm" onClick={props.onFocus} title="Focus (F)">
                Focus
              </Button>
              <Button size="sm" onClick={props.onDuplicate} disabled={!editable} title="Duplicate (Ctrl+D)">
                <IconCopy /> Duplicate
              </Button>
              <Button size="sm" variant="danger" onClick={props.onDelete} disabled={!editable} title="Delete (Delete)">
                <IconTrash /> Delete
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
                <span className="wb-muted">Product hotspot</span>
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
              <Button size="sm" onClick={props.onFocus}>
                Focus
              </Button>
              <Button size="sm" onClick={() => props.onPlaceProduct(selectedProduct.id)} disabled={!editable}>
                Move by clicking
              </Button>
              <Button size="sm" variant="danger" onClick={() => props.onRemoveHotspot(selectedProduct.id)} disabled={!editable}>
                Remove
              </Button>
            </div>
          </div>
        ) : (
          <p className="wb-muted">Click an object in the view or the outline to inspect it.</p>
        )}
      </Section>

      <Section title="Camera">
        <CameraSection
          camera={props.camera}
          segments={props.segments}
          editable={editable}
          onCapture={props.onCapture}
          onClearSegmentCamera={props.onClearSegmentCamera}
          onPreview={props.onPreviewCamera}
        />
      </Section>

      <Section title="Product hotspots">
        <ProductsSection
          products={props.products}
          sceneId={props.sceneId}
          scenes={props.scenes}
          selectedId={selectedProduct?.id ?? null}
          placingId={props.placingId}
          editable={editable}
          onSelect={(id) => props.onSelect({ kind: "product", id })}
          onPlace={props.onPlaceProduct}
          onCancelPlacing={props.onCancelPlacing}
          onRemove={props.onRemoveHotspot}
        />
      </Section>

      <Section title="Set">
        <label className="wb-field">
          <span className="wb-field-label">Backdrop set</span>
          <Select
            value={props.setId ?? ""}
            disabled={!editable || !props.sets}
            onChange={(event) => props.onSetSet(event.target.value || null)}
            options={[
              { value: "", label: "No set (neutral studio)" },
              ...(props.sets ?? []).map((set) => ({ value: set.id, label: set.name })),
              // A set not in the first page of the list still shows by id rather than as "none".
              ...(props.setId && props.sets && !props.sets.some((set) => set.id === props.setId) ? [{ value: props.setId, label: "Current set" }] : []),
            ]}
          />
        </label>
        <p className="wb-muted">
          Light, floor and backdrop model come from the set. <Link to="../../sets">Manage sets</Link>
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
