import { useParams } from "react-router-dom";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useTranslations } from "@/data/translations/get-translations";
import { TranslationsEditor } from "../components/translations-editor";
import { useT } from "../messages";

/** Route module of `…/experience/:experienceId/translations`. */
export default function TranslationsRoute() {
  const t = useT();
  const { brandId = "", experienceId = "" } = useParams();
  const { data, error, mutate } = useTranslations({ brandId, experienceId });
  if (error && !data) {
    return (
      <Card>
        <ErrorState title={t("route.loadError")} error={error} onRetry={() => mutate()} />
      </Card>
    );
  }
  if (!data) return <LoadingPlaceholder text={t("route.loading")} />;
  return <TranslationsEditor key={`${brandId}/${experienceId}`} scope={{ brandId, experienceId }} data={data} />;
}
