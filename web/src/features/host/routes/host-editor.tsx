import { useParams } from "react-router-dom";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useCan } from "@/data/me/use-can";
import { useHost } from "@/data/host/get-host";
import { HostEditor } from "../components/host-editor";
import { useT } from "../messages";

/** Route module of `…/experience/:experienceId/host-editor`. */
export default function HostEditorRoute() {
  const t = useT();
  const { brandId = "", experienceId = "" } = useParams();
  const can = useCan();
  const { data, error, mutate } = useHost(brandId, experienceId);
  if (error && !data) return <ErrorState title={t("route.loadError")} error={error} onRetry={() => mutate()} />;
  if (!data) return <LoadingPlaceholder text={t("route.loading")} />;
  return <HostEditor key={experienceId} brandId={brandId} experienceId={experienceId} host={data} canWrite={can("brandContent.write", brandId)} />;
}
