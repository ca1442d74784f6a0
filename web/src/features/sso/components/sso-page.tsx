import { useEffect, useState, type FormEvent } from "react";
import { MAX_SSO_DOMAINS, type SsoSettings } from "@vitrine/contract";
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
import { TextField } from "@/components/ui/text-field";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { firebaseConfig } from "@/lib/firebase";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { formatDate } from "@/lib/format";
import { useCan } from "@/data/me/use-can";
import { useMe } from "@/data/me/get-me";
import { useDeleteSso } from "@/data/sso/delete-sso";
import { useSso } from "@/data/sso/get-sso";
import { ssoSettingsInputSchema, useSaveSso } from "@/data/sso/save-sso";
import { useT } from "../messages";
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
function listErrors(errors: FieldErrors, field: string, t: ReturnType<typeof useT>): string | undefined {
  const messages = Object.entries(errors)
    .filter(([path]) => path === field || path.startsWith(`${field}.`))
    .map(([path, message]) => {
      const index = Number(path.split(".")[1]);
      return Number.isInteger(index) ? t("form.lineError", { line: index + 1, message }) : message;
    });
  return messages.length > 0 ? messages.join(" · ") : undefined;
}

/**
 * Settings → Single sign-on: the workspace's OpenID Connect or SAML provider, the email domains
 * that use it, whether they must, and whether their people may join by themselves. Owners change
 * it; admins read it; members are told who to ask.
 */
export function SsoPage() {
  const t = useT();
  const can = useCan();
  const { data: me } = useMe();
  const readable = can("sso.read");
  const editable = can("sso.manage");
  const { data, error, isLoading, mutate } = useSso(readable);

  if (!readable) {
    return (
      <Card>
        <CardBody>
          <EmptyState icon={<IconLock />} title={t("page.notAllowedTitle")} description={t("page.notAllowedDescription")} />
        </CardBody>
      </Card>
    );
  }
  if (error && !data) return <ErrorState title={t("page.loadError")} error={error} onRetry={() => mutate()} />;
  if (isLoading || !data) {
    return (
      <Card>
        <CardBody>
          <SkeletonRows rows={4} />
        </CardBody>
      </Card>
    );
  }
  return <SsoForm sso={data.sso} editable={editable} workspaceName={me?.tenant.name ?? t("page.thisWorkspace")} />;
}

function SsoForm({ sso, editable, workspaceName }: { sso: SsoSettings | null; editable: boolean; workspaceName: string }) {
  const t = useT();
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

  const providerName = form.displayName.trim() || t("form.yourProvider");

  return (
    <form className="sso-page" onSubmit={submit} noValidate>
      <Card>
        <CardHeader
          title={t("form.title")}
          description={editable ? t("form.description") : t("form.readOnly")}
          actions={
            sso ? (
              <Badge tone="success" dot>
                {t("form.on", { name: sso.displayName })}
              </Badge>
            ) : (
              <Badge dot>{t("form.off")}</Badge>
            )
          }
        />
        <CardBody className="form-stack">
          {sso && (
            <p className="sso-updated">
              {sso.updatedBy.name
                ? t("form.updatedBy", { date: formatDate(sso.updatedAt), name: sso.updatedBy.name })
                : t("form.updated", { date: formatDate(sso.updatedAt) })}
            </p>
          )}
          <div className="field">
            <span className="field-label">{t("form.protocol")}</span>
            <SegmentedControl
              label={t("form.protocol")}
              value={form.protocol}
              options={[
                { value: "oidc", label: "OpenID Connect" },
                { value: "saml", label: "SAML 2.0" },
              ]}
              onChange={(value) => set("protocol", value)}
              disabled={readOnly}
            />
          </div>
          <TextField
            label={t("form.providerName")}
            hint={t("form.providerNameHint")}
            error={errors.displayName}
            value={form.displayName}
            onChange={(e) => set("displayName", e.target.value)}
            readOnly={readOnly}
            placeholder="Okta"
            maxLength={80}
          />
          {form.protocol === "oidc" ? (
            <>
              <TextField
                label={t("form.issuer")}
                hint={t("form.issuerHint")}
                error={errors["oidc.issuer"] ?? errors.oidc}
                type="url"
                inputClassName="mono"
                value={form.issuer}
                onChange={(e) => set("issuer", e.target.value)}
                readOnly={readOnly}
                placeholder="https://acme.okta.com"
              />
              <TextField
                label={t("form.clientId")}
                error={errors["oidc.clientId"]}
                inputClassName="mono"
                value={form.clientId}
                onChange={(e) => set("clientId", e.target.value)}
                readOnly={readOnly}
                autoComplete="off"
              />
              {editable && (
                <TextField
                  label={t("form.clientSecret")}
                  hint={sso?.oidc?.clientSecretSet ? t("form.clientSecretStored") : t("form.clientSecretOptional")}
                  error={errors["oidc.clientSecret"]}
                  type="password"
                  inputClassName="mono"
                  value={form.clientSecret}
                  onChange={(e) => set("clientSecret", e.target.value)}
                  placeholder={sso?.oidc?.clientSecretSet ? t("form.clientSecretPlaceholder") : ""}
                  autoComplete="new-password"
                />
              )}
            </>
          ) : (
            <>
              <TextField
                label={t("form.idpEntityId")}
                error={errors["saml.idpEntityId"] ?? errors.saml}
                inputClassName="mono"
                value={form.idpEntityId}
                onChange={(e) => set("idpEntityId", e.target.value)}
                readOnly={readOnly}
                placeholder="https://sts.windows.net/…/"
              />
              <TextField
                label={t("form.ssoUrl")}
                error={errors["saml.ssoUrl"]}
                type="url"
                inputClassName="mono"
                value={form.ssoUrl}
                onChange={(e) => set("ssoUrl", e.target.value)}
                readOnly={readOnly}
                placeholder="https://login.example.com/saml2"
              />
              <Field label={t("form.certificate")} hint={t("form.certificateHint")} error={listErrors(errors, "saml.certificates", t)}>
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
              <TextField
                label={t("form.spEntityId")}
                hint={t("form.spEntityIdHint")}
                error={errors["saml.spEntityId"]}
                inputClassName="mono"
                value={form.spEntityId}
                onChange={(e) => set("spEntityId", e.target.value)}
                readOnly={readOnly}
              />
            </>
          )}
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t("provider.title")} description={t("provider.description", { provider: providerName })} />
        <CardBody className="form-stack">
          <div className="field">
            <span className="field-label">{form.protocol === "oidc" ? t("provider.redirectUri") : t("provider.replyUrl")}</span>
            <CopyField id="sso-callback-url" label={t("provider.callbackUrl")} value={callbackUrl} />
          </div>
          {form.protocol === "saml" && (
            <div className="field">
              <span className="field-label">{t("provider.entityId")}</span>
              <CopyField id="sso-sp-entity-id" label={t("provider.spEntityId")} value={form.spEntityId || defaultSpEntityId} />
            </div>
          )}
          {form.protocol === "oidc" && <p className="sso-note">{t("provider.scopes")}</p>}
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t("who.title")} description={t("who.description")} />
        <CardBody className="form-stack">
          <Field label={t("who.domains")} error={listErrors(errors, "domains", t)} hint={t("who.domainsHint", { max: MAX_SSO_DOMAINS })}>
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
            <Switch checked={form.enforced} onCheckedChange={(value) => set("enforced", value)} disabled={readOnly} label={t("who.enforce")} />
            <p className="sso-note">{t("who.enforceNote", { workspace: workspaceName })}</p>
          </div>
          <div className="sso-toggle">
            <Switch checked={form.jitEnabled} onCheckedChange={(value) => set("jitEnabled", value)} disabled={readOnly} label={t("who.jit")} />
            <p className="sso-note">{form.jitEnabled ? t("who.jitOn", { provider: providerName, workspace: workspaceName }) : t("who.jitOff")}</p>
            {form.jitEnabled && (
              <div className="field sso-role">
                <span className="field-label">{t("who.jitRole")}</span>
                <SegmentedControl
                  label={t("who.jitRole")}
                  value={form.jitRole}
                  options={[
                    { value: "member", label: t("who.member") },
                    { value: "admin", label: t("who.admin") },
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
                {t("actions.remove")}
              </Button>
            )}
            <Button type="submit" variant="primary" loading={save.isMutating}>
              {sso ? t("actions.save") : t("actions.turnOn")}
            </Button>
          </CardFooter>
        )}
      </Card>

      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t("remove.title")}
        description={t("remove.description", { provider: sso?.displayName ?? t("remove.theProvider"), workspace: workspaceName })}
        confirmLabel={t("remove.confirm")}
        destructive
        busy={remove.isMutating}
        onConfirm={() => void onRemove()}
      />
    </form>
  );
}
