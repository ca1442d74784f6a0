import { Navigate } from "react-router-dom";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useAuth } from "@/lib/auth/auth-provider";
import { HOME_PATH, SIGN_IN_PATH } from "@/lib/auth/sign-in-path";
// The first screen: its one line from the sign-in screens' catalogue, not the whole console's.
import { useT } from "@/features/auth/messages";

/** `/manager`: straight to the brands when signed in, else to sign-in. */
export default function ManagerIndex() {
  const { authUser, isLoading } = useAuth();
  const t = useT();
  if (isLoading) return <LoadingPlaceholder fullScreen text={t("loading.vitrine")} />;
  return <Navigate to={authUser && !authUser.isAnonymous ? HOME_PATH : SIGN_IN_PATH} replace />;
}
