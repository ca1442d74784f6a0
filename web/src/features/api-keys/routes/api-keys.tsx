import { ApiKeysPage } from "../components/api-keys-page";

export default function ApiKeysRoute() {
  return <ApiKeysPage />;
}
