import { useParams } from "react-router-dom";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useAiChat } from "@/data/ai-chat/get-ai-chat";
import { AiChatEditor } from "../components/ai-chat-editor";
import { useT } from "../messages";

/** Route module of `…/experience/:experienceId/ai-chat`. */
export default function AiChatRoute() {
  const t = useT();
  const { brandId = "", experienceId = "" } = useParams();
  const { data: settings, error, mutate } = useAiChat(brandId, experienceId);
  if (error && !settings) {
    return (
      <Card>
        <ErrorState title={t("route.loadError")} error={error} onRetry={() => mutate()} />
      </Card>
    );
  }
  if (!settings) return <LoadingPlaceholder text={t("route.loading")} />;
  return <AiChatEditor key={`${brandId}/${experienceId}`} brandId={brandId} experienceId={experienceId} settings={settings} />;
}
