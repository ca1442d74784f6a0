import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { IconMail } from "@/components/ui/icons";
import { TextField } from "@/components/ui/text-field";
import { PasswordField } from "@/components/ui/password-field";
import { isApiError } from "@/lib/api-error";
import { useAuth } from "@/lib/auth/auth-provider";
import { finishEmailLinkSignIn, usePendingEmailLink } from "@/lib/auth/email-link";
import { authErrorMessage, isAuthError } from "@/lib/auth-errors";
import { validate, type FieldErrors } from "@/lib/form";
import { errorMessage } from "@/lib/notify";
import { lastWorkspace } from "@/lib/workspace";
import { emailSchema } from "@vitrine/contract/common";
import { emailOnlyFormSchema, sendPasswordReset, sendSignInLink, signInFormSchema, signInWithPassword } from "../api/sign-in";
import { useSignUpOptions } from "../api/sign-up-options";
import { lookUpSingleSignOn, signInWithSso, usePreparedSso, useSsoLookup, type SsoProvider } from "../api/sso";
import { useT } from "../messages";
import { AuthCard } from "./auth-card";
import { WorkspaceField } from "./workspace-field";
import { SsoOffer } from "./sso-offer";
import "./sign-in-screen.css";

type Mode = "password" | "reset" | "link" | "sso";

/** Messages for the failures people can fix themselves; the rest read as the error says. */
function failureMessage(error: unknown): string {
  if (isAuthError(error)) return authErrorMessage(error);
  if (isApiError(error) && error.status === 404) return useT.now("signIn.noSuchWorkspace");
  return errorMessage(error);
}

/** How a newcomer gets in: their own workspace where the deployment allows sign-up, else an invitation. */
function SignUpInvitation() {
  const { data: options } = useSignUpOptions();
  const t = useT();
  if (!options || options.mode === "closed") {
    return (
      <span>
        {t("signIn.newToVitrine")} {t("signIn.askForInvitation")}
      </span>
    );
  }
  return (
    <span>
      {t("signIn.newToVitrine")} <Link to="/manager/authentication/sign-up">{t("signIn.createWorkspace")}</Link> {t("signIn.orAskForInvitation")}
    </span>
  );
}

export function SignInScreen() {
  const [searchParams] = useSearchParams();
  const t = useT();
  const pendingLink = usePendingEmailLink();
  // E.g. an expired sign-in link: the auth initialisation stored why it failed.
  const { error: authError } = useAuth();
  const [mode, setMode] = useState<Mode>("password");
  const [workspace, setWorkspace] = useState(() => searchParams.get("workspace") ?? lastWorkspace());
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The provider of the typed address's domain, if its workspace uses single sign-on.
  const typedSso = useSsoLookup(workspace, email);
  // "Sign in with single sign-on": the provider found for the address asked about.
  const [asked, setAsked] = useState<{ email: string; sso: SsoProvider } | null>(null);
  const sso = mode === "password" ? typedSso : mode === "sso" && asked?.email === email.trim().toLowerCase() ? asked.sso : null;
  usePreparedSso(workspace, sso);

  if (pendingLink) return <FinishEmailLink link={pendingLink} />;

  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
    setFailure(null);
    setSent(null);
  };

  /** Runs one flow with the busy flag, turning failures into field or form messages. */
  const run = async (flow: () => Promise<void>) => {
    setErrors({});
    setBusy(true);
    try {
      await flow();
    } catch (error) {
      if (isApiError(error) && error.status === 404) setErrors({ workspace: t("signIn.noSuchWorkspace") });
      else setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSent(null);
    if (mode === "password") {
      const result = validate(signInFormSchema, { workspace, email, password });
      if (result.errors) return setErrors(result.errors);
      // On success the auth listener picks the user up and the route moves on.
      return run(async () => void (await signInWithPassword(result.data)));
    }
    const result = validate(emailOnlyFormSchema, { workspace, email });
    if (result.errors) return setErrors(result.errors);
    const { data } = result;
    return run(async () => {
      if (mode === "sso") {
        const found = (await lookUpSingleSignOn(data.workspace, data.email)).sso;
        if (!found) {
          setFailure(t("signIn.notSso", { email: data.email }));
          return;
        }
        // The popup opens from the next click: a browser blocks one opened after a request.
        setAsked({ email: data.email, sso: found });
      } else if (mode === "reset") {
        await sendPasswordReset(data);
        setSent(t("signIn.resetSent", { email: data.email }));
      } else {
        await sendSignInLink(data);
        setSent(t("signIn.linkSent", { email: data.email }));
      }
    });
  };

  const titles: Record<Mode, { title: string; description: string; submit: string }> = {
    password: { title: t("signIn.password.title"), description: t("signIn.password.description"), submit: t("signIn.password.submit") },
    reset: { title: t("signIn.reset.title"), description: t("signIn.reset.description"), submit: t("signIn.reset.submit") },
    link: { title: t("signIn.link.title"), description: t("signIn.link.description"), submit: t("signIn.link.submit") },
    sso: { title: t("signIn.sso.title"), description: t("signIn.sso.description"), submit: t("signIn.sso.submit") },
  };
  const copy = titles[mode];

  return (
    <AuthCard
      title={copy.title}
      description={copy.description}
      footer={
        mode === "password" ? (
          <SignUpInvitation />
        ) : (
          <button type="button" className="link-button" onClick={() => switchMode("password")}>
            {t("signIn.backToPassword")}
          </button>
        )
      }
    >
      <form className="form-stack" onSubmit={submit} noValidate>
        {(failure ?? authError) && <Alert tone="danger">{failure ?? authError}</Alert>}
        {sent && <Alert tone="success">{sent}</Alert>}
        <WorkspaceField value={workspace} onChange={setWorkspace} error={errors.workspace} />
        <TextField
          label={t("signIn.email")}
          error={errors.email}
          type="email"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          placeholder={t("signIn.emailPlaceholder")}
          required
        />
        {sso && (
          <SsoOffer
            sso={sso}
            busy={busy}
            onContinue={() => run(async () => void (await signInWithSso(workspace.trim().toLowerCase(), sso, email.trim())))}
            note={sso.required && t("signIn.ssoRequiredNote", { provider: sso.displayName })}
          />
        )}
        {mode === "password" && !sso?.required && (
          <PasswordField
            showLabel={t("showPassword")}
            label={t("signIn.passwordLabel")}
            error={errors.password}
            labelAside={
              <button type="button" className="link-button link-button-small" onClick={() => switchMode("reset")}>
                {t("signIn.forgotPassword")}
              </button>
            }
            name="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            required
          />
        )}
        {!sso?.required && !(mode === "sso" && sso) && (
          <Button type="submit" variant="primary" loading={busy} className="btn-block">
            {copy.submit}
          </Button>
        )}
        {mode === "password" && !sso?.required && (
          <>
            <div className="divider-text">
              <span>{t("signIn.or")}</span>
            </div>
            <Button className="btn-block" onClick={() => switchMode("link")}>
              <IconMail /> {t("signIn.emailMeLink")}
            </Button>
            {!sso && (
              <button type="button" className="link-button sso-link" onClick={() => switchMode("sso")}>
                {t("signIn.useSso")}
              </button>
            )}
          </>
        )}
      </form>
    </AuthCard>
  );
}

/** An email link opened without a remembered email (another device, or an invitation). */
function FinishEmailLink({ link }: { link: string }) {
  const t = useT();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      await finishEmailLinkSignIn(parsed.data, link);
    } catch (caught) {
      setFailure(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t("finishLink.title")} description={t("finishLink.description")}>
      <form className="form-stack" onSubmit={submit} noValidate>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <TextField
          label={t("finishLink.email")}
          error={error}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          autoFocus
          required
        />
        <Button type="submit" variant="primary" loading={busy} className="btn-block">
          {t("finishLink.continue")}
        </Button>
      </form>
    </AuthCard>
  );
}
