import "./lib/zod-csp";
import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { BootPlaceholder } from "./app/boot-placeholder";
import { matchPublicViewer } from "./app/public-viewer-paths";
import "./styles/index.css";

const root = createRoot(document.getElementById("root")!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
render(<BootPlaceholder />);

// A QR code's page loads the viewer alone; every other address the console with its router.
const viewer = matchPublicViewer(window.location.pathname);
if (viewer) {
  void import("./app/public-viewer-app").then(({ PublicViewerApp, preloadPublicViewer }) => {
    preloadPublicViewer(viewer);
    render(<PublicViewerApp match={viewer} />);
  });
} else {
  void import("./app/app").then(({ App }) => render(<App />));
}
