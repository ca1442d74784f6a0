import { useState } from "react";
import type { BrandMember, BrandRole } from "@contract";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ContentListBody } from "@/components/ui/content-list-body";
import { EmptyState } from "@/components/ui/empty-state";
import { IconPlus, IconUsers } from "@/components/ui/icons";
import { MemberRow } from "@/components/ui/member-cells";
import { PageHeader } from "@/components/ui/page-header";
import { type Column, ColumnTable } from "@/components/ui/table";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { useCan, useMe } from "@/lib/me";
import { brandRoleLabels, brandRoleOptions } from "@/lib/roles";
import { useBrandMembers } from "@/data/members/list-brand-members";
import { useRemoveBrandMember } from "@/data/members/remove-brand-member";
import { useUpdateBrandMember } from "@/data/members/update-brand-member";
import { AddBrandMemberDialog } from "./add-brand-member-dialog";

const PAGE_SIZE = 50;

interface BrandUsersProps {
  brandId: string;
  /** Shown in titles; the screen works before it is known. */
  brandName?: string;
}

const columns: Column[] = [{ label: "Person" }, { label: "Role" }, { label: "Status", className: "hide-sm" }, { label: "Added", className: "hide-md" }];

export function BrandUsers({ brandId, brandName }: BrandUsersProps) {
  const can = useCan();
  const { data: me } = useMe();
  const canManage = can("brandMembers.manage", brandId);
  const pages = useCursorPages(brandId);
  const { data, error, isLoading, mutate } = useBrandMembers(brandId, { limit: PAGE_SIZE, cursor: pages.cursor });
  const updateMember = useUpdateBrandMember();
  const removeMember = useRemoveBrandMember();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BrandMember | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    const outcome = await removeMember.trigger({ brandId, uid: removing.uid });
    if (outcome.ok) setRemoving(null);
  };

  const addButton = canManage && (
    <Button variant="primary" onClick={() => setAdding(true)}>
      <IconPlus /> Add people
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Brand users"
        description={
          canManage
            ? "People with a role on this brand. Workspace owners and admins can always manage every brand."
            : "People with a role on this brand. Only brand admins can change them."
        }
        actions={data && data.items.length === 0 && pages.page === 1 ? undefined : addButton}
      />
      <Card>
        <ContentListBody
          data={data}
          error={error}
          isLoading={isLoading}
          onRetry={() => mutate()}
          errorTitle="Could not load this brand’s people"
          skeletonRows={3}
          pages={pages}
          empty={
            <EmptyState
              icon={<IconUsers size={20} />}
              title="No one has a role on this brand yet"
              description={
                canManage
                  ? "Workspace owners and admins can already manage it. Add editors and viewers to share the work."
                  : "Workspace owners and admins manage it. Brand admins can add people here."
              }
              action={addButton}
            />
          }
        >
          {(items) => (
            <ColumnTable columns={columns} items={items} actions={canManage}>
              {(member) => (
                <MemberRow
                  key={member.uid}
                  member={member}
                  isYou={member.uid === me?.uid}
                  role={{
                    role: member.role,
                    labels: brandRoleLabels,
                    options: brandRoleOptions,
                    label: `Role of ${member.email} on this brand`,
                    onChange: canManage ? (role: BrandRole) => updateMember.trigger({ brandId, uid: member.uid, role }) : undefined,
                  }}
                  remove={
                    canManage ? { label: `Remove ${member.email} from this brand`, title: "Remove from brand", onClick: () => setRemoving(member) } : undefined
                  }
                />
              )}
            </ColumnTable>
          )}
        </ContentListBody>
      </Card>
      {canManage && <AddBrandMemberDialog brandId={brandId} brandName={brandName ?? "this brand"} open={adding} onOpenChange={setAdding} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.displayName ?? removing?.email ?? ""} from ${brandName ?? "this brand"}?`}
        description="They keep their place in the workspace but lose their role on this brand."
        confirmLabel="Remove"
        destructive
        busy={removeMember.isMutating}
        onConfirm={confirmRemove}
      />
    </>
  );
}
