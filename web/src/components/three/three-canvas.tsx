import { createRoot, events as pointerEvents, extend, type ReconcilerRoot, type RenderProps } from "@react-three/fiber";
import { FiberProvider, useContextBridge } from "its-fine";
import { Suspense, useInsertionEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import * as THREE_ELEMENTS from "./three-elements";

extend(THREE_ELEMENTS);

type Size = { width: number; height: number; top: number; left: number };

type Props = Omit<RenderProps<HTMLCanvasElement>, "size" | "events"> & {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  role?: string;
  "aria-label"?: string;
  /** The id of a text alternative of what the canvas draws. */
  "aria-describedby"?: string;
};

/**
 * A react-three-fiber canvas, built on its `createRoot`, that knows only the three.js classes in
 * `THREE_ELEMENTS`. R3F's own `Canvas` does the same work but registers every class three.js
 * has, which ships all of three.js (about 200 KB gzip) to every 3D screen; this one lets the
 * bundler keep only what the scenes use. Like R3F's, it fills its parent, follows its size,
 * carries React context into the scene and lets an error inside the scene (or a renderer that
 * cannot start) reach the error boundaries around it.
 */
export function ThreeCanvas(props: Props) {
  return (
    <FiberProvider>
      <CanvasRoot {...props} />
    </FiberProvider>
  );
}

function CanvasRoot({ children, className, style, role, "aria-label": ariaLabel, "aria-describedby": describedBy, ...config }: Props) {
  const Bridge = useContextBridge();
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rootRef = useRef<ReconcilerRoot<HTMLCanvasElement> | null>(null);
  const size = useElementSize(containerRef);
  const [error, setError] = useState<{ error: unknown } | null>(null);
  if (error) throw error.error;

  // Released only on final removal: insertion effects are not replayed by StrictMode.
  useInsertionEffect(
    () => () => {
      rootRef.current?.unmount();
      rootRef.current = null;
    },
    [],
  );

  // No dependency list, like R3F's Canvas: the root is reconfigured after every render and applies
  // only what changed.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const container = containerRef.current;
    if (!canvas || !container || !size) return;
    const root = (rootRef.current ??= createRoot(canvas));
    root
      .configure({
        ...config,
        size,
        events: pointerEvents,
        onCreated: (state) => {
          // Listen on the wrapper, not the canvas, so HTML laid over the scene can pass events on.
          state.events.connect?.(container);
          config.onCreated?.(state);
        },
      })
      .catch((reason: unknown) => setError({ error: reason }));
    if (root.ready.status === "rejected") return;
    root.render(
      <Bridge>
        {/* The scene is a separate React root: hand its errors to the page's tree. */}
        <ErrorBoundary onError={(reason) => setError({ error: reason })}>
          <Suspense fallback={null}>{children}</Suspense>
        </ErrorBoundary>
      </Bridge>,
    );
  });

  return (
    <div
      ref={containerRef}
      className={className}
      role={role ?? (ariaLabel ? "img" : undefined)}
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      style={{ position: "relative", width: "100%", height: "100%", overflow: "hidden", ...style }}
    >
      <canvas ref={canvasRef} style={{ display: "block" }} />
    </div>
  );
}

/** The container's size, measured before the first paint and whenever it changes. */
function useElementSize(ref: React.RefObject<HTMLElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height, top, left } = element.getBoundingClientRect();
      if (width <= 0 || height <= 0) return;
      setSize((previous) =>
        previous && previous.width === width && previous.height === height && previous.top === top && previous.left === left
          ? previous
          : { width, height, top, left },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
