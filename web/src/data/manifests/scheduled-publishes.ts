import type { Page, ScheduledPublish, SchedulePublish } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { manifestKeys } from "./keys";

export function listScheduledPublishes(brandId: string, experienceId: string): Promise<Page<ScheduledPublish>> {
  return api("listScheduledPublishes", { params: { brandId, experienceId } });
}

/** The experience's upcoming scheduled publishes, soonest first. */
export function useScheduledPublishes(brandId: string, experienceId: string) {
  return useSWR(manifestKeys.scheduledPublishes(brandId, experienceId), () => listScheduledPublishes(brandId, experienceId));
}

export interface SchedulePublishInput {
  brandId: string;
  experienceId: string;
  time: SchedulePublish;
}

export function schedulePublish({ brandId, experienceId, time }: SchedulePublishInput): Promise<ScheduledPublish> {
  return api("schedulePublish", { params: { brandId, experienceId }, body: time });
}

export function useSchedulePublish() {
  return useApiMutation(schedulePublish, {
    invalidates: ({ brandId, experienceId }) => [manifestKeys.scheduledPublishes(brandId, experienceId)],
  });
}

export interface CancelScheduledPublishInput {
  brandId: string;
  experienceId: string;
  scheduledPublishId: string;
}

export function cancelScheduledPublish({ brandId, experienceId, scheduledPublishId }: CancelScheduledPublishInput): Promise<ScheduledPublish> {
  return api("cancelScheduledPublish", { params: { brandId, experienceId, scheduledPublishId } });
}

export function useCancelScheduledPublish() {
  return useApiMutation(cancelScheduledPublish, {
    invalidates: ({ brandId, experienceId }) => [manifestKeys.scheduledPublishes(brandId, experienceId)],
  });
}
