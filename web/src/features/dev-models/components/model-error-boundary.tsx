import { Component, type ReactNode } from "react";

interface ModelErrorBoundaryProps {
  /** Told once about the error, so the viewport can show it outside the canvas. */
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * The safety net for a model that loads but throws while it is set up or drawn (a failed download
 * is reported as data, without throwing): without it the error would unmount the whole Canvas and
 * lose its WebGL context. Renders nothing instead; give it a `key` per model and attempt so the
 * next model or a retry starts clean.
 */
export class ModelErrorBoundary extends Component<ModelErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
