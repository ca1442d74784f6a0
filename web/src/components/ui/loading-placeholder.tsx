import { cn } from "@/lib/cn";
import { Spinner } from "./spinner";

interface LoadingPlaceholderProps {
  /** Optional line under the spinner, e.g. "Loading brands…". Without it, a hidden "Loading" (this component is in the first chunk every visitor downloads, outside the console's languages). */
  text?: string;
  /** Fill the whole viewport (first load) instead of the content area. */
  fullScreen?: boolean;
}

export function LoadingPlaceholder({ text, fullScreen = false }: LoadingPlaceholderProps) {
  return (
    <div className={cn("loading-placeholder", fullScreen && "loading-placeholder-full")} role="status" aria-live="polite">
      <Spinner size={20} />
      <span className={text ? "loading-placeholder-text" : "visually-hidden"}>{text ?? "Loading"}</span>
    </div>
  );
}

/** Grey bars shaped like table rows, so lists keep their height while loading. */
export function SkeletonRows({ rows = 4 }: { rows?: number }) {
  return (
    <div className="skeleton-rows" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton-row">
          <span className="skeleton skeleton-avatar" />
          <span className="skeleton skeleton-line" style={{ width: `${40 + ((index * 17) % 35)}%` }} />
          <span className="skeleton skeleton-pill" />
        </div>
      ))}
    </div>
  );
}
