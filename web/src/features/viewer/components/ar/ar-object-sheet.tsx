import { useI18n } from "../i18n-provider";
import { Sheet } from "../sheet";
import ArButton from "./ar-button";
import type { ArModel } from "./ar-model";

interface ArObjectSheetProps {
  modelId: string;
  model: ArModel;
  /** The material variant the object wears in its scene (null: its own look): AR shows it so too. */
  variant?: string | null;
  onClose: () => void;
}

/** A tapped object that sells no product but can be seen in the room: its name and "View in your space". */
export default function ArObjectSheet({ modelId, model, variant = null, onClose }: ArObjectSheetProps) {
  const { t } = useI18n();
  return (
    <Sheet labelledBy="viewer-ar-object-title" onClose={onClose} className="viewer-ar-object" closeLabel={t("close")}>
      <div className="viewer-ar-object-body">
        <h2 id="viewer-ar-object-title" className="viewer-product-name">
          {model.name}
        </h2>
        <ArButton modelId={modelId} model={model} productId={null} option={variant ? { variant, name: variant } : null} />
      </div>
    </Sheet>
  );
}
