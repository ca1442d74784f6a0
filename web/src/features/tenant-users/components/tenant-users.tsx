import { useState } from "react";
import type { TenantMember, TenantRole } from "@contract";
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
import { tenantRoleLabels, tenantRoleOptions } from "@/lib/roles";
import { useTenantMembers } from "../api/list-tenant-members";
import { useRemoveTenantMember } from "../api/remove-tenant-member";
import { useUpdateTenantMember } from "../api/update-tenant-member";
import { InviteMemberDialog } from "./invite-member-dialog";

const PAGE_SIZE = 50;

export function TenantUsers() {
  const can = useCan();
  const { data: me } = useMe();
  const canManage = can("tenantMembers.manage");
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TenantMember | null>(null);
  const pages = useCursorPages();
  const { data, error, isLoading, mutate } = useTenantMembers({ limit: PAGE_SIZE, cursor: pages.cursor });
  const updateMember = useUpdateTenantMember();
  const removeMember = useRemoveTenantMember();
  // Which row's role is being saved, so only that select shows as busy.
  const [savingUid, setSavingUid] = useState<string | null>(null);

  const changeRole = async (member: TenantMember, role: TenantRole) => {
    setSavingUid(member.uid);
    await updateMember.trigger({ uid: member.uid, role });
    setSavingUid(null);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const outcome = await removeMember.trigger(removing.uid);
    if (outcome.ok) setRemoving(null);
  };

  const inviteButton = canManage && (
    <Button variant="primary" onClick={() => setInviting(true)}>
      <IconPlus /> Invite people
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Tenant users"
        description={`Everyone in ${me?.tenant.name ?? "this workspace"}. Owners and admins manage people, brands and settings.`}
        actions={data && data.items.length === 0 ? undefined : inviteButton}
      />
      <Card>
        {error && !data ? (
          <ErrorState title="Could not load people" error={error} onRetry={() => mutate()} />
        ) : isLoading && !data ? (
          <SkeletonRows rows={4} />
        ) : data && data.items.length === 0 ? (
          <EmptyState icon={<IconUsers size={20} />} title="No one here yet" description="Invite your colleagues to work on your brands." action={inviteButton} />
        ) : data ? (
          <>
            <Table>
              <thead>
                <tr>
                  <Th>Person</Th>
                  <Th>Role</Th>
                  <Th className="hide-sm">Status</Th>
                  <Th className="hide-md">Brands</Th>
                  <Th className="hide-md">Added</Th>
                  {canManage && <Th aria-label="Actions" />}
                </tr>
              </thead>
              <tbody>
                {data.items.map((member) => {
                  const isMe = member.uid === me?.uid;
                  const brandCount = Object.keys(member.brandRoles).length;
                  return (
                    <Tr key={member.uid}>
                      <Td>
                        <div className="cell-identity">
                          <Avatar name={member.displayName} email={member.email} />
                          <div className="cell-identity-text">
                            <div className="cell-title">
                              {member.displayName ?? member.email.split("@")[0]}
                              {isMe && <span className="you-tag">You</span>}
                            </div>
                            <div className="cell-subtitle">{member.email}</div>
                          </div>
                        </div>
                      </Td>
                      <Td>
                        {canManage ? (
                          <Select
                            aria-label={`Role of ${member.email}`}
                            className="select-compact"
                            value={member.role}
                            options={tenantRoleOptions}
                            disabled={savingUid === member.uid}
                            onChange={(event) => changeRole(member, event.target.value as TenantRole)}
                          />
                        ) : (
                          <Badge tone={tenantRoleLabels[member.role].tone}>{tenantRoleLabels[member.role].label}</Badge>
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
                      <Td className="hide-md cell-muted">
                        {member.role === "member" ? (brandCount === 0 ? "None" : `${brandCount} brand${brandCount === 1 ? "" : "s"}`) : "All brands"}
                      </Td>
                      <Td className="hide-md cell-muted">{formatDate(member.createdAt)}</Td>
                      {canManage && (
                        <Td className="cell-end">
                          <Button
                            variant="ghost"
                            size="sm"
                            iconOnly
                            aria-label={`Remove ${member.email}`}
                            title="Remove from workspace"
                            onClick={() => setRemoving(member)}
                          >
                            <IconTrash />
                          </Button>
                        </Td>
                      )}
                    </Tr>
                  );
                })}
              </tbody>
            </Table>
            <Pagination page={pages.page} hasNext={Boolean(data.nextCursor)} onPrevious={pages.previous} onNext={() => pages.next(data.nextCursor)} />
          </>
        ) : null}
      </Card>
      {canManage && <InviteMemberDialog open={inviting} onOpenChange={setInviting} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.displayName ?? removing?.email ?? ""}?`}
        description="They lose access to this workspace and every brand in it. You can invite them again later."
        confirmLabel="Remove"
        destructive
        busy={removeMember.isMutating}
        onConfirm={confirmRemove}
      />
    </>
  );
}
