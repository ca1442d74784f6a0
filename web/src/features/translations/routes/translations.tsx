import { useParams } from "react-router-dom";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useTranslations } from "@/data/translations/get-translations";
import { TranslationsEditor } from "../components/translations-editor";

/** Route module of `…/experience/:experienceId/translations`. */
export default function TranslationsRoute() {
  const { brandId = "", experienceId = "" } = useParams();
  const { data, error, mutate } = useTranslations({ brandId, experienceId });
  if (error && !data) {
    return (
      <Card>
        <ErrorState title="Could not load the translations" error={error} onRetry={() => mutate()} />
      </Card>
    );
  }
  if (!data) return <LoadingPlaceholder text="Loading the texts…" />;
  return <TranslationsEditor key={`${brandId}/${experienceId}`} scope={{ brandId, experienceId }} data={data} />;
}
