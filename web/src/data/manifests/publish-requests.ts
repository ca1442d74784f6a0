import type { ApprovePublishRequest, CreatePublishRequest, Page, PublishRequest, RejectPublishRequest } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { experienceKeys } from "@/data/experiences/keys";
import { manifestKeys } from "./keys";

export function listPublishRequests(brandId: string, experienceId: string): Promise<Page<PublishRequest>> {
  return api("listPublishRequests", { params: { brandId, experienceId } });
}

/** The experience's publish requests, newest first. */
export function usePublishRequests(brandId: string, experienceId: string) {
  return useSWR(manifestKeys.publishRequests(brandId, experienceId), () => listPublishRequests(brandId, experienceId));
}

interface RequestTarget {
  brandId: string;
  experienceId: string;
}

export function createPublishRequest({ brandId, experienceId, request }: RequestTarget & { request: CreatePublishRequest }): Promise<PublishRequest> {
  return api("createPublishRequest", { params: { brandId, experienceId }, body: request });
}

export function useCreatePublishRequest() {
  return useApiMutation(createPublishRequest, {
    invalidates: ({ brandId, experienceId }) => [manifestKeys.publishRequests(brandId, experienceId)],
  });
}

type Decision = RequestTarget & { publishRequestId: string };

export function approvePublishRequest({
  brandId,
  experienceId,
  publishRequestId,
  approval,
}: Decision & { approval: ApprovePublishRequest }): Promise<PublishRequest> {
  return api("approvePublishRequest", { params: { brandId, experienceId, publishRequestId }, body: approval });
}

/** Approving publishes (or schedules): the versions, the draft's comparison and the experience's status change with it. */
export function useApprovePublishRequest() {
  return useApiMutation(approvePublishRequest, {
    invalidates: ({ brandId, experienceId }) => [
      manifestKeys.experience(brandId, experienceId),
      manifestKeys.brandScheduledPublishes(brandId),
      ...experienceKeys.afterPublishing(brandId, experienceId),
    ],
  });
}

export function rejectPublishRequest({
  brandId,
  experienceId,
  publishRequestId,
  rejection,
}: Decision & { rejection: RejectPublishRequest }): Promise<PublishRequest> {
  return api("rejectPublishRequest", { params: { brandId, experienceId, publishRequestId }, body: rejection });
}

export function useRejectPublishRequest() {
  return useApiMutation(rejectPublishRequest, {
    invalidates: ({ brandId, experienceId }) => [manifestKeys.publishRequests(brandId, experienceId)],
  });
}
