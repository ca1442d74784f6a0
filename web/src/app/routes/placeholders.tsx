/**
 * "Coming soon" screens for the areas of DESIGN.md that later issues build. Each names its area
 * and says in one line what it will do, so the navigation is complete and honest today.
 */
import type { ReactNode } from "react";
import { useParams } from "react-router-dom";
import { Badge } from "@/components/ui/badge";
import {
  IconBrands,
  IconClipboard,
  IconCube,
  IconPalette,
  IconQr,
  IconSparkles,
  IconStore,
  IconUsers,
  IconVideo,
} from "@/components/ui/icons";
import { Logo } from "@/components/logo";

export type PlaceholderArea =
  | "sets"
  | "surveys"
  | "stores"
  | "store"
  | "videos"
  | "viewer"
  | "viewer-test"
  | "dashboard"
  | "scenes"
  | "analytics"
  | "world-builder"
  | "products"
  | "experience-virtual-objects"
  | "video-wall"
  | "qr-code-scheduler"
  | "theme"
  | "host-editor"
  | "ai-chat"
  | "manifest";

interface AreaCopy {
  title: string;
  text: string;
  icon: ReactNode;
  /** Outside the console shell (public viewer, developer tools). */
  standalone?: boolean;
}

export const placeholderCopy: Record<PlaceholderArea, AreaCopy> = {
  sets: { title: "Sets", text: "Reusable 3D environments — backdrop model, lighting preset and floor — shared by this brand’s experiences.", icon: <IconCube size={22} /> },
  surveys: { title: "Surveys", text: "Ask viewers single or multiple choice, rating and free-text questions, and read their responses.", icon: <IconClipboard size={22} /> },
  stores: { title: "Stores", text: "The brand’s physical stores — address, location, timezone and opening hours — and their QR placements.", icon: <IconStore size={22} /> },
  store: { title: "Store", text: "One store’s details and the QR placements standing in it.", icon: <IconStore size={22} /> },
  videos: { title: "Videos", text: "The brand’s video library: upload videos, pick posters and use them in experiences.", icon: <IconVideo size={22} /> },
  viewer: { title: "Experience viewer", text: "Opens the experience behind this QR code in the browser: tap products, watch videos, answer a survey.", icon: <IconQr size={22} />, standalone: true },
  "viewer-test": { title: "Draft preview", text: "Shows reviewers the draft of this experience before it is published.", icon: <IconQr size={22} />, standalone: true },
  dashboard: { title: "Dashboard", text: "The experience at a glance: status, published version, scans and what to do next.", icon: <IconSparkles size={22} /> },
  scenes: { title: "Scenes", text: "The scenes of the experience, their objects, camera path and tags.", icon: <IconCube size={22} /> },
  analytics: { title: "Analytics", text: "Scans, sessions, product taps and survey answers over time.", icon: <IconSparkles size={22} /> },
  "world-builder": { title: "World builder", text: "Place, move and light 3D objects in the scene.", icon: <IconCube size={22} /> },
  products: { title: "Products", text: "The products shown in the experience, with prices, links and hotspots.", icon: <IconBrands size={22} /> },
  "experience-virtual-objects": { title: "Virtual objects", text: "Library models placed in this experience and their transforms.", icon: <IconCube size={22} /> },
  "video-wall": { title: "Video wall", text: "Choose and arrange the videos playing inside the experience.", icon: <IconVideo size={22} /> },
  "qr-code-scheduler": { title: "QR code scheduler", text: "Decide which experience each QR placement opens, and when.", icon: <IconQr size={22} /> },
  theme: { title: "Theme", text: "Colours, fonts and the look of the viewer’s interface.", icon: <IconPalette size={22} /> },
  "host-editor": { title: "Host editor", text: "The virtual host that greets viewers: appearance and script.", icon: <IconUsers size={22} /> },
  "ai-chat": { title: "AI chat", text: "Let viewers ask questions about products, answered from the brand’s content.", icon: <IconSparkles size={22} /> },
  manifest: { title: "Manifest", text: "The immutable published versions of this experience, and what each contained.", icon: <IconClipboard size={22} /> },
};

function ComingSoon({ area }: { area: PlaceholderArea }) {
  const copy = placeholderCopy[area];
  const params = useParams();
  const body = (
    <div className="coming-soon">
      <span className="coming-soon-icon">{copy.icon}</span>
      <Badge tone="accent">Coming soon</Badge>
      <h1 className="coming-soon-title">{copy.title} — coming soon</h1>
      <p className="coming-soon-text">{copy.text}</p>
      {params.placementId && (
        <p className="coming-soon-meta">
          Placement <span className="mono">{params.placementId}</span>
        </p>
      )}
    </div>
  );
  if (!copy.standalone) return body;
  return (
    <div className="standalone-page">
      <Logo />
      {body}
    </div>
  );
}

export function placeholderScreen(area: PlaceholderArea) {
  function Placeholder() {
    return <ComingSoon area={area} />;
  }
  Placeholder.displayName = `Placeholder(${area})`;
  return Placeholder;
}
