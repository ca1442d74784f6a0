import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { signUpSchema, workspaceSlugProblem } from "@contract";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { IconCheck } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { isApiError } from "@/lib/api-error";
import { authErrorMessage, isAuthError } from "@/lib/auth-errors";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { errorMessage } from "@/lib/notify";
import { createIdempotencyKeys } from "@/lib/idempotency-key";
import { signUpAndSignIn, useSlugAvailability } from "../api/sign-up";
import { useSignUpOptions } from "../api/sign-up-options";
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
  if (error) return <ClosedSignUp message={errorMessage(error)} />;
  if (!options) return <LoadingPlaceholder fullScreen text="Loading…" />;
  if (options.mode === "closed") {
    return <ClosedSignUp message="New workspaces are created by the team that runs this Vitrine. Ask them for one, or for an invitation to your company’s workspace." />;
  }
  return <SignUpForm needsInviteCode={options.mode === "invite-code"} />;
}

function ClosedSignUp({ message }: { message: string }) {
  return (
    <AuthCard title="Sign-up is closed" description={message}>
      <Link className={buttonClass("primary", "md", "btn-block")} to={SIGN_IN_PATH}>
        Go to sign in
      </Link>
    </AuthCard>
  );
}

/** What the form says under the short name while it is typed. */
function SlugHint({ slug }: { slug: string }) {
  const debounced = useDebouncedValue(slug, 300);
  const localProblem = debounced ? workspaceSlugProblem(debounced) : undefined;
  const { data, isLoading } = useSlugAvailability(debounced && !localProblem ? debounced : "");
  if (!debounced) return <>People type it to sign in: lower-case letters, digits and dashes.</>;
  if (localProblem) return <span className="field-hint-problem">{localProblem}</span>;
  if (debounced !== slug || isLoading || !data) return <>Checking…</>;
  if (!data.available) return <span className="field-hint-problem">{data.message}</span>;
  return (
    <span className="field-hint-ok">
      <IconCheck size={14} /> {data.slug} is available
    </span>
  );
}

function SignUpForm({ needsInviteCode }: { needsInviteCode: boolean }) {
  const navigate = useNavigate();
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
      title="Create your workspace"
      description="Set up Vitrine for your company. You will be its owner and can invite your team next."
      footer={
        <span>
          Already have a workspace? <Link to={SIGN_IN_PATH}>Sign in</Link>
        </span>
      }
    >
      <form className="form-stack" onSubmit={submit} noValidate aria-label="Create your workspace">
        {failure && <Alert tone="danger">{failure}</Alert>}
        <Field label="Company name" error={errors.companyName}>
          {(control) => <Input {...control} name="organization" value={values.companyName} onChange={set("companyName")} autoComplete="organization" maxLength={80} autoFocus required />}
        </Field>
        <Field label="Workspace short name" error={errors.slug} hint={<SlugHint slug={values.slug.trim().toLowerCase()} />}>
          {(control) => (
            <Input {...control} name="workspace" value={values.slug} onChange={set("slug")} autoCapitalize="none" spellCheck={false} maxLength={40} placeholder="your-company" required />
          )}
        </Field>
        <Field label="Your name" error={errors.displayName}>
          {(control) => <Input {...control} name="name" value={values.displayName} onChange={set("displayName")} autoComplete="name" maxLength={80} required />}
        </Field>
        <Field label="Work email" error={errors.email} hint="We will send a link to verify it.">
          {(control) => <Input {...control} type="email" name="email" value={values.email} onChange={set("email")} autoComplete="email" required />}
        </Field>
        <Field label="Password" error={errors.password} hint="At least 6 characters.">
          {(control) => <Input {...control} type="password" name="new-password" value={values.password} onChange={set("password")} autoComplete="new-password" required />}
        </Field>
        {needsInviteCode && (
          <Field label="Invite code" error={errors.inviteCode} hint="The code you were given to try Vitrine.">
            {(control) => <Input {...control} name="invite-code" value={values.inviteCode} onChange={set("inviteCode")} autoComplete="off" spellCheck={false} required />}
          </Field>
        )}
        <Button type="submit" variant="primary" loading={busy} className="btn-block">
          Create workspace
        </Button>
      </form>
    </AuthCard>
  );
}
