import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { acceptInvitationSchema, type InvitationPreview } from "@vitrine/contract";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { PasswordField } from "@/components/ui/password-field";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { isApiError } from "@/lib/api-error";
import { authErrorMessage, isAuthError } from "@/lib/auth-errors";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { formatDate } from "@/lib/format";
import { errorMessage } from "@/lib/notify";
import { brandRoleLabels } from "@/lib/roles";
import { acceptInvitationAndSignIn, acceptInvitationWithSso, isAccepted, markAccepted, useInvitationPreview } from "../api/accept-invitation";
import { useSsoLookup } from "../api/sso";
import { useT } from "../accept-invite/messages";
import { AuthCard } from "./auth-card";
import { SsoOffer } from "./sso-offer";
import "./accept-invite-screen.css";

function signInPath(workspace: string | null) {
  return `/manager/authentication/sign-in${workspace ? `?workspace=${encodeURIComponent(workspace)}` : ""}`;
}

/** What the invitation gives, in a sentence: "Olivia Owner invited you to join Demo Retail as an admin." */
function offer(preview: InvitationPreview, t: ReturnType<typeof useT>) {
  const params = { workspace: preview.workspace.name, role: preview.role };
  return preview.invitedBy ? t("acceptInvite.offer.invitedBy", { ...params, inviter: preview.invitedBy }) : t("acceptInvite.offer.invited", params);
}

/**
 * `/manager/authentication/accept-invite?workspace=…&token=…`: the invitee sees what they are
 * invited to, chooses their name and password, and is signed in. A used, revoked or expired link
 * says so and offers the sign-in screen.
 */
export function AcceptInviteScreen() {
  const [searchParams] = useSearchParams();
  const workspace = searchParams.get("workspace");
  const token = searchParams.get("token");
  const link = workspace && token ? { workspace, token } : null;
  const preview = useInvitationPreview(link);
  const t = useT();

  if (!link) return <RefusedInvitation workspace={workspace} message={t("acceptInvite.incomplete")} />;
  if (isAccepted(link)) return <LoadingPlaceholder fullScreen text={t("acceptInvite.signingIn")} />;
  if (preview.error) return <RefusedInvitation workspace={workspace} message={errorMessage(preview.error)} />;
  if (!preview.data) return <LoadingPlaceholder fullScreen text={t("acceptInvite.opening")} />;
  return <AcceptForm link={link} preview={preview.data} />;
}

function RefusedInvitation({ workspace, message }: { workspace: string | null; message: string }) {
  const t = useT();
  return (
    <AuthCard
      title={t("acceptInvite.refused.title")}
      description={t("acceptInvite.refused.description")}
      footer={<span>{t("acceptInvite.refused.footer")}</span>}
    >
      <div className="form-stack">
        <Alert tone="danger">{message}</Alert>
        <Link className={buttonClass("primary", "md", "btn-block")} to={signInPath(workspace)}>
          {t("acceptInvite.goToSignIn")}
        </Link>
      </div>
    </AuthCard>
  );
}

function AcceptForm({ link, preview }: { link: { workspace: string; token: string }; preview: InvitationPreview }) {
  const navigate = useNavigate();
  const t = useT();
  const [displayName, setDisplayName] = useState(preview.displayName ?? "");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // An invitee whose domain uses the workspace's single sign-on accepts by signing in with it.
  const sso = useSsoLookup(link.workspace, preview.email);

  const acceptWithSso = async () => {
    if (!sso) return;
    setFailure(null);
    setBusy(true);
    try {
      await acceptInvitationWithSso(link, sso, preview.email, displayName.trim() || undefined);
      markAccepted(link);
      navigate("/manager/panel/brands", { replace: true });
    } catch (error) {
      setFailure(isAuthError(error) ? authErrorMessage(error) : errorMessage(error));
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = validate(acceptInvitationSchema, { ...link, displayName, password });
    if (parsed.errors) return setErrors(parsed.errors);
    setErrors({});
    setBusy(true);
    try {
      await acceptInvitationAndSignIn(parsed.data);
      navigate("/manager/panel/brands", { replace: true });
    } catch (error) {
      if (isAuthError(error)) setFailure(authErrorMessage(error));
      else if (isApiError(error) && error.issues.length > 0) setErrors(apiFieldErrors(error));
      else setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t("acceptInvite.title", { workspace: preview.workspace.name })}
      description={offer(preview, t)}
      footer={<span>{t("acceptInvite.footer", { date: formatDate(preview.expiresAt) })}</span>}
    >
      <form className="form-stack" onSubmit={submit} noValidate>
        {failure && <Alert tone="danger">{failure}</Alert>}
        {preview.brands.length > 0 && (
          <ul className="invite-brands" aria-label={t("acceptInvite.brands")}>
            {preview.brands.map((brand) => (
              <li key={brand.id}>
                <span className="invite-brand-name">{brand.name}</span>
                <span className="cell-muted">{brandRoleLabels[brand.role].label}</span>
              </li>
            ))}
          </ul>
        )}
        <TextField
          label={t("acceptInvite.email")}
          hint={t("acceptInvite.emailHint")}
          type="email"
          name="email"
          value={preview.email}
          readOnly
          autoComplete="username"
        />
        <TextField
          label={t("acceptInvite.displayName")}
          error={errors.displayName}
          name="name"
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          autoComplete="name"
          maxLength={80}
          required
          autoFocus
        />
        {sso && (
          <SsoOffer
            sso={sso}
            busy={busy}
            onContinue={() => void acceptWithSso()}
            note={
              sso.required
                ? t("acceptInvite.ssoRequiredNote", { workspace: preview.workspace.name, provider: sso.displayName })
                : t("acceptInvite.ssoOptionalNote")
            }
          />
        )}
        {!sso?.required && (
          <>
            <PasswordField
              showLabel={t("acceptInvite.showPassword")}
              label={t("acceptInvite.password")}
              hint={t("acceptInvite.passwordHint")}
              error={errors.password}
              name="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="new-password"
              required
            />
            <Button type="submit" variant="primary" loading={busy} className="btn-block">
              {t("acceptInvite.submit")}
            </Button>
          </>
        )}
      </form>
    </AuthCard>
  );
}
