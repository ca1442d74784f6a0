import { useState, type FormEvent } from "react";
import type { BrandRole } from "@vitrine/contract";
import { InvitationDialog } from "@/components/ui/invitation-dialog";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { brandRoleLabels, brandRoleOptions } from "@/lib/roles";
import { addBrandMemberSchema, useAddBrandMember } from "@/data/members/add-brand-member";
import { useT } from "../messages";

interface AddBrandMemberDialogProps {
  brandId: string;
  brandName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AddBrandMemberDialog({ brandId, brandName, open, onOpenChange }: AddBrandMemberDialogProps) {
  const t = useT();
  const addMember = useAddBrandMember();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<BrandRole>("editor");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [invite, setInvite] = useState<{ email: string; link: string } | null>(null);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setEmail("");
      setRole("editor");
      setErrors({});
      setInvite(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(addBrandMemberSchema, { email, role });
    if (parsed.errors) return setErrors(parsed.errors);
    setErrors({});
    const outcome = await addMember.trigger({ brandId, member: parsed.data });
    if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
    // Someone new to the workspace was invited: show their link so it can be shared by hand.
    if (outcome.data.inviteLink && outcome.data.invitation) setInvite({ email: outcome.data.invitation.email, link: outcome.data.inviteLink });
    else close(false);
  };

  return (
    <InvitationDialog
      open={open}
      onOpenChange={close}
      invitation={invite && { description: t("add.invited", { email: invite.email }), link: invite.link }}
      title={t("add.title", { brand: brandName })}
      description={t("add.description")}
      form={{ id: "add-brand-member-form", onSubmit: submit, submitLabel: t("add.submit"), busy: addMember.isMutating }}
      email={{ label: t("add.email"), placeholder: t("add.emailPlaceholder"), value: email, onChange: setEmail, error: errors.email }}
      role={{ label: t("add.role"), value: role, onChange: setRole, labels: brandRoleLabels, options: brandRoleOptions, error: errors.role }}
    />
  );
}
