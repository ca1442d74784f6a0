import { useI18n } from "../i18n-provider";
import { Sheet } from "../sheet";
import ArButton from "./ar-button";
import type { ArModel } from "./ar-model";

/** A tapped object that sells no product but can be seen in the room: its name and "View in your space". */
export default function ArObjectSheet({ modelId, model, onClose }: { modelId: string; model: ArModel; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Sheet labelledBy="viewer-ar-object-title" onClose={onClose} className="viewer-ar-object" closeLabel={t("close")}>
      <div className="viewer-ar-object-body">
        <h2 id="viewer-ar-object-title" className="viewer-product-name">
          {model.name}
        </h2>
        <ArButton modelId={modelId} model={model} productId={null} />
      </div>
    </Sheet>
  );
}
