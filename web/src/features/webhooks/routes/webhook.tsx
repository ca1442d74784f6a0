import { useParams } from "react-router-dom";
import { WebhookPage } from "../components/webhook-page";

export default function WebhookRoute() {
  const { webhookId = "" } = useParams();
  // Keyed so that moving to another endpoint starts from its own state (open rows, page).
  return <WebhookPage key={webhookId} webhookId={webhookId} />;
}
