import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { signUpSchema, workspaceSlugProblem } from "@vitrine/contract";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { IconCheck } from "@/components/ui/icons";
import { TextField } from "@/components/ui/text-field";
import { PasswordField } from "@/components/ui/password-field";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { isApiError } from "@/lib/api-error";
import { authErrorMessage, isAuthError } from "@/lib/auth-errors";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { errorMessage } from "@/lib/notify";
import { createIdempotencyKeys } from "@/lib/idempotency-key";
import { signUpAndSignIn, useSlugAvailability } from "../api/sign-up";
import { useSignUpOptions } from "../api/sign-up-options";
import { useT } from "../sign-up/messages";
import { AuthCard } from "./auth-card";
import "./sign-up-screen.css";

const SIGN_IN_PATH = "/manager/authentication/sign-in";

/** A short name suggested from the company's name, until the person types their own. */
function suggestSlug(companyName: string) {
  return companyName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^[^a-z]+/, "")
    .replace(/-+$/, "")
    .slice(0, 40)
    .replace(/-+$/, "");
}

/** `/manager/authentication/sign-up`: a new company creates its workspace and becomes its owner. */
export function SignUpScreen() {
  const { data: options, error } = useSignUpOptions();
  const t = useT();
  if (error) return <ClosedSignUp message={errorMessage(error)} />;
  if (!options) return <LoadingPlaceholder fullScreen text={t("signUp.loading")} />;
  if (options.mode === "closed") {
    return <ClosedSignUp message={t("signUp.closed.message")} />;
  }
  return <SignUpForm needsInviteCode={options.mode === "invite-code"} />;
}

function ClosedSignUp({ message }: { message: string }) {
  const t = useT();
  return (
    <AuthCard title={t("signUp.closed.title")} description={message}>
      <Link className={buttonClass("primary", "md", "btn-block")} to={SIGN_IN_PATH}>
        {t("signUp.goToSignIn")}
      </Link>
    </AuthCard>
  );
}

/** What the form says under the short name while it is typed. */
function SlugHint({ slug }: { slug: string }) {
  const debounced = useDebouncedValue(slug, 300);
  const t = useT();
  const localProblem = debounced ? workspaceSlugProblem(debounced) : undefined;
  const { data, isLoading } = useSlugAvailability(debounced && !localProblem ? debounced : "");
  if (!debounced) return <>{t("signUp.slugHint")}</>;
  if (localProblem) return <span className="field-hint-problem">{localProblem}</span>;
  if (debounced !== slug || isLoading || !data) return <>{t("signUp.slugChecking")}</>;
  if (!data.available) return <span className="field-hint-problem">{data.message}</span>;
  return (
    <span className="field-hint-ok">
      <IconCheck size={14} /> {t("signUp.slugAvailable", { slug: data.slug })}
    </span>
  );
}

function SignUpForm({ needsInviteCode }: { needsInviteCode: boolean }) {
  const navigate = useNavigate();
  const t = useT();
  const [values, setValues] = useState({ companyName: "", slug: "", displayName: "", email: "", password: "", inviteCode: "" });
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [idempotencyKeyFor] = useState(() => createIdempotencyKeys());
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === "companyName" && !slugEdited ? { slug: suggestSlug(value) } : {}),
    }));
    if (field === "slug") setSlugEdited(true);
  };
  /** A field's value, change handler and error, for a TextField or PasswordField. */
  const bind = (field: keyof typeof values) => ({ value: values[field], onChange: set(field), error: errors[field] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = validate(signUpSchema, { ...values, inviteCode: needsInviteCode ? values.inviteCode : undefined });
    if (parsed.errors) return setErrors(parsed.errors);
    setErrors({});
    setBusy(true);
    try {
      await signUpAndSignIn(parsed.data, idempotencyKeyFor(parsed.data));
      navigate("/manager/panel/brands", { replace: true });
    } catch (error) {
      if (isAuthError(error)) setFailure(authErrorMessage(error));
      else if (isApiError(error) && error.status === 409) setErrors({ slug: error.message });
      else if (isApiError(error) && error.issues.length > 0) setErrors(apiFieldErrors(error));
      else setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t("signUp.title")}
      description={t("signUp.description")}
      footer={
        <span>
          {t("signUp.haveWorkspace")} <Link to={SIGN_IN_PATH}>{t("signUp.signIn")}</Link>
        </span>
      }
    >
      <form className="form-stack" onSubmit={submit} noValidate aria-label={t("signUp.title")}>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <TextField label={t("signUp.companyName")} {...bind("companyName")} name="organization" autoComplete="organization" maxLength={80} autoFocus required />
        <TextField
          label={t("signUp.slug")}
          {...bind("slug")}
          hint={<SlugHint slug={values.slug.trim().toLowerCase()} />}
          name="workspace"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          placeholder={t("signUp.slugPlaceholder")}
          required
        />
        <TextField label={t("signUp.displayName")} {...bind("displayName")} name="name" autoComplete="name" maxLength={80} required />
        <TextField label={t("signUp.email")} {...bind("email")} hint={t("signUp.emailHint")} type="email" name="email" autoComplete="email" required />
        <PasswordField
          showLabel={t("signUp.showPassword")}
          label={t("signUp.password")}
          {...bind("password")}
          hint={t("signUp.passwordHint")}
          name="new-password"
          autoComplete="new-password"
          required
        />
        {needsInviteCode && (
          <TextField
            label={t("signUp.inviteCode")}
            {...bind("inviteCode")}
            hint={t("signUp.inviteCodeHint")}
            name="invite-code"
            autoComplete="off"
            spellCheck={false}
            required
          />
        )}
        <Button type="submit" variant="primary" loading={busy} className="btn-block">
          {t("signUp.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
