import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";

function Broken(): never {
  throw new Error("shader refused");
}

describe("<ErrorBoundary>", () => {
  it("shows its children while they render", () => {
    render(
      <ErrorBoundary fallback={<p>fallback</p>}>
        <p>scene</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("scene")).toBeTruthy();
  });

  it("shows the fallback instead of a child that throws, keeps its siblings, and reports the error once", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onError = vi.fn();
    render(
      <>
        <p>toolbar</p>
        <ErrorBoundary fallback={<p>3D is not available</p>} onError={onError}>
          <Broken />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByText("3D is not available")).toBeTruthy();
    expect(screen.getByText("toolbar")).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]![0] as Error).message).toBe("shader refused");
  });

  it("renders nothing in place of the failed children when it has no fallback", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(container.innerHTML).toBe("");
  });
});
