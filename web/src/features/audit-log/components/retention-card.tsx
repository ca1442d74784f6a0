import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useTenant } from "@/data/tenant/get-tenant";
import { useUpdateTenant } from "@/data/tenant/update-tenant";

/** How long the workspace keeps audit entries (each expires that many days after its change). */
export function RetentionCard({ limits }: { limits: { min: number; max: number; default: number } }) {
  const tenant = useTenant();
  const [days, setDays] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDays(String(tenant.data?.auditRetentionDays ?? "")), [tenant.data?.auditRetentionDays]);
  const save = useUpdateTenant("Retention saved.");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(days);
    if (!Number.isInteger(value) || value < limits.min || value > limits.max) {
      setError(`Enter a whole number of days from ${limits.min} to ${limits.max}.`);
      return;
    }
    setError(null);
    await save.trigger({ auditRetentionDays: value });
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <CardHeader title="Retention" description="Entries are deleted automatically once they are older than this. A new period applies to changes made from now on." />
        <CardBody>
          <Field label="Keep entries for (days)" error={error} hint={`From ${limits.min} to ${limits.max} days; ${limits.default} by default.`}>
            {(control) => (
              <Input {...control} className="audit-retention-input" type="number" inputMode="numeric" min={limits.min} max={limits.max} value={days} onChange={(e) => setDays(e.target.value)} />
            )}
          </Field>
        </CardBody>
        <CardFooter>
          <Button type="submit" variant="primary" loading={save.isMutating} disabled={!tenant.data || days === String(tenant.data.auditRetentionDays)}>
            Save
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
