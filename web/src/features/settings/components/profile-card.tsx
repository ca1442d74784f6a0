import { useEffect, useState, type FormEvent } from "react";
import type { Me } from "@vitrine/contract";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { updateMeSchema, useUpdateMe } from "@/data/me/update-me";
import { useT } from "../messages";
import "./profile-card.css";

export function ProfileCard({ me }: { me: Me }) {
  const t = useT();
  const updateMe = useUpdateMe();
  const [displayName, setDisplayName] = useState(me.displayName ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => setDisplayName(me.displayName ?? ""), [me.displayName]);
  const dirty = displayName.trim() !== (me.displayName ?? "");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(updateMeSchema, { displayName });
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    const outcome = await updateMe.trigger(result.data);
    if (!outcome.ok) setErrors(apiFieldErrors(outcome.error));
  };

  return (
    <Card>
      <CardHeader title={t("profile.title")} description={t("profile.description")} />
      <form onSubmit={submit} noValidate>
        <CardBody className="form-stack">
          <div className="profile-identity">
            <Avatar name={me.displayName} email={me.email} />
            <div>
              <div className="cell-title">{me.displayName ?? t("profile.noName")}</div>
              <div className="cell-subtitle">{me.email}</div>
            </div>
          </div>
          <TextField
            label={t("profile.displayName")}
            error={errors.displayName}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
            autoComplete="name"
            maxLength={80}
          />
          <TextField label={t("profile.email")} hint={t("profile.emailHint")} value={me.email ?? ""} readOnly />
        </CardBody>
        <CardFooter>
          <Button type="submit" variant="primary" disabled={!dirty} loading={updateMe.isMutating}>
            {t("profile.save")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
