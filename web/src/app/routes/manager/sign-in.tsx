import { Navigate, useSearchParams } from "react-router-dom";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { SignInScreen } from "@/features/auth/components/sign-in-screen";
import { useAuth } from "@/lib/auth/auth-provider";
import { safeNext } from "@/lib/auth/sign-in-path";
// The first screen: its one line from the sign-in screens' catalogue, not the whole console's.
import { useT } from "@/features/auth/messages";

export default function SignIn() {
  const { authUser, isLoading } = useAuth();
  const t = useT();
  const [searchParams] = useSearchParams();
  if (isLoading) return <LoadingPlaceholder fullScreen text={t("loading.vitrine")} />;
  // Signed in (just now, or from an earlier visit): go where the person was heading.
  if (authUser && !authUser.isAnonymous) return <Navigate to={safeNext(searchParams.get("next"))} replace />;
  return <SignInScreen />;
}
