import { useEffect, useState, type FormEvent } from "react";
import type { Me } from "@contract";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { updateMeSchema, useUpdateMe } from "@/data/me/update-me";

export function ProfileCard({ me }: { me: Me }) {
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
      <CardHeader title="Profile" description="How you appear to your colleagues." />
      <form onSubmit={submit} noValidate>
        <CardBody className="form-stack">
          <div className="profile-identity">
            <Avatar name={me.displayName} email={me.email} />
            <div>
              <div className="cell-title">{me.displayName ?? "No name yet"}</div>
              <div className="cell-subtitle">{me.email}</div>
            </div>
          </div>
          <Field label="Display name" error={errors.displayName}>
            {(control) => (
              <Input {...control} value={displayName} onChange={(event) => setDisplayName(event.target.value)} autoComplete="name" maxLength={80} />
            )}
          </Field>
          <Field label="Email" hint="Your sign-in email. Ask an admin to change it.">
            {(control) => <Input {...control} value={me.email ?? ""} readOnly />}
          </Field>
        </CardBody>
        <CardFooter>
          <Button type="submit" variant="primary" disabled={!dirty} loading={updateMe.isMutating}>
            Save profile
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
