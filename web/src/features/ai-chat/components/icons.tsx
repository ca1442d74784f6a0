import { makeIcon } from "@/components/ui/icons";

// The chat's own few icons, drawn like the shared set.
export const IconSend = makeIcon(["M22 2 11 13", "M22 2 15 22l-4-9-9-4 20-7z"], "IconSend");
export const IconBook = makeIcon(["M4 19.5A2.5 2.5 0 0 1 6.5 17H20", "M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z"], "IconBook");
export const IconTag = makeIcon(["M20.59 13.41 13.42 20.58a2 2 0 0 1-2.83 0L2 12V2h10l8.59 8.59a2 2 0 0 1 0 2.82z", "M7 7h.01"], "IconTag");
export const IconMessage = makeIcon(["M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"], "IconMessage");
export const IconRefresh = makeIcon(["M21 12a9 9 0 1 1-3-6.7L21 8", "M21 3v5h-5"], "IconRefresh");
