import { useState } from "react";
import type { BrandMember, BrandRole } from "@vitrine/contract";
import { CreateButton } from "@/components/ui/create-button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ContentListBody } from "@/components/ui/content-list-body";
import { EmptyState } from "@/components/ui/empty-state";
import { IconUsers } from "@/components/ui/icons";
import { MemberTable } from "@/components/ui/member-cells";
import { PageHeader } from "@/components/ui/page-header";
import type { Column } from "@/components/ui/table";
import { useConfirmedAction } from "@/hooks/use-confirmed-action";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { useCan } from "@/data/me/use-can";
import { useMe } from "@/data/me/get-me";
import { brandRoleLabels, brandRoleOptions } from "@/lib/roles";
import { useBrandMembers } from "@/data/members/list-brand-members";
import { useRemoveBrandMember } from "@/data/members/remove-brand-member";
import { useUpdateBrandMember } from "@/data/members/update-brand-member";
import { useT } from "../messages";
import { AddBrandMemberDialog } from "./add-brand-member-dialog";

const PAGE_SIZE = 50;

interface BrandUsersProps {
  brandId: string;
  /** Shown in titles; the screen works before it is known. */
  brandName?: string;
}

export function BrandUsers({ brandId, brandName }: BrandUsersProps) {
  const t = useT();
  const columns: Column[] = [
    { label: t("list.columns.person") },
    { label: t("list.columns.role") },
    { label: t("list.columns.status"), className: "hide-sm" },
    { label: t("list.columns.added"), className: "hide-md" },
  ];
  const can = useCan();
  const { data: me } = useMe();
  const canManage = can("brandMembers.manage", brandId);
  const pages = useCursorPages(brandId);
  const { data, error, isLoading, mutate } = useBrandMembers(brandId, { limit: PAGE_SIZE, cursor: pages.cursor });
  const updateMember = useUpdateBrandMember();
  const removeMember = useRemoveBrandMember();
  const [adding, setAdding] = useState(false);
  const removal = useConfirmedAction((member: BrandMember) => removeMember.trigger({ brandId, uid: member.uid }));

  const addButton = canManage && <CreateButton onClick={() => setAdding(true)}>{t("list.addPeople")}</CreateButton>;

  return (
    <>
      <PageHeader
        title={t("list.title")}
        description={canManage ? t("list.descriptionManage") : t("list.descriptionView")}
        actions={data && data.items.length === 0 && pages.page === 1 ? undefined : addButton}
      />
      <Card>
        <ContentListBody
          response={{ data, error, isLoading, mutate }}
          errorTitle={t("list.loadError")}
          skeletonRows={3}
          pages={pages}
          empty={
            <EmptyState
              icon={<IconUsers size={20} />}
              title={t("list.empty")}
              description={canManage ? t("list.emptyManage") : t("list.emptyView")}
              action={addButton}
            />
          }
        >
          {(items) => (
            <MemberTable
              columns={columns}
              items={items}
              youUid={me?.uid}
              roles={{ labels: brandRoleLabels, options: brandRoleOptions }}
              manage={
                canManage
                  ? {
                      roleLabel: (member) => t("list.roleOf", { email: member.email }),
                      changeRole: (member, role: BrandRole) => updateMember.trigger({ brandId, uid: member.uid, role }),
                      removeLabel: (member) => t("list.removeLabel", { email: member.email }),
                      removeTitle: t("list.removeTitle"),
                      remove: removal.ask,
                    }
                  : undefined
              }
            />
          )}
        </ContentListBody>
      </Card>
      {canManage && <AddBrandMemberDialog brandId={brandId} brandName={brandName ?? t("list.thisBrand")} open={adding} onOpenChange={setAdding} />}
      <ConfirmDialog
        {...removal.dialogProps}
        title={t("remove.title", { name: removal.item?.displayName ?? removal.item?.email ?? "", brand: brandName ?? t("list.thisBrand") })}
        description={t("remove.description")}
        confirmLabel={t("remove.confirm")}
        destructive
        busy={removeMember.isMutating}
      />
    </>
  );
}
