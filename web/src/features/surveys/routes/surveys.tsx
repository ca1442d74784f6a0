import { useParams, useSearchParams } from "react-router-dom";
import { SurveyEditor } from "../components/survey-editor";
import { SurveyList } from "../components/survey-list";

/**
 * Route module of `…/brands/:brandId/surveys`. The list and the editor share the route:
 * `?status=archived` picks the tab and `?survey=<id>` (or `new`) opens the editor, so both can be
 * linked to and the back button returns to the list.
 */
export default function SurveysRoute() {
  const { brandId = "" } = useParams();
  const [params] = useSearchParams();
  const surveyId = params.get("survey");
  if (surveyId) return <SurveyEditor key={`${brandId}/${surveyId}`} brandId={brandId} surveyId={surveyId === "new" ? null : surveyId} />;
  return <SurveyList key={brandId} brandId={brandId} status={params.get("status") === "archived" ? "archived" : "active"} />;
}
