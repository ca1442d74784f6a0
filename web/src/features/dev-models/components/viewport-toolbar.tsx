import type { ReactNode } from "react";
import { IconBounds, IconRotate, IconWireframe } from "@/components/ui/icons-3d";
import { IconRestore } from "@/components/ui/icons-extra";
import { cn } from "@/lib/cn";
import { useT } from "../messages";

export interface ViewOptions {
  wireframe: boolean;
  bounds: boolean;
  autoRotate: boolean;
}

interface ViewportToolbarProps {
  options: ViewOptions;
  onChange: (options: ViewOptions) => void;
  onResetView: () => void;
  /** Nothing to act on (the model failed to load). */
  disabled?: boolean;
}

const TOGGLES: { key: keyof ViewOptions; label: "toolbar.wireframe" | "toolbar.bounds" | "toolbar.autoRotate"; icon: ReactNode }[] = [
  { key: "wireframe", label: "toolbar.wireframe", icon: <IconWireframe size={15} /> },
  { key: "bounds", label: "toolbar.bounds", icon: <IconBounds size={15} /> },
  { key: "autoRotate", label: "toolbar.autoRotate", icon: <IconRotate size={15} /> },
];

/** Floating controls over the viewport: view toggles (pressed state for assistive tech) and a reset. */
export function ViewportToolbar({ options, onChange, onResetView, disabled = false }: ViewportToolbarProps) {
  const t = useT();
  return (
    <div className="viewport-toolbar" role="toolbar" aria-label={t("toolbar.label")}>
      {TOGGLES.map(({ key, label, icon }) => (
        <button
          key={key}
          type="button"
          className={cn("viewport-tool", options[key] && "viewport-tool-on")}
          aria-pressed={options[key]}
          disabled={disabled}
          onClick={() => onChange({ ...options, [key]: !options[key] })}
        >
          {icon}
          <span className="viewport-tool-label">{t(label)}</span>
        </button>
      ))}
      <span className="viewport-toolbar-separator" aria-hidden="true" />
      <button type="button" className="viewport-tool" onClick={onResetView} disabled={disabled}>
        <IconRestore size={15} />
        <span className="viewport-tool-label">{t("toolbar.reset")}</span>
      </button>
    </div>
  );
}
