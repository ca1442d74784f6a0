import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { acceptInvitationSchema, type InvitationPreview } from "@contract";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { isApiError } from "@/lib/api-error";
import { authErrorMessage, isAuthError } from "@/lib/auth-errors";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { formatDate } from "@/lib/format";
import { errorMessage } from "@/lib/notify";
import { brandRoleLabels, tenantRoleLabels } from "@/lib/roles";
import { acceptInvitationAndSignIn, acceptInvitationWithSso, isAccepted, markAccepted, useInvitationPreview } from "../api/accept-invitation";
import { useSsoLookup } from "../api/sso";
import { AuthCard } from "./auth-card";
import { SsoOffer } from "./sso-offer";

function signInPath(workspace: string | null) {
  return `/manager/authentication/sign-in${workspace ? `?workspace=${encodeURIComponent(workspace)}` : ""}`;
}

/** What the invitation gives, in a sentence: "Olivia Owner invited you to join Demo Retail as an admin." */
function offer(preview: InvitationPreview) {
  const role = tenantRoleLabels[preview.role].label.toLowerCase();
  const article = /^[aeiou]/.test(role) ? "an" : "a";
  const who = preview.invitedBy ? `${preview.invitedBy} invited you` : "You are invited";
  return `${who} to join ${preview.workspace.name} as ${article} ${role}.`;
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

  if (!link) return <RefusedInvitation workspace={workspace} message="This invitation link is incomplete: open the link from the email again." />;
  if (isAccepted(link)) return <LoadingPlaceholder fullScreen text="Signing you in…" />;
  if (preview.error) return <RefusedInvitation workspace={workspace} message={errorMessage(preview.error)} />;
  if (!preview.data) return <LoadingPlaceholder fullScreen text="Opening your invitation…" />;
  return <AcceptForm link={link} preview={preview.data} />;
}

function RefusedInvitation({ workspace, message }: { workspace: string | null; message: string }) {
  return (
    <AuthCard
      title="This invitation cannot be used"
      description="An invitation link works once, for 7 days, and stops working when it is revoked or sent again."
      footer={<span>Already joined? Sign in with your email and password.</span>}
    >
      <div className="form-stack">
        <Alert tone="danger">{message}</Alert>
        <Link className={buttonClass("primary", "md", "btn-block")} to={signInPath(workspace)}>
          Go to sign in
        </Link>
      </div>
    </AuthCard>
  );
}

function AcceptForm({ link, preview }: { link: { workspace: string; token: string }; preview: InvitationPreview }) {
  const navigate = useNavigate();
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
      title={`Join ${preview.workspace.name}`}
      description={offer(preview)}
      footer={<span>This invitation works once, until {formatDate(preview.expiresAt)}.</span>}
    >
      <form className="form-stack" onSubmit={submit} noValidate>
        {failure && <Alert tone="danger">{failure}</Alert>}
        {preview.brands.length > 0 && (
          <ul className="invite-brands" aria-label="Brands you will work on">
            {preview.brands.map((brand) => (
              <li key={brand.id}>
                <span className="invite-brand-name">{brand.name}</span>
                <span className="cell-muted">{brandRoleLabels[brand.role].label}</span>
              </li>
            ))}
          </ul>
        )}
        <Field label="Email" hint="The address this invitation was sent to.">
          {(control) => <Input {...control} type="email" name="email" value={preview.email} readOnly autoComplete="username" />}
        </Field>
        <Field label="Your name" error={errors.displayName}>
          {(control) => (
            <Input
              {...control}
              name="name"
              value={displayName}
              onChange={(event) => setDisplayName(event.target.value)}
              autoComplete="name"
              maxLength={80}
              required
              autoFocus
            />
          )}
        </Field>
        {sso && (
          <SsoOffer
            sso={sso}
            busy={busy}
            onContinue={() => void acceptWithSso()}
            note={
              sso.required
                ? `${preview.workspace.name} signs in people of your organisation with ${sso.displayName}: no password to choose.`
                : "Or choose a password below."
            }
          />
        )}
        {!sso?.required && (
          <>
            <Field label="Choose a password" hint="At least 6 characters." error={errors.password}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  name="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  autoComplete="new-password"
                  required
                />
              )}
            </Field>
            <Button type="submit" variant="primary" loading={busy} className="btn-block">
              Accept and join
            </Button>
          </>
        )}
      </form>
    </AuthCard>
  );
}
