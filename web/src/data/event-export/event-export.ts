import type { EventExportSettings, UpdateEventExport } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { eventExportKeys } from "./keys";
import { useT } from "../messages";

export function getEventExport(): Promise<EventExportSettings> {
  return api("getEventExport");
}

/** Whether the workspace writes its raw analytics events to hourly files (owners only). */
export function useEventExport() {
  return useSWR(eventExportKeys.settings(), getEventExport);
}

export function updateEventExport(body: UpdateEventExport): Promise<EventExportSettings> {
  return api("updateEventExport", { body });
}

export function useUpdateEventExport() {
  const t = useT();
  return useApiMutation(updateEventExport, {
    invalidates: () => [eventExportKeys.all],
    success: (settings) => (settings.enabled ? t("eventExport.on") : t("eventExport.off")),
  });
}
