import { isApiError } from "@/lib/api-error";
import { useTestManifest } from "../api/get-test-manifest";
import { BootScreen } from "../components/boot-screen";
import { I18nProvider, useI18n } from "../components/i18n-provider";
import { ViewerExperience } from "../components/viewer-experience";
import type { ViewerRouteProps } from "./viewer";
import { isPaused, PausedPage, PlacementNotFoundPage, TestLinkForbiddenPage, ViewerErrorPage } from "../components/viewer-message-page";
import { useDocumentTitle } from "../hooks/use-document-title";

/**
 * `/{placementId}/test/{testAccessId}`: the live draft for reviewers, under a "Preview — draft"
 * banner. A revoked or unknown test id is a 403 page with the server's explanation.
 */
export default function ViewerTestRoute({ placementId, testAccessId = "" }: ViewerRouteProps) {
  return (
    <I18nProvider pending={<BootScreen />}>
      <PreviewViewer placementId={placementId} testAccessId={testAccessId} />
    </I18nProvider>
  );
}

function PreviewViewer({ placementId, testAccessId }: { placementId: string; testAccessId: string }) {
  const test = useTestManifest(placementId, testAccessId);
  const { t } = useI18n();
  useDocumentTitle(test.data ? t("previewTitle", { name: test.data.manifest.name }) : null);

  if (test.error) {
    if (isPaused(test.error)) return <PausedPage />;
    if (isApiError(test.error) && test.error.status === 403) return <TestLinkForbiddenPage message={test.error.message} />;
    if (isApiError(test.error) && test.error.status === 404) return <PlacementNotFoundPage />;
    return <ViewerErrorPage message={isApiError(test.error) ? test.error.message : t("checkConnection")} onRetry={() => void test.mutate()} />;
  }
  if (!test.data) return <BootScreen />;
  const preview = {
    placementName: test.data.placement.name,
    testAccessId: test.data.testAccess.id,
    allowComments: test.data.testAccess.allowComments,
    problems: test.data.problems.map((problem) => problem.message),
  };
  return <ViewerExperience manifest={test.data.manifest} placementId={placementId} preview={preview} />;
}
