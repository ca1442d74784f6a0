import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the workspace's people screen: members, pending invitations, the invite dialog. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
