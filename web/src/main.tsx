import "./lib/zod-csp";
import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { BootPlaceholder } from "./app/boot-placeholder";
import { matchPublicViewer, publicViewerScreens } from "./app/public-viewer-paths";
import "./styles/index.css";

const root = createRoot(document.getElementById("root")!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
render(<BootPlaceholder />);

// A QR code's page loads the viewer alone; every other address the console with its router.
const viewer = matchPublicViewer(window.location.pathname);
if (viewer) {
  // The app (which starts the placement's requests as soon as it arrives) and the screen's code
  // download side by side.
  const app = import("./app/public-viewer-app").then((module) => {
    module.preloadPublicViewer(viewer);
    return module;
  });
  void Promise.all([app, publicViewerScreens[viewer.screen]()]).then(([{ PublicViewerApp }, { default: Screen }]) =>
    render(<PublicViewerApp match={viewer} Screen={Screen} />),
  );
} else {
  void import("./app/app").then(({ App }) => render(<App />));
}
