import { WebhooksPage } from "../components/webhooks-page";

export default function WebhooksRoute() {
  return <WebhooksPage />;
}
