import { useEffect, useState } from "react";
import type { Brand } from "@vitrine/contract";
import { Switch } from "@/components/ui/switch";
import { useBrandMembers } from "@/data/members/list-brand-members";
import { useBrandForm } from "../hooks/use-brand-form";
import { BrandSettingsCard } from "./brand-settings-card";
import { useT } from "../messages";
import "./publish-approval-card.css";

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((uid) => b.includes(uid));

/**
 * Whether publishing needs a brand admin's approval, and the members named to approve besides
 * the brand admins (who always may, so they are not listed).
 */
export function PublishApprovalCard({ brand }: { brand: Brand }) {
  const t = useT();
  const form = useBrandForm(brand);
  const { editable, errors } = form;
  const members = useBrandMembers(brand.id, { limit: 100 });
  const [required, setRequired] = useState(brand.requirePublishApproval);
  const [approvers, setApprovers] = useState<string[]>(brand.publishApprovers);
  useEffect(() => setRequired(brand.requirePublishApproval), [brand.requirePublishApproval]);
  useEffect(() => setApprovers(brand.publishApprovers), [brand.publishApprovers]);
  const dirty = required !== brand.requirePublishApproval || !sameList(approvers, brand.publishApprovers);
  const candidates = (members.data?.items ?? []).filter((member) => member.role !== "admin");
  const toggle = (uid: string, on: boolean) => setApprovers((list) => (on ? [...list.filter((u) => u !== uid), uid] : list.filter((u) => u !== uid)));
  const approverError = Object.entries(errors).find(([path]) => path.startsWith("publishApprovers"))?.[1];

  return (
    <BrandSettingsCard
      form={form}
      title={t("approval.title")}
      description={t("approval.description")}
      readOnlyDescription={t("approval.readOnly")}
      changes={{ requirePublishApproval: required, publishApprovers: approvers }}
      dirty={dirty}
      onReset={() => {
        setRequired(brand.requirePublishApproval);
        setApprovers(brand.publishApprovers);
      }}
      submitLabel={t("approval.save")}
    >
      <Switch checked={required} onCheckedChange={setRequired} disabled={!editable} label={t("approval.required")} />
      <fieldset className="field approvers-fieldset">
        <legend className="field-label">{t("approval.approvers")}</legend>
        <p className="field-hint">{t("approval.approversHint")}</p>
        {candidates.length === 0 ? (
          <p className="approvers-empty">{members.data ? t("approval.noCandidates") : t("approval.loadingMembers")}</p>
        ) : (
          <div className="approvers-list" role="group" aria-label={t("approval.approvers")}>
            {candidates.map((member) => (
              <label key={member.uid} className="approvers-item">
                <input
                  type="checkbox"
                  checked={approvers.includes(member.uid)}
                  disabled={!editable}
                  onChange={(event) => toggle(member.uid, event.target.checked)}
                />
                <span className="approvers-name">{member.displayName ?? member.email}</span>
                <span className="approvers-role">{t(`approval.roles.${member.role}`)}</span>
              </label>
            ))}
          </div>
        )}
        {approverError && <p className="field-error">{approverError}</p>}
      </fieldset>
    </BrandSettingsCard>
  );
}
