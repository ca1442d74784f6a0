import { useState, type FormEvent } from "react";
import type { TenantMember } from "@vitrine/contract";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api-error";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { relinkTenantMemberSchema, useRelinkTenantMember } from "@/data/members/relink-tenant-member";
import { useT } from "../messages";

interface RelinkMemberDialogProps {
  /** The member to re-link; null closes the dialog. */
  member: TenantMember | null;
  onClose: () => void;
}

/**
 * Re-links a member whose account moved to another address. The console never shows the account's
 * new address: the owner types the one the person gives them, and the server checks it is what the
 * account holds and has verified, so nobody is linked to an address the owner did not hear from them.
 */
export function RelinkMemberDialog({ member, onClose }: RelinkMemberDialogProps) {
  const t = useT();
  const relink = useRelinkTenantMember();
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});

  const close = () => {
    setEmail("");
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member || relink.isMutating) return;
    const parsed = validate(relinkTenantMemberSchema, { email: email.trim().toLowerCase() });
    if (parsed.errors) return setErrors(parsed.errors);
    setErrors({});
    const outcome = await relink.trigger({ uid: member.uid, email: parsed.data.email });
    if (outcome.ok) return close();
    const fields = apiFieldErrors(outcome.error);
    // A 409 (not the account's address, not verified yet, another member's) belongs to the field too.
    setErrors(Object.keys(fields).length > 0 ? fields : isApiError(outcome.error) && outcome.error.status === 409 ? { email: outcome.error.message } : {});
  };

  const name = member ? (member.displayName ?? member.email) : "";
  return (
    <FormDialog
      open={member !== null}
      onOpenChange={(open) => !open && close()}
      title={t("relink.title", { name })}
      description={t("relink.description", { name, email: member?.email ?? "" })}
      form={{ id: "relink-member-form", onSubmit: submit, submitLabel: t("relink.confirm"), busy: relink.isMutating, disabled: email.trim() === "" }}
    >
      <TextField
        label={t("relink.email")}
        hint={t("relink.emailHint")}
        error={errors.email}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        maxLength={254}
      />
    </FormDialog>
  );
}
