import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { PasswordField } from "@/components/ui/password-field";
import { authErrorCode } from "@/lib/auth-errors";
import { validate, type FieldErrors } from "@/lib/form";
import { errorMessage, toastError, toastSuccess } from "@/lib/notify";
import { changePassword, changePasswordSchema, PASSWORD_MIN_LENGTH } from "../lib/change-password";
import { useT } from "../messages";

export function PasswordCard() {
  const t = useT();
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  // Shown only once Firebase asks for a recent sign-in.
  const [needsCurrent, setNeedsCurrent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(changePasswordSchema, {
      newPassword,
      confirmPassword,
      currentPassword: needsCurrent ? currentPassword : undefined,
    });
    if (result.errors) return setErrors(result.errors);
    if (needsCurrent && !currentPassword) return setErrors({ currentPassword: t("password.enterCurrent") });
    setErrors({});
    setBusy(true);
    try {
      const outcome = await changePassword(result.data);
      if (outcome === "needs-current-password") {
        setNeedsCurrent(true);
        return;
      }
      toastSuccess({ description: t("password.changed") });
      setNewPassword("");
      setConfirmPassword("");
      setCurrentPassword("");
      setNeedsCurrent(false);
    } catch (error) {
      const code = authErrorCode(error);
      if (code === "wrong-password" || code === "invalid-credential") setErrors({ currentPassword: t("password.wrongCurrent") });
      else if (code === "weak-password") setErrors({ newPassword: errorMessage(error) });
      else toastError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader title={t("password.title")} description={t("password.description", { min: PASSWORD_MIN_LENGTH })} />
      <form onSubmit={submit} noValidate>
        <CardBody className="form-stack">
          {needsCurrent && <Alert tone="info">{t("password.confirmCurrent")}</Alert>}
          {needsCurrent && (
            <PasswordField
              showLabel={t("password.show")}
              label={t("password.current")}
              error={errors.currentPassword}
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              autoComplete="current-password"
              autoFocus
            />
          )}
          <div className="form-row">
            <PasswordField
              showLabel={t("password.show")}
              label={t("password.new")}
              error={errors.newPassword}
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
              autoComplete="new-password"
            />
            <PasswordField
              showLabel={t("password.show")}
              label={t("password.confirm")}
              error={errors.confirmPassword}
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
              autoComplete="new-password"
            />
          </div>
        </CardBody>
        <CardFooter>
          <Button type="submit" variant="primary" disabled={!newPassword} loading={busy}>
            {t("password.submit")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
