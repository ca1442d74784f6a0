/**
 * More line icons in the style of `icons.tsx` (24px grid, Lucide-like strokes, `currentColor`),
 * for the content screens: stores, opening hours, surveys and their questions.
 */
import { makeIcon as lineIcon } from "./icons";

export const IconGrip = lineIcon(["M9 6h.01", "M15 6h.01", "M9 12h.01", "M15 12h.01", "M9 18h.01", "M15 18h.01"], "IconGrip");
export const IconArrowUp = lineIcon(["M12 19V5", "M5 12l7-7 7 7"], "IconArrowUp");
export const IconArrowDown = lineIcon(["M12 5v14", "M19 12l-7 7-7-7"], "IconArrowDown");
export const IconClock = lineIcon(["M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z", "M12 6v6l4 2"], "IconClock");
export const IconMapPin = lineIcon(["M12 22s7-6.1 7-12a7 7 0 0 0-14 0c0 5.9 7 12 7 12z", "M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"], "IconMapPin");
export const IconGlobe = lineIcon(["M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z", "M2 12h20", "M12 2a15 15 0 0 1 0 20", "M12 2a15 15 0 0 0 0 20"], "IconGlobe");
export const IconStar = lineIcon(["M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z"], "IconStar");
export const IconDownload = lineIcon(["M12 4v11", "M7 10l5 5 5-5", "M5 20h14"], "IconDownload");
export const IconArchive = lineIcon(["M3 4h18v4H3z", "M5 8v11a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8", "M10 12h4"], "IconArchive");
export const IconRestore = lineIcon(["M3 12a9 9 0 1 0 3-6.7", "M3 4v5h5"], "IconRestore");
export const IconPencil = lineIcon(["M4 20h4L19 9l-4-4L4 16z", "M13.5 6.5l4 4"], "IconPencil");
export const IconCircleDot = lineIcon(["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"], "IconCircleDot");
export const IconListChecks = lineIcon(
  ["M3 6l1.5 1.5L7 5", "M3 12l1.5 1.5L7 11", "M3 18l1.5 1.5L7 17", "M11 6h10", "M11 12h10", "M11 18h10"],
  "IconListChecks",
);
export const IconText = lineIcon(["M4 7V5h16v2", "M12 5v14", "M9 19h6"], "IconText");
export const IconLanguages = lineIcon(["m5 8 6 6", "m4 14 6-6 2-3", "M2 5h12", "M7 2h1", "m22 22-5-10-5 10", "M14 18h6"], "IconLanguages");
