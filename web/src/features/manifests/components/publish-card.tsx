import { useEffect, useState } from "react";
import type { DraftManifest, ManifestProblem, ManifestVersion } from "@vitrine/contract";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { IconSparkles } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { isApiError } from "@/lib/api-error";
import { usePublishExperience } from "@/data/manifests/publish-experience";
import { formatDateTime } from "../lib/format";
import { useT } from "../messages";
import { ChangeList } from "./change-list";
import { ProblemList } from "./problem-list";

interface PublishCardProps {
  brandId: string;
  experienceId: string;
  canWrite: boolean;
  /** The brand publishes through approved requests only: the button gives way to the request card. */
  approvalRequired?: boolean;
  draft: { data?: DraftManifest; error?: unknown; isLoading: boolean; mutate: () => void };
  live: ManifestVersion | undefined;
  liveManifest: Parameters<typeof ChangeList>[0]["manifests"][number];
}

/** The live version at a glance, what the draft would change, what blocks it, and the Publish button. */
export function PublishCard({ brandId, experienceId, canWrite, approvalRequired = false, draft, live, liveManifest }: PublishCardProps) {
  const t = useT();
  const publish = usePublishExperience();
  // The server's answer to the last refused publish; the draft's own list takes over once it reloads.
  const [refused, setRefused] = useState<ManifestProblem[] | null>(null);
  const [showChanges, setShowChanges] = useState(false);
  const data = draft.data;
  useEffect(() => setRefused(null), [data]);
  const problems = refused ?? data?.problems ?? [];
  const changes = data?.changes ?? null;
  const upToDate = changes !== null && changes.length === 0 && problems.length === 0;

  const onPublish = async () => {
    setRefused(null);
    const result = await publish.trigger({ brandId, experienceId });
    if (!result.ok && isApiError(result.error) && result.error.code === "unprocessable") {
      draft.mutate();
      setRefused(result.error.issues);
    }
    if (result.ok) setShowChanges(false);
  };

  const publishButton = (
    <Button
      variant="primary"
      onClick={onPublish}
      loading={publish.isMutating}
      disabled={!canWrite || approvalRequired || upToDate || !data}
      title={!canWrite ? t("publish.onlyEditors") : approvalRequired ? t("publish.needsApproval") : upToDate ? t("publish.upToDate") : undefined}
    >
      <IconSparkles /> {live ? t("publish.publishChanges") : t("publish.publish")}
    </Button>
  );

  return (
    <Card className="publish-card">
      <CardHeader title={t("publish.title")} description={t("publish.description")} actions={publishButton} />
      <CardBody className="publish-body">
        {draft.error && !data ? (
          <ErrorState title={t("publish.checkError")} error={draft.error} onRetry={draft.mutate} />
        ) : draft.isLoading && !data ? (
          <SkeletonRows rows={2} />
        ) : (
          <>
            <div className="publish-status">
              {live ? (
                <>
                  <Badge tone="success" dot>
                    {t("common.live")}
                  </Badge>
                  <span>
                    <strong>{t("common.version", { version: live.version })}</strong>
                    {t("publish.published", { date: formatDateTime(live.publishedAt) })}
                    {live.publishedBy.name ? t("common.by", { name: live.publishedBy.name }) : ""}
                    {live.rolledBackFrom !== null ? t("publish.rolledBackFrom", { version: live.rolledBackFrom }) : ""}
                  </span>
                </>
              ) : (
                <>
                  <Badge tone="neutral">{t("publish.notPublished")}</Badge>
                  <span>{t("publish.nobodySees")}</span>
                </>
              )}
            </div>
            {changes !== null && (
              <div className="publish-status">
                {changes.length === 0 ? (
                  <span className="publish-note">{t("publish.nothingToPublish")}</span>
                ) : (
                  <>
                    <Badge tone="warning">{t("common.changeCount", { count: changes.length })}</Badge>
                    <span>{t("publish.draftHasChanges")}</span>
                    <button type="button" className="link-button" aria-expanded={showChanges} onClick={() => setShowChanges((v) => !v)}>
                      {showChanges ? t("publish.hideChanges") : t("publish.showChanges")}
                    </button>
                  </>
                )}
              </div>
            )}
            {showChanges && changes && changes.length > 0 && <ChangeList changes={changes} manifests={[liveManifest, data?.manifest ?? undefined]} />}
            {problems.length > 0 && (
              <Alert tone="danger" title={t("publish.fixProblems", { count: problems.length })}>
                <ProblemList problems={problems} brandId={brandId} experienceId={experienceId} />
              </Alert>
            )}
          </>
        )}
      </CardBody>
    </Card>
  );
}
