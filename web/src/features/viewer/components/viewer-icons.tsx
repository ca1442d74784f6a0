/** The viewer's few extra line icons, in the app's icon style. */
import { makeIcon } from "@/components/ui/icons-basic";

export const IconTag = makeIcon(["M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z", "M7.5 7.5h.01"], "IconTag");
export const IconComment = makeIcon(["M4 4h16v12H8l-4 4z", "M12 8v4", "M10 10h4"], "IconComment");
export const IconChat = makeIcon(["M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-5A8 8 0 1 1 21 12z"], "IconChat");
export const IconSend = makeIcon(["M22 2L11 13", "M22 2l-7 20-4-9-9-4 20-7z"], "IconSend");
export const IconVolume = makeIcon(["M11 5L6 9H2v6h4l5 4V5z", "M15.5 8.5a5 5 0 0 1 0 7", "M19 5a10 10 0 0 1 0 14"], "IconVolume");
export const IconVolumeOff = makeIcon(["M11 5L6 9H2v6h4l5 4V5z", "M22 9l-6 6", "M16 9l6 6"], "IconVolumeOff");
export const IconSurvey = makeIcon(["M9 11l3 3 8-8", "M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9"], "IconSurvey");
export const IconRefresh = makeIcon(["M21 12a9 9 0 1 1-3-6.7", "M21 4v5h-5"], "IconRefresh");
export const IconEyeDraft = makeIcon(["M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z", "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"], "IconEyeDraft");
export const IconStarFilled = makeIcon(["M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z"], "IconStarFilled");
export const IconGlobe = makeIcon(["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M3 12h18", "M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18z"], "IconGlobe");
export const IconPause = makeIcon(["M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z", "M10 9v6", "M14 9v6"], "IconPause");
