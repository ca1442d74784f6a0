import { Component, type ReactNode } from "react";

type Props = {
  /** Shown instead of the children once they have thrown; nothing by default. */
  fallback?: ReactNode;
  /** Told once about the error (to report it, or to show it somewhere else). */
  onError?: (error: unknown) => void;
  children: ReactNode;
};

/**
 * Keeps an error thrown while rendering its children inside them: the rest of the screen (and,
 * around 3D content, the canvas and its WebGL context) stays. Give it a `key` that changes with
 * what it guards (a model file, a retry) so the next attempt starts clean.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
