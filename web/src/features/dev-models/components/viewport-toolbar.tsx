import type { ReactNode } from "react";
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
  { key: "wireframe", label: "toolbar.wireframe", icon: <ToolIcon d={["M4 20L12 4l8 16H4z", "M8 12h8", "M12 4v16", "M8 12l4 8 4-8"]} /> },
  { key: "bounds", label: "toolbar.bounds", icon: <ToolIcon d={["M4 8V4h4", "M16 4h4v4", "M20 16v4h-4", "M8 20H4v-4", "M9 9h6v6H9z"]} /> },
  { key: "autoRotate", label: "toolbar.autoRotate", icon: <ToolIcon d={["M20 12a8 8 0 1 1-2.34-5.66", "M20 4v4h-4"]} /> },
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
        <ToolIcon d={["M3 12a9 9 0 1 0 3-6.7", "M3 4v5h5"]} />
        <span className="viewport-tool-label">{t("toolbar.reset")}</span>
      </button>
    </div>
  );
}

/** 24px line icons in the style of components/ui/icons, for the few tools only this screen has. */
function ToolIcon({ d }: { d: string[] }) {
  return (
    <svg
      width={15}
      height={15}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {d.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
