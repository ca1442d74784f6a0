import { ApiReferencePage } from "../components/api-reference-page";

export default function ApiReferenceRoute() {
  return <ApiReferencePage />;
}
