import { useState } from "react";
import type { TenantMember, TenantMemberListItem, TenantRole } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CreateButton } from "@/components/ui/create-button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ContentListBody } from "@/components/ui/content-list-body";
import { EmptyState } from "@/components/ui/empty-state";
import { IconUsers } from "@/components/ui/icons";
import { MemberTable } from "@/components/ui/member-cells";
import { PageHeader } from "@/components/ui/page-header";
import { type Column, Td } from "@/components/ui/table";
import { useConfirmedAction } from "@/hooks/use-confirmed-action";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { useCan } from "@/data/me/use-can";
import { useMe } from "@/data/me/get-me";
import { tenantRoleLabels, tenantRoleOptions } from "@/lib/roles";
import { useTenantMembers } from "@/data/members/list-tenant-members";
import { useRemoveTenantMember } from "@/data/members/remove-tenant-member";
import { useUpdateTenantMember } from "@/data/members/update-tenant-member";
import { InviteMemberDialog } from "./invite-member-dialog";
import { PendingInvitations } from "./pending-invitations";
import { RelinkMemberDialog } from "./relink-member-dialog";
import { useT } from "../messages";

const PAGE_SIZE = 50;

export function TenantUsers() {
  const t = useT();
  const columns: Column[] = [
    { label: t("list.columns.person") },
    { label: t("list.columns.role") },
    { label: t("list.columns.status"), className: "hide-sm" },
    { label: t("list.columns.brands"), className: "hide-md" },
    { label: t("list.columns.added"), className: "hide-md" },
  ];
  const can = useCan();
  const { data: me } = useMe();
  const canManage = can("tenantMembers.manage");
  const canRelink = can("tenantMembers.relink");
  const [inviting, setInviting] = useState(false);
  const [relinking, setRelinking] = useState<TenantMember | null>(null);
  const pages = useCursorPages();
  const { data, error, isLoading, mutate } = useTenantMembers({ limit: PAGE_SIZE, cursor: pages.cursor });
  const updateMember = useUpdateTenantMember();
  const removeMember = useRemoveTenantMember();
  const removal = useConfirmedAction((member: TenantMember) => removeMember.trigger(member.uid));

  const brandsOf = (member: TenantMember) => {
    const brandCount = Object.keys(member.brandRoles).length;
    if (member.role !== "member") return t("list.allBrands");
    return brandCount === 0 ? t("list.noBrands") : t("list.brandCount", { count: brandCount });
  };
  // Everyone who may see the list learns why the person cannot sign in; owners alone may re-link.
  const relinkNotice = (member: TenantMemberListItem) =>
    member.accountEmailChanged && (
      <>
        <span title={t("list.needsRelinkingTitle", { email: member.email })}>
          <Badge tone="warning" dot>
            {t("list.needsRelinking")}
          </Badge>
        </span>
        {canRelink && (
          <Button size="sm" aria-label={t("list.relinkLabel", { email: member.email })} onClick={() => setRelinking(member)}>
            {t("list.relink")}
          </Button>
        )}
      </>
    );
  const inviteButton = canManage && <CreateButton onClick={() => setInviting(true)}>{t("list.invitePeople")}</CreateButton>;

  return (
    <>
      <PageHeader
        title={t("list.title")}
        description={t("list.description", { workspace: me?.tenant.name ?? t("list.thisWorkspace") })}
        actions={data && data.items.length === 0 ? undefined : inviteButton}
      />
      <Card>
        <ContentListBody
          response={{ data, error, isLoading, mutate }}
          errorTitle={t("list.loadError")}
          skeletonRows={4}
          pages={pages}
          empty={<EmptyState icon={<IconUsers size={20} />} title={t("list.empty")} description={t("list.emptyDescription")} action={inviteButton} />}
        >
          {(items) => (
            <MemberTable
              columns={columns}
              items={items}
              youUid={me?.uid}
              roles={{ labels: tenantRoleLabels, options: tenantRoleOptions }}
              manage={
                canManage
                  ? {
                      roleLabel: (member) => t("list.roleOf", { email: member.email }),
                      changeRole: (member, role: TenantRole) => updateMember.trigger({ uid: member.uid, role }),
                      removeLabel: (member) => t("list.removeLabel", { email: member.email }),
                      removeTitle: t("list.removeTitle"),
                      remove: removal.ask,
                    }
                  : undefined
              }
              cells={(member) => <Td className="hide-md cell-muted">{brandsOf(member)}</Td>}
              notice={relinkNotice}
            />
          )}
        </ContentListBody>
      </Card>
      {canManage && <PendingInvitations />}
      {canManage && <InviteMemberDialog open={inviting} onOpenChange={setInviting} />}
      {canRelink && <RelinkMemberDialog member={relinking} onClose={() => setRelinking(null)} />}
      <ConfirmDialog
        {...removal.dialogProps}
        title={t("remove.title", { name: removal.item?.displayName ?? removal.item?.email ?? "" })}
        description={t("remove.description")}
        confirmLabel={t("remove.confirm")}
        destructive
        busy={removeMember.isMutating}
      />
    </>
  );
}
