import { signOut } from "firebase/auth";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { auth } from "@/lib/firebase";
import { toastError } from "@/lib/notify";
import { SIGN_IN_PATH } from "@/lib/auth/sign-in-path";
import { useT } from "../../messages";

export default function Logout() {
  const navigate = useNavigate();
  const t = useT();
  useEffect(() => {
    let cancelled = false;
    signOut(auth)
      .catch(toastError)
      .finally(() => {
        if (!cancelled) navigate(SIGN_IN_PATH, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return <LoadingPlaceholder fullScreen text={t("loading.signingOut")} />;
}
