import { SsoPage } from "../components/sso-page";

export default function SsoRoute() {
  return <SsoPage />;
}
