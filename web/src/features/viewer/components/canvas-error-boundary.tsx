import { Component, type ReactNode } from "react";

type Props = { fallback: ReactNode; onError: (error: unknown) => void; children: ReactNode };
type State = { failed: boolean };

/**
 * Catches a renderer that cannot start or crashes (a lost GPU, a driver refusing a shader): the
 * visitor gets the experience without 3D instead of a blank page.
 */
export class CanvasErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
