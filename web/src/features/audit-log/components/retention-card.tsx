import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { useTenant } from "@/data/tenant/get-tenant";
import { useUpdateTenant } from "@/data/tenant/update-tenant";
import { useT } from "../messages";

/** How long the workspace keeps audit entries (each expires that many days after its change). */
export function RetentionCard({ limits }: { limits: { min: number; max: number; default: number } }) {
  const t = useT();
  const tenant = useTenant();
  const [days, setDays] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDays(String(tenant.data?.auditRetentionDays ?? "")), [tenant.data?.auditRetentionDays]);
  const save = useUpdateTenant(t("retention.saved"));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(days);
    if (!Number.isInteger(value) || value < limits.min || value > limits.max) {
      setError(t("retention.invalid", { min: limits.min, max: limits.max }));
      return;
    }
    setError(null);
    await save.trigger({ auditRetentionDays: value });
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <CardHeader title={t("retention.title")} description={t("retention.description")} />
        <CardBody>
          <TextField
            label={t("retention.days")}
            error={error}
            hint={t("retention.hint", { min: limits.min, max: limits.max, default: limits.default })}
            inputClassName="audit-retention-input"
            type="number"
            inputMode="numeric"
            min={limits.min}
            max={limits.max}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </CardBody>
        <CardFooter>
          <Button type="submit" variant="primary" loading={save.isMutating} disabled={!tenant.data || days === String(tenant.data.auditRetentionDays)}>
            {t("retention.save")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
