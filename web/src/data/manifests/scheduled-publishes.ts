import type { Page, ReschedulePublish, ScheduledPublish, SchedulePublish } from "@vitrine/contract";
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

/** How many of the brand's next publishes a timeline shows: a week holds far fewer launches. */
const BRAND_UPCOMING_LIMIT = 50;

export function listBrandScheduledPublishes(brandId: string): Promise<Page<ScheduledPublish>> {
  return api("listBrandScheduledPublishes", { params: { brandId }, query: { limit: BRAND_UPCOMING_LIMIT } });
}

/** The brand's upcoming scheduled publishes, all experiences, soonest first (null brand: no request). */
export function useBrandScheduledPublishes(brandId: string | null) {
  return useSWR(brandId ? manifestKeys.brandScheduledPublishes(brandId) : null, () => listBrandScheduledPublishes(brandId!));
}

/** A change to one experience's schedule shows in its list and in the brand-wide one. */
const scheduleKeys = ({ brandId, experienceId }: { brandId: string; experienceId: string }) => [
  manifestKeys.scheduledPublishes(brandId, experienceId),
  manifestKeys.brandScheduledPublishes(brandId),
];

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
    invalidates: scheduleKeys,
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
    invalidates: scheduleKeys,
  });
}

export interface ReschedulePublishInput extends CancelScheduledPublishInput {
  time: ReschedulePublish;
}

export function reschedulePublish({ brandId, experienceId, scheduledPublishId, time }: ReschedulePublishInput): Promise<ScheduledPublish> {
  return api("reschedulePublish", { params: { brandId, experienceId, scheduledPublishId }, body: time });
}

export function useReschedulePublish() {
  return useApiMutation(reschedulePublish, { invalidates: scheduleKeys });
}
