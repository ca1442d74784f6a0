import { useState, type FormEvent } from "react";
import type { PublishRequest } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api-error";
import { browserTimeZone } from "@/lib/time-zones";
import { useApprovePublishRequest, useCreatePublishRequest, usePublishRequests, useRejectPublishRequest } from "@/data/manifests/publish-requests";
import { formatDateTime } from "../lib/format";
import { useT } from "../messages";
import { QueueCard } from "./queue-card";

interface PublishRequestsCardProps {
  brandId: string;
  experienceId: string;
  canWrite: boolean;
  canApprove: boolean;
}

const tones = { pending: "warning", approved: "success", rejected: "danger", superseded: "neutral" } as const;

/**
 * On a brand that requires approval: editors ask for the draft to be published (with release
 * notes; the server attaches the changes against the live version), brand admins approve or reject.
 */
export function PublishRequestsCard({ brandId, experienceId, canWrite, canApprove }: PublishRequestsCardProps) {
  const t = useT();
  const requests = usePublishRequests(brandId, experienceId);
  const create = useCreatePublishRequest();
  const approve = useApprovePublishRequest();
  const reject = useRejectPublishRequest();
  const [releaseNotes, setReleaseNotes] = useState("");
  const [comment, setComment] = useState("");
  // Empty: approving publishes at once; a time: approving schedules the reviewed draft for then.
  const [publishAt, setPublishAt] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);

  const onRequest = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const result = await create.trigger({ brandId, experienceId, request: { releaseNotes } });
    if (result.ok) setReleaseNotes("");
    else if (isApiError(result.error)) setRefusal(result.error.message);
  };

  const decide = async (request: PublishRequest, approved: boolean) => {
    setRefusal(null);
    const target = { brandId, experienceId, publishRequestId: request.id };
    const schedule = publishAt ? { localDateTime: publishAt, timezone: browserTimeZone() } : undefined;
    const result = approved
      ? await approve.trigger({ ...target, approval: { comment, ...(schedule && { schedule }) } })
      : await reject.trigger({ ...target, rejection: { comment } });
    if (result.ok) {
      setComment("");
      setPublishAt("");
    } else if (isApiError(result.error)) setRefusal(result.error.message);
    void requests.mutate();
  };

  return (
    <QueueCard
      id="publish-requests"
      title={t("requests.title")}
      description={t("requests.description")}
      form={
        <>
          {canWrite && (
            <form className="inline-form scheduled-publish-form" onSubmit={onRequest}>
              <TextField label={t("requests.releaseNotes")} value={releaseNotes} maxLength={4000} onChange={(event) => setReleaseNotes(event.target.value)} />
              <Button type="submit" variant="primary" loading={create.isMutating}>
                {t("requests.request")}
              </Button>
            </form>
          )}
          {refusal && <p className="field-error">{refusal}</p>}
        </>
      }
      response={requests}
      errorTitle={t("requests.loadError")}
      emptyText={t("requests.none")}
      renderItem={(request: PublishRequest) => (
        <>
          <span>
            <Badge tone={tones[request.status]}>{t(`requests.status.${request.status}`)}</Badge>{" "}
            {t("requests.requested", { date: formatDateTime(request.requestedAt), name: request.requestedBy.name ?? "" })}
            {request.releaseNotes ? ` — ${request.releaseNotes}` : ""}
            {request.changes ? ` ${t("requests.changes", { count: request.changes.length })}` : ""}
            {request.decisionComment ? ` — ${request.decisionComment}` : ""}
          </span>
          {canApprove && request.status === "pending" && (
            <span className="inline-form">
              <TextField label={t("requests.comment")} value={comment} maxLength={2000} onChange={(event) => setComment(event.target.value)} />
              <TextField
                label={t("requests.publishAt")}
                type="datetime-local"
                value={publishAt}
                hint={t("requests.publishAtHint", { timezone: browserTimeZone() })}
                onChange={(event) => setPublishAt(event.target.value.slice(0, 16))}
              />
              <Button variant="primary" loading={approve.isMutating} onClick={() => void decide(request, true)}>
                {publishAt ? t("requests.approveAt") : t("requests.approve")}
              </Button>
              <Button variant="ghost" loading={reject.isMutating} disabled={!comment.trim()} onClick={() => void decide(request, false)}>
                {t("requests.reject")}
              </Button>
            </span>
          )}
        </>
      )}
    />
  );
}
