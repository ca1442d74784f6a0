import { useParams } from "react-router-dom";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useCan } from "@/data/me/use-can";
import { useTheme } from "@/data/theme/get-theme";
import { ThemeEditor } from "../components/theme-editor";
import { useT } from "../messages";

/** Route module of `…/experience/:experienceId/theme`. */
export default function ThemeRoute() {
  const t = useT();
  const { brandId = "", experienceId = "" } = useParams();
  const can = useCan();
  // The editor holds its own draft: refetching on focus would only race with typing.
  const { data, error, mutate } = useTheme(brandId, experienceId, { revalidateOnFocus: false });
  if (error && !data) return <ErrorState title={t("route.loadError")} error={error} onRetry={() => mutate()} />;
  if (!data) return <LoadingPlaceholder text={t("route.loading")} />;
  return <ThemeEditor key={experienceId} brandId={brandId} experienceId={experienceId} theme={data} canWrite={can("brandContent.write", brandId)} />;
}
