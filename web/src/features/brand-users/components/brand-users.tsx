import { useState } from "react";
import type { BrandMember, BrandRole } from "@contract";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconPlus, IconTrash, IconUsers } from "@/components/ui/icons";
import { Select } from "@/components/ui/input";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { formatDate } from "@/lib/format";
import { useCan, useMe } from "@/lib/me";
import { brandRoleLabels, brandRoleOptions } from "@/lib/roles";
import { useBrandMembers } from "../api/list-brand-members";
import { useRemoveBrandMember } from "../api/remove-brand-member";
import { useUpdateBrandMember } from "../api/update-brand-member";
import { AddBrandMemberDialog } from "./add-brand-member-dialog";

const PAGE_SIZE = 50;

interface BrandUsersProps {
  brandId: string;
  /** Shown in titles; the screen works before it is known. */
  brandName?: string;
}

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
  const [savingUid, setSavingUid] = useState<string | null>(null);

  const changeRole = async (member: BrandMember, role: BrandRole) => {
    setSavingUid(member.uid);
    await updateMember.trigger({ brandId, uid: member.uid, role });
    setSavingUid(null);
  };

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
        {error && !data ? (
          <ErrorState title="Could not load this brand’s people" error={error} onRetry={() => mutate()} />
        ) : isLoading && !data ? (
          <SkeletonRows rows={3} />
        ) : data && data.items.length === 0 ? (
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
        ) : data ? (
          <>
            <Table>
              <thead>
                <tr>
                  <Th>Person</Th>
                  <Th>Role</Th>
                  <Th className="hide-sm">Status</Th>
                  <Th className="hide-md">Added</Th>
                  {canManage && <Th aria-label="Actions" />}
                </tr>
              </thead>
              <tbody>
                {data.items.map((member) => (
                  <Tr key={member.uid}>
                    <Td>
                      <div className="cell-identity">
                        <Avatar name={member.displayName} email={member.email} />
                        <div className="cell-identity-text">
                          <div className="cell-title">
                            {member.displayName ?? member.email.split("@")[0]}
                            {member.uid === me?.uid && <span className="you-tag">You</span>}
                          </div>
                          <div className="cell-subtitle">{member.email}</div>
                        </div>
                      </div>
                    </Td>
                    <Td>
                      {canManage ? (
                        <Select
                          aria-label={`Role of ${member.email} on this brand`}
                          className="select-compact"
                          value={member.role}
                          options={brandRoleOptions}
                          disabled={savingUid === member.uid}
                          onChange={(event) => changeRole(member, event.target.value as BrandRole)}
                        />
                      ) : (
                        <Badge tone={brandRoleLabels[member.role].tone}>{brandRoleLabels[member.role].label}</Badge>
                      )}
                    </Td>
                    <Td className="hide-sm">
                      {member.status === "active" ? (
                        <Badge tone="success" dot>
                          Active
                        </Badge>
                      ) : (
                        <Badge tone="warning" dot>
                          Invited
                        </Badge>
                      )}
                    </Td>
                    <Td className="hide-md cell-muted">{formatDate(member.createdAt)}</Td>
                    {canManage && (
                      <Td className="cell-end">
                        <Button variant="ghost" size="sm" iconOnly aria-label={`Remove ${member.email} from this brand`} title="Remove from brand" onClick={() => setRemoving(member)}>
                          <IconTrash />
                        </Button>
                      </Td>
                    )}
                  </Tr>
                ))}
              </tbody>
            </Table>
            <Pagination page={pages.page} hasNext={Boolean(data.nextCursor)} onPrevious={pages.previous} onNext={() => pages.next(data.nextCursor)} />
          </>
        ) : null}
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
