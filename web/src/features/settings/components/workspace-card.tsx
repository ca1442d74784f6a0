import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { formatDate } from "@/lib/format";
import { useCan } from "@/lib/me";
import { useTenant } from "@/data/tenant/get-tenant";
import { updateTenantSchema, useUpdateTenant } from "@/data/tenant/update-tenant";

export function WorkspaceCard() {
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
      <CardHeader title="Workspace" description={editable ? "Your company’s workspace in Vitrine." : "Only owners and admins can change the workspace."} />
      {error && !tenant ? (
        <ErrorState title="Could not load the workspace" error={error} onRetry={() => mutate()} />
      ) : isLoading || !tenant ? (
        <SkeletonRows rows={2} />
      ) : (
        <form onSubmit={submit} noValidate>
          <CardBody className="form-stack">
            <Field label="Workspace name" error={errors.name}>
              {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} readOnly={!editable} maxLength={80} />}
            </Field>
            <Field label="Sign-in workspace" hint={`People type this on the sign-in screen. Created ${formatDate(tenant.createdAt)}.`}>
              {(control) => <Input {...control} value={tenant.slug} readOnly className="mono" />}
            </Field>
            <Field
              label="QR code address"
              error={errors.publicBaseUrl}
              hint={`QR codes open this address followed by the placement’s id. Leave it empty to use this console’s address (${window.location.origin}).`}
            >
              {(control) => (
                <Input
                  {...control}
                  type="url"
                  value={baseUrl}
                  onChange={(event) => setBaseUrl(event.target.value)}
                  readOnly={!editable}
                  placeholder={window.location.origin}
                  className="mono"
                />
              )}
            </Field>
          </CardBody>
          {editable && (
            <CardFooter>
              <Button type="submit" variant="primary" disabled={Object.keys(changes).length === 0} loading={updateTenant.isMutating}>
                Save workspace
              </Button>
            </CardFooter>
          )}
        </form>
      )}
    </Card>
  );
}
