import { useState, type FormEvent } from "react";
import type { TenantRole } from "@vitrine/contract";
import { TextField } from "@/components/ui/text-field";
import { InvitationDialog } from "@/components/ui/invitation-dialog";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { tenantRoleLabels, tenantRoleOptions } from "@/lib/roles";
import { inviteTenantMemberSchema, useInviteTenantMember } from "@/data/members/invite-tenant-member";
import { useT } from "../messages";

interface InviteMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function InviteMemberDialog({ open, onOpenChange }: InviteMemberDialogProps) {
  const t = useT();
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
      invitation={result && { description: t("invite.sent", { email: result.email }), link: result.link }}
      title={t("invite.title")}
      description={t("invite.description")}
      form={{ id: "invite-form", onSubmit: submit, submitLabel: t("invite.submit"), busy: invite.isMutating }}
      email={{ label: t("invite.email"), placeholder: t("invite.emailPlaceholder"), value: email, onChange: setEmail, error: errors.email }}
      role={{ label: t("invite.role"), value: role, onChange: setRole, labels: tenantRoleLabels, options: tenantRoleOptions, error: errors.role }}
    >
      <TextField
        label={t("invite.name")}
        hint={t("invite.nameHint")}
        error={errors.displayName}
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
        maxLength={80}
      />
    </InvitationDialog>
  );
}
