import { Navigate, useLocation } from "react-router-dom";
import { signInPathFor } from "@/lib/auth/sign-in-path";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useAuth } from "@/lib/auth/auth-provider";
import { DevModelsPage } from "../components/dev-models-page";
import { useT } from "../messages";

/**
 * Route module of `/dev/models`. Like the console panel it needs a signed-in workspace member (the
 * library is per workspace: the samples plus its own uploads); anyone else goes to sign-in with
 * the way back. It lives outside the panel's shell, so it checks this itself.
 */
export default function DevModelsRoute() {
  const t = useT();
  const location = useLocation();
  const { authUser, isLoading } = useAuth();
  if (isLoading) return <LoadingPlaceholder fullScreen text={t("route.signingIn")} />;
  if (!authUser || authUser.isAnonymous) return <Navigate to={signInPathFor(location)} replace />;
  return <DevModelsPage />;
}
