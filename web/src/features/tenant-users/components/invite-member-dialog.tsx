import { useState, type FormEvent } from "react";
import type { TenantRole } from "@contract";
import { Field } from "@/components/ui/field";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Input, Select } from "@/components/ui/input";
import { InvitationDialog } from "@/components/ui/invitation-dialog";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { tenantRoleLabels, tenantRoleOptions } from "@/lib/roles";
import { inviteTenantMemberSchema, useInviteTenantMember } from "@/data/members/invite-tenant-member";

interface InviteMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function InviteMemberDialog({ open, onOpenChange }: InviteMemberDialogProps) {
  const invite = useInviteTenantMember();
  const [email, setEmail] = useState("");
  const [displayName, setDisplayName] = useState("");
  const [role, setRole] = useState<TenantRole>("member");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ email: string; link: string } | null>(null);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setEmail("");
      setDisplayName("");
      setRole("member");
      setErrors({});
      setResult(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(inviteTenantMemberSchema, { email, role, displayName: displayName.trim() || undefined });
    if (parsed.errors) return setErrors(parsed.errors);
    setErrors({});
    const outcome = await invite.trigger(parsed.data);
    if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
    setResult({ email: outcome.data.invitation.email, link: outcome.data.inviteLink });
  };

  return (
    <InvitationDialog
      open={open}
      onOpenChange={close}
      invitation={result && { description: `${result.email} joins with this link: they choose their password and are in. Share it with them if the email does not arrive.`, link: result.link }}
      title="Invite someone"
      description="They get a link to join this workspace, valid 7 days. Give them brand access from each brand’s Brand users page."
      footer={<FormDialogFooter formId="invite-form" submitLabel="Send invitation" busy={invite.isMutating} onCancel={() => close(false)} />}
    >
      <form id="invite-form" className="form-stack" onSubmit={submit} noValidate>
        <Field label="Email" error={errors.email}>
          {(control) => (
            <Input {...control} type="email" value={email} onChange={(event) => setEmail(event.target.value)} placeholder="name@company.com" autoFocus />
          )}
        </Field>
        <Field label="Name" hint="Optional. They can change it later." error={errors.displayName}>
          {(control) => <Input {...control} value={displayName} onChange={(event) => setDisplayName(event.target.value)} maxLength={80} />}
        </Field>
        <Field label="Role" hint={tenantRoleLabels[role].description} error={errors.role}>
          {(control) => (
            <Select {...control} value={role} onChange={(event) => setRole(event.target.value as TenantRole)} options={tenantRoleOptions} />
          )}
        </Field>
      </form>
    </InvitationDialog>
  );
}
