import { useState } from "react";
import { Button } from "@/components/ui/button";
import { IconAlert } from "@/components/ui/icons";
import { authErrorMessage, isAuthError } from "@/lib/auth-errors";
import { formatDate } from "@/lib/format";
import { toastError, toastSuccess } from "@/lib/notify";
import { useOnboarding } from "@/data/onboarding/get-onboarding";
import { resendVerificationEmail } from "../lib/resend-verification-email";
import { useT } from "../messages";
import "./onboarding.css";

/**
 * Above every console screen while the workspace's founder has not verified their email: the
 * workspace is deleted on `verifyBy` otherwise. Gone as soon as a read sees the email verified.
 */
export function VerifyEmailBanner() {
  const { data, mutate, isValidating } = useOnboarding();
  const t = useT();
  const [sending, setSending] = useState(false);
  if (!data || data.emailVerified) return null;

  const resend = async () => {
    setSending(true);
    try {
      const email = await resendVerificationEmail();
      toastSuccess({ title: t("verifyBanner.emailSent"), description: t("verifyBanner.emailSentTo", { email }) });
    } catch (error) {
      toastError(isAuthError(error) ? new Error(authErrorMessage(error)) : error);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="verify-banner" role="status" aria-label={t("verifyBanner.label")}>
      <span className="verify-banner-icon">
        <IconAlert />
      </span>
      <div className="verify-banner-text">
        <p className="verify-banner-title">{t("verifyBanner.title")}</p>
        <p>{data.verifyBy ? t("verifyBanner.textWithDeadline", { date: formatDate(data.verifyBy) }) : t("verifyBanner.text")}</p>
      </div>
      <div className="verify-banner-actions">
        <Button variant="secondary" size="sm" onClick={() => mutate()} loading={isValidating && !sending}>
          {t("verifyBanner.verified")}
        </Button>
        <Button variant="primary" size="sm" onClick={resend} loading={sending}>
          {t("verifyBanner.resend")}
        </Button>
      </div>
    </section>
  );
}
