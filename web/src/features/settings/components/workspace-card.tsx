import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { TextField } from "@/components/ui/text-field";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { formatDate } from "@/lib/format";
import { useCan } from "@/data/me/use-can";
import { useTenant } from "@/data/tenant/get-tenant";
import { updateTenantSchema, useUpdateTenant } from "@/data/tenant/update-tenant";
import { useT } from "../messages";

export function WorkspaceCard() {
  const t = useT();
  const can = useCan();
  const editable = can("tenant.update");
  const { data: tenant, error, isLoading, mutate } = useTenant();
  const updateTenant = useUpdateTenant();
  const [name, setName] = useState("");
  const [baseUrl, setBaseUrl] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => setName(tenant?.name ?? ""), [tenant?.name]);
  useEffect(() => setBaseUrl(tenant?.publicBaseUrl ?? ""), [tenant?.publicBaseUrl]);

  const changes = {
    ...(tenant && name.trim() !== tenant.name ? { name } : {}),
    ...(tenant && baseUrl.trim() !== (tenant.publicBaseUrl ?? "") ? { publicBaseUrl: baseUrl.trim() || null } : {}),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(updateTenantSchema, changes);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    const outcome = await updateTenant.trigger(result.data);
    if (!outcome.ok) setErrors(apiFieldErrors(outcome.error));
  };

  return (
    <Card>
      <CardHeader title={t("workspace.title")} description={editable ? t("workspace.description") : t("workspace.readOnly")} />
      {error && !tenant ? (
        <ErrorState title={t("workspace.loadFailed")} error={error} onRetry={() => mutate()} />
      ) : isLoading || !tenant ? (
        <SkeletonRows rows={2} />
      ) : (
        <form onSubmit={submit} noValidate>
          <CardBody className="form-stack">
            <TextField
              label={t("workspace.name")}
              error={errors.name}
              value={name}
              onChange={(event) => setName(event.target.value)}
              readOnly={!editable}
              maxLength={80}
            />
            <TextField
              label={t("workspace.slug")}
              hint={t("workspace.slugHint", { date: formatDate(tenant.createdAt) })}
              value={tenant.slug}
              readOnly
              inputClassName="mono"
            />
            <TextField
              label={t("workspace.baseUrl")}
              error={errors.publicBaseUrl}
              hint={t("workspace.baseUrlHint", { origin: window.location.origin })}
              type="url"
              value={baseUrl}
              onChange={(event) => setBaseUrl(event.target.value)}
              readOnly={!editable}
              placeholder={window.location.origin}
              inputClassName="mono"
            />
          </CardBody>
          {editable && (
            <CardFooter>
              <Button type="submit" variant="primary" disabled={Object.keys(changes).length === 0} loading={updateTenant.isMutating}>
                {t("workspace.save")}
              </Button>
            </CardFooter>
          )}
        </form>
      )}
    </Card>
  );
}
