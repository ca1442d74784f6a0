import { useEffect, useState } from "react";
import type { DraftManifest, ManifestProblem, ManifestVersion } from "@contract";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { IconSparkles } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { isApiError } from "@/lib/api-error";
import { usePublishExperience } from "@/data/manifests/publish-experience";
import { formatDateTime, plural } from "../lib/format";
import { ChangeList } from "./change-list";
import { ProblemList } from "./problem-list";

interface PublishCardProps {
  brandId: string;
  experienceId: string;
  canWrite: boolean;
  draft: { data?: DraftManifest; error?: unknown; isLoading: boolean; mutate: () => void };
  live: ManifestVersion | undefined;
  liveManifest: Parameters<typeof ChangeList>[0]["manifests"][number];
}

/** The live version at a glance, what the draft would change, what blocks it, and the Publish button. */
export function PublishCard({ brandId, experienceId, canWrite, draft, live, liveManifest }: PublishCardProps) {
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
      disabled={!canWrite || upToDate || !data}
      title={!canWrite ? "Only brand editors can publish" : upToDate ? "The draft matches the live version" : undefined}
    >
      <IconSparkles /> {live ? "Publish changes" : "Publish"}
    </Button>
  );

  return (
    <Card className="publish-card">
      <CardHeader
        title="Publishing"
        description="Publishing freezes the draft into a new version that every QR code showing this experience opens at once. Earlier versions stay in the history."
        actions={publishButton}
      />
      <CardBody className="publish-body">
        {draft.error && !data ? (
          <ErrorState title="Could not check the draft" error={draft.error} onRetry={draft.mutate} />
        ) : draft.isLoading && !data ? (
          <SkeletonRows rows={2} />
        ) : (
          <>
            <div className="publish-status">
              {live ? (
                <>
                  <Badge tone="success" dot>
                    Live
                  </Badge>
                  <span>
                    <strong>Version {live.version}</strong>, published {formatDateTime(live.publishedAt)}
                    {live.publishedBy.name ? ` by ${live.publishedBy.name}` : ""}
                    {live.rolledBackFrom !== null ? ` (content of version ${live.rolledBackFrom})` : ""}
                  </span>
                </>
              ) : (
                <>
                  <Badge tone="neutral">Not published</Badge>
                  <span>Nobody sees this experience yet: publish it and its QR codes show it.</span>
                </>
              )}
            </div>
            {changes !== null && (
              <div className="publish-status">
                {changes.length === 0 ? (
                  <span className="publish-note">The draft matches the live version: nothing to publish.</span>
                ) : (
                  <>
                    <Badge tone="warning">{plural(changes.length, "change")}</Badge>
                    <span>The draft has changes the public does not see yet.</span>
                    <button type="button" className="link-button" aria-expanded={showChanges} onClick={() => setShowChanges((v) => !v)}>
                      {showChanges ? "Hide changes" : "Show changes"}
                    </button>
                  </>
                )}
              </div>
            )}
            {showChanges && changes && changes.length > 0 && <ChangeList changes={changes} manifests={[liveManifest, data?.manifest ?? undefined]} />}
            {problems.length > 0 && (
              <Alert tone="danger" title={`Fix ${plural(problems.length, "problem")} before publishing`}>
                <ProblemList problems={problems} brandId={brandId} experienceId={experienceId} />
              </Alert>
            )}
          </>
        )}
      </CardBody>
    </Card>
  );
}
