import { useEffect, useState, type FormEvent } from "react";
import { MAX_SSO_DOMAINS, type SsoSettings } from "@contract";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyField } from "@/components/ui/copy-field";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { IconLock } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { firebaseConfig } from "@/lib/firebase";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { formatDate } from "@/lib/format";
import { useCan, useMe } from "@/lib/me";
import { useDeleteSso } from "@/data/sso/delete-sso";
import { useSso } from "@/data/sso/get-sso";
import { ssoSettingsInputSchema, useSaveSso } from "@/data/sso/save-sso";
import "./sso-page.css";

type Protocol = "oidc" | "saml";

interface Form {
  protocol: Protocol;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  idpEntityId: string;
  ssoUrl: string;
  certificates: string;
  spEntityId: string;
  domains: string;
  enforced: boolean;
  jitEnabled: boolean;
  jitRole: "member" | "admin";
}

/** Where the provider sends people back: Firebase Auth's handler on the app's auth domain. */
const callbackUrl = `https://${firebaseConfig.authDomain ?? `${firebaseConfig.projectId}.firebaseapp.com`}/__/auth/handler`;
/** What Vitrine calls itself to a SAML provider unless the owner picks another name. */
const defaultSpEntityId = `https://${firebaseConfig.authDomain ?? `${firebaseConfig.projectId}.firebaseapp.com`}`;

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** A provider may give several signing certificates (during a rotation): each PEM block is one. */
const certificatesOf = (text: string) => text.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? (text.trim() ? [text.trim()] : []);

function formOf(sso: SsoSettings | null): Form {
  return {
    protocol: sso?.protocol ?? "oidc",
    displayName: sso?.displayName ?? "",
    issuer: sso?.oidc?.issuer ?? "",
    clientId: sso?.oidc?.clientId ?? "",
    clientSecret: "",
    idpEntityId: sso?.saml?.idpEntityId ?? "",
    ssoUrl: sso?.saml?.ssoUrl ?? "",
    certificates: sso?.saml?.certificates.join("\n") ?? "",
    spEntityId: sso?.saml?.spEntityId ?? defaultSpEntityId,
    domains: sso?.domains.join("\n") ?? "",
    enforced: sso?.enforced ?? false,
    jitEnabled: sso?.jitJoining.enabled ?? false,
    jitRole: sso?.jitJoining.defaultRole ?? "member",
  };
}

function bodyOf(form: Form) {
  const common = {
    displayName: form.displayName,
    domains: linesOf(form.domains),
    enforced: form.enforced,
    jitJoining: { enabled: form.jitEnabled, defaultRole: form.jitRole },
  };
  if (form.protocol === "oidc") {
    const secret = form.clientSecret.trim();
    return { protocol: "oidc" as const, ...common, oidc: { issuer: form.issuer, clientId: form.clientId, ...(secret ? { clientSecret: secret } : {}) } };
  }
  return {
    protocol: "saml" as const,
    ...common,
    saml: { idpEntityId: form.idpEntityId, ssoUrl: form.ssoUrl, certificates: certificatesOf(form.certificates), spEntityId: form.spEntityId },
  };
}

/** "domains.2" -> "Line 3: …": the list is edited as lines, so its problems are told per line. */
function listErrors(errors: FieldErrors, field: string): string | undefined {
  const messages = Object.entries(errors)
    .filter(([path]) => path === field || path.startsWith(`${field}.`))
    .map(([path, message]) => {
      const index = Number(path.split(".")[1]);
      return Number.isInteger(index) ? `Line ${index + 1}: ${message}` : message;
    });
  return messages.length > 0 ? messages.join(" · ") : undefined;
}

/**
 * Settings → Single sign-on: the workspace's OpenID Connect or SAML provider, the email domains
 * that use it, whether they must, and whether their people may join by themselves. Owners change
 * it; admins read it; members are told who to ask.
 */
export function SsoPage() {
  const can = useCan();
  const { data: me } = useMe();
  const readable = can("sso.read");
  const editable = can("sso.manage");
  const { data, error, isLoading, mutate } = useSso(readable);

  if (!readable) {
    return (
      <Card>
        <CardBody>
          <EmptyState
            icon={<IconLock />}
            title="Single sign-on is managed by the workspace’s owners"
            description="Ask an owner or an admin how your organisation signs in to this workspace."
          />
        </CardBody>
      </Card>
    );
  }
  if (error && !data) return <ErrorState title="Could not load single sign-on" error={error} onRetry={() => mutate()} />;
  if (isLoading || !data) {
    return (
      <Card>
        <CardBody>
          <SkeletonRows rows={4} />
        </CardBody>
      </Card>
    );
  }
  return <SsoForm sso={data.sso} editable={editable} workspaceName={me?.tenant.name ?? "this workspace"} />;
}

function SsoForm({ sso, editable, workspaceName }: { sso: SsoSettings | null; editable: boolean; workspaceName: string }) {
  const save = useSaveSso();
  const remove = useDeleteSso();
  const [form, setForm] = useState<Form>(() => formOf(sso));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmRemove, setConfirmRemove] = useState(false);
  // A save, or another owner's change, brings the stored values back into the form.
  const savedAt = sso?.updatedAt ?? null;
  useEffect(() => setForm(formOf(sso)), [savedAt]); // eslint-disable-line react-hooks/exhaustive-deps

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));
  const readOnly = !editable;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(ssoSettingsInputSchema, bodyOf(form));
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    const outcome = await save.trigger(bodyOf(form));
    if (!outcome.ok) setErrors(apiFieldErrors(outcome.error));
  };

  const onRemove = async () => {
    const outcome = await remove.trigger(undefined);
    if (outcome.ok) setConfirmRemove(false);
  };

  const providerName = form.displayName.trim() || "your provider";

  return (
    <form className="sso-page" onSubmit={submit} noValidate>
      <Card>
        <CardHeader
          title="Single sign-on"
          description={
            editable
              ? "People of your organisation sign in with its identity provider (Okta, Microsoft Entra ID, Google Workspace…), over OpenID Connect or SAML."
              : "Only owners can change single sign-on."
          }
          actions={
            sso ? (
              <Badge tone="success" dot>
                On · {sso.displayName}
              </Badge>
            ) : (
              <Badge dot>Off</Badge>
            )
          }
        />
        <CardBody className="form-stack">
          {sso && (
            <p className="sso-updated">
              Last changed {formatDate(sso.updatedAt)}
              {sso.updatedBy.name ? ` by ${sso.updatedBy.name}` : ""}.
            </p>
          )}
          <div className="field">
            <span className="field-label">Protocol</span>
            <SegmentedControl
              label="Protocol"
              value={form.protocol}
              options={[
                { value: "oidc", label: "OpenID Connect" },
                { value: "saml", label: "SAML 2.0" },
              ]}
              onChange={(value) => set("protocol", value)}
              disabled={readOnly}
            />
          </div>
          <Field label="Provider name" hint="Shown on the sign-in screen: “Continue with Okta”." error={errors.displayName}>
            {(control) => (
              <Input
                {...control}
                value={form.displayName}
                onChange={(e) => set("displayName", e.target.value)}
                readOnly={readOnly}
                placeholder="Okta"
                maxLength={80}
              />
            )}
          </Field>
          {form.protocol === "oidc" ? (
            <>
              <Field label="Issuer" hint="Its /.well-known/openid-configuration must be reachable." error={errors["oidc.issuer"] ?? errors.oidc}>
                {(control) => (
                  <Input
                    {...control}
                    type="url"
                    className="mono"
                    value={form.issuer}
                    onChange={(e) => set("issuer", e.target.value)}
                    readOnly={readOnly}
                    placeholder="https://acme.okta.com"
                  />
                )}
              </Field>
              <Field label="Client ID" error={errors["oidc.clientId"]}>
                {(control) => (
                  <Input
                    {...control}
                    className="mono"
                    value={form.clientId}
                    onChange={(e) => set("clientId", e.target.value)}
                    readOnly={readOnly}
                    autoComplete="off"
                  />
                )}
              </Field>
              {editable && (
                <Field
                  label="Client secret"
                  hint={
                    sso?.oidc?.clientSecretSet
                      ? "A secret is stored and never shown again. Leave empty to keep it; type a new one to replace it."
                      : "Optional: with a secret the code flow is used; without, the provider answers with an ID token."
                  }
                  error={errors["oidc.clientSecret"]}
                >
                  {(control) => (
                    <Input
                      {...control}
                      type="password"
                      className="mono"
                      value={form.clientSecret}
                      onChange={(e) => set("clientSecret", e.target.value)}
                      placeholder={sso?.oidc?.clientSecretSet ? "•••••••• (stored)" : ""}
                      autoComplete="new-password"
                    />
                  )}
                </Field>
              )}
            </>
          ) : (
            <>
              <Field label="Identity provider entity ID" error={errors["saml.idpEntityId"] ?? errors.saml}>
                {(control) => (
                  <Input
                    {...control}
                    className="mono"
                    value={form.idpEntityId}
                    onChange={(e) => set("idpEntityId", e.target.value)}
                    readOnly={readOnly}
                    placeholder="https://sts.windows.net/…/"
                  />
                )}
              </Field>
              <Field label="Single sign-on URL" error={errors["saml.ssoUrl"]}>
                {(control) => (
                  <Input
                    {...control}
                    type="url"
                    className="mono"
                    value={form.ssoUrl}
                    onChange={(e) => set("ssoUrl", e.target.value)}
                    readOnly={readOnly}
                    placeholder="https://login.example.com/saml2"
                  />
                )}
              </Field>
              <Field
                label="Signing certificate"
                hint="PEM, from the provider’s metadata. Paste two during a rotation."
                error={listErrors(errors, "saml.certificates")}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    className="mono"
                    rows={5}
                    value={form.certificates}
                    onChange={(e) => set("certificates", e.target.value)}
                    readOnly={readOnly}
                    placeholder={"-----BEGIN CERTIFICATE-----\n…\n-----END CERTIFICATE-----"}
                    spellCheck={false}
                  />
                )}
              </Field>
              <Field label="Service provider entity ID" hint="The audience the provider writes in its assertions." error={errors["saml.spEntityId"]}>
                {(control) => (
                  <Input {...control} className="mono" value={form.spEntityId} onChange={(e) => set("spEntityId", e.target.value)} readOnly={readOnly} />
                )}
              </Field>
            </>
          )}
        </CardBody>
      </Card>

      <Card>
        <CardHeader title="In your identity provider" description={`Register Vitrine as an application in ${providerName} with these values.`} />
        <CardBody className="form-stack">
          <div className="field">
            <span className="field-label">{form.protocol === "oidc" ? "Redirect URI" : "Reply URL (Assertion Consumer Service)"}</span>
            <CopyField id="sso-callback-url" label="Callback URL" value={callbackUrl} />
          </div>
          {form.protocol === "saml" && (
            <div className="field">
              <span className="field-label">Entity ID (audience)</span>
              <CopyField id="sso-sp-entity-id" label="Service provider entity ID" value={form.spEntityId || defaultSpEntityId} />
            </div>
          )}
          {form.protocol === "oidc" && <p className="sso-note">Scopes: openid, email, profile. The email must be verified by the provider.</p>}
        </CardBody>
      </Card>

      <Card>
        <CardHeader title="Who signs in with it" description="The email domains of your organisation. Nobody of another domain is affected." />
        <CardBody className="form-stack">
          <Field
            label="Email domains"
            error={listErrors(errors, "domains")}
            hint={`One domain a line, e.g. acme.com (at most ${MAX_SSO_DOMAINS}). Public mailbox providers such as gmail.com cannot be claimed.`}
          >
            {(control) => (
              <Textarea
                {...control}
                className="mono"
                rows={3}
                value={form.domains}
                onChange={(e) => set("domains", e.target.value)}
                readOnly={readOnly}
                placeholder="acme.com"
                spellCheck={false}
              />
            )}
          </Field>
          <div className="sso-toggle">
            <Switch
              checked={form.enforced}
              onCheckedChange={(value) => set("enforced", value)}
              disabled={readOnly}
              label="Require single sign-on for these domains"
            />
            <p className="sso-note">
              Their people can no longer sign in with a password or an email link. Owners always can, so a broken provider never locks {workspaceName} out.
            </p>
          </div>
          <div className="sso-toggle">
            <Switch
              checked={form.jitEnabled}
              onCheckedChange={(value) => set("jitEnabled", value)}
              disabled={readOnly}
              label="Let people of these domains join without an invitation"
            />
            <p className="sso-note">
              {form.jitEnabled
                ? `Anyone ${providerName} signs in with one of these domains joins ${workspaceName} on their first sign-in, with the role below.`
                : "Off: people still need an invitation; they accept it by signing in with the provider."}
            </p>
            {form.jitEnabled && (
              <div className="field sso-role">
                <span className="field-label">Role on joining</span>
                <SegmentedControl
                  label="Role on joining"
                  value={form.jitRole}
                  options={[
                    { value: "member", label: "Member" },
                    { value: "admin", label: "Admin" },
                  ]}
                  onChange={(value) => set("jitRole", value)}
                  disabled={readOnly}
                />
              </div>
            )}
          </div>
          {errors[""] && <Alert tone="danger">{errors[""]}</Alert>}
        </CardBody>
        {editable && (
          <CardFooter className="sso-actions">
            {sso && (
              <Button variant="danger" onClick={() => setConfirmRemove(true)}>
                Remove single sign-on
              </Button>
            )}
            <Button type="submit" variant="primary" loading={save.isMutating}>
              {sso ? "Save changes" : "Turn on single sign-on"}
            </Button>
          </CardFooter>
        )}
      </Card>

      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove single sign-on?"
        description={`${sso?.displayName ?? "The provider"} stops signing anyone in to ${workspaceName}, and nobody joins through it. People who only ever signed in with it need a password: they can set one with “Forgot password?”.`}
        confirmLabel="Remove single sign-on"
        destructive
        busy={remove.isMutating}
        onConfirm={() => void onRemove()}
      />
    </form>
  );
}
