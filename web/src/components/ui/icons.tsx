/**
 * A handful of 24px line icons (drawn in the Lucide style) so the app needs no icon package.
 * They inherit `currentColor` and are hidden from assistive tech unless given a label; the plain
 * glyphs the public viewer shares are in `icons-basic.tsx`.
 */
import { makeIcon } from "./icons-basic";

export { makeIcon, IconPlus, IconCheck, IconChevronRight, IconChevronLeft, IconX, IconAlert, IconLock, IconCompass, IconExternal } from "./icons-basic";

export const IconBrands = makeIcon(["M3 7l9-4 9 4-9 4-9-4z", "M3 12l9 4 9-4", "M3 17l9 4 9-4"], "IconBrands");
export const IconUsers = makeIcon(
  ["M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2", "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M22 21v-2a4 4 0 0 0-3-3.87", "M16 3.13a4 4 0 0 1 0 7.75"],
  "IconUsers",
);
export const IconSettings = makeIcon(
  [
    "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
    "M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z",
  ],
  "IconSettings",
);
export const IconHome = makeIcon(["M3 10.5L12 3l9 7.5", "M5 9.5V21h14V9.5", "M9.5 21v-6h5v6"], "IconHome");
export const IconUserShield = makeIcon(
  ["M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3z", "M12 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4z", "M8.5 16a3.5 3.5 0 0 1 7 0"],
  "IconUserShield",
);
export const IconCube = makeIcon(["M21 16V8l-9-5-9 5v8l9 5 9-5z", "M3.3 7.5L12 12.5l8.7-5", "M12 22.5v-10"], "IconCube");
export const IconClipboard = makeIcon(
  ["M9 4h6v3H9z", "M15 5h2a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h2", "M9 12h6", "M9 16h4"],
  "IconClipboard",
);
export const IconStore = makeIcon(
  ["M3 9l1.5-5h15L21 9", "M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z", "M5 13v8h14v-8", "M10 21v-5h4v5"],
  "IconStore",
);
export const IconVideo = makeIcon(["M3 6h13a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z", "M17 10l5-3v10l-5-3"], "IconVideo");
export const IconSearch = makeIcon(["M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z", "M21 21l-4.35-4.35"], "IconSearch");
export const IconCopy = makeIcon(["M9 9h11v11H9z", "M5 15H4V4h11v1"], "IconCopy");
export const IconLogout = makeIcon(["M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4", "M16 17l5-5-5-5", "M21 12H9"], "IconLogout");
export const IconChevronDown = makeIcon(["M6 9l6 6 6-6"], "IconChevronDown");
export const IconSelector = makeIcon(["M7 15l5 5 5-5", "M7 9l5-5 5 5"], "IconSelector");
export const IconTrash = makeIcon(["M3 6h18", "M8 6V4h8v2", "M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6", "M10 11v6", "M14 11v6"], "IconTrash");
export const IconMore = makeIcon(
  ["M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z", "M19 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z", "M5 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"],
  "IconMore",
);
export const IconMenu = makeIcon(["M3 6h18", "M3 12h18", "M3 18h18"], "IconMenu");
export const IconMail = makeIcon(["M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z", "M22 6l-10 7L2 6"], "IconMail");
export const IconSparkles = makeIcon(
  ["M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z", "M19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z"],
  "IconSparkles",
);
export const IconQr = makeIcon(["M3 3h7v7H3z", "M14 3h7v7h-7z", "M3 14h7v7H3z", "M14 14h3v3h-3z", "M20 14v.01", "M14 20h.01", "M17 17h4v4h-4"], "IconQr");
export const IconPalette = makeIcon(
  ["M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-2a2 2 0 0 0-1.5 3.3A1.6 1.6 0 0 1 12 22z", "M7.5 11h.01", "M10.5 7h.01", "M15.5 7.5h.01"],
  "IconPalette",
);
export const IconArrowLeft = makeIcon(["M19 12H5", "M12 19l-7-7 7-7"], "IconArrowLeft");
export const IconEye = makeIcon(["M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z", "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"], "IconEye");
export const IconEyeOff = makeIcon(
  [
    "M9.9 9.9a3 3 0 1 0 4.2 4.2",
    "M10.7 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a13.2 13.2 0 0 1-1.7 2.7",
    "M6.6 6.6A13.5 13.5 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6",
    "M2 2l20 20",
  ],
  "IconEyeOff",
);
