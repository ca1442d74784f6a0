import { useState } from "react";
import type { TenantInvitation } from "@vitrine/contract";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { MemberIdentity } from "@/components/ui/member-cells";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { Pagination } from "@/components/ui/pagination";
import { type Column, ColumnTable, Td, Tr } from "@/components/ui/table";
import { useConfirmedAction } from "@/hooks/use-confirmed-action";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { formatDate } from "@/lib/format";
import { tenantRoleLabels } from "@/lib/roles";
import { useInvitations } from "@/data/members/list-invitations";
import { useResendInvitation } from "@/data/members/resend-invitation";
import { useRevokeInvitation } from "@/data/members/revoke-invitation";
import { useT } from "../messages";
import "./pending-invitations.css";

const PAGE_SIZE = 20;

/**
 * Invitations nobody has accepted yet, for owners and admins: each can be sent again (a new link;
 * the old one stops working) or revoked. The card is left out while there are none.
 */
export function PendingInvitations() {
  const t = useT();
  const columns: Column[] = [
    { label: t("pending.columns.person") },
    { label: t("pending.columns.role"), className: "hide-sm" },
    { label: t("pending.columns.status") },
    { label: t("pending.columns.invitedBy"), className: "hide-md" },
  ];
  const pages = useCursorPages();
  const { data, error, isLoading, mutate } = useInvitations({ limit: PAGE_SIZE, cursor: pages.cursor }, true);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const revocation = useConfirmedAction((invitation: TenantInvitation) => revoke.trigger(invitation.id));
  const [resent, setResent] = useState<{ email: string; link: string } | null>(null);

  if (!data && !error && !isLoading) return null;
  if (data && data.items.length === 0 && pages.page === 1) return null;

  const send = async (invitation: TenantInvitation) => {
    const outcome = await resend.trigger(invitation.id);
    if (outcome.ok) setResent({ email: outcome.data.invitation.email, link: outcome.data.inviteLink });
  };

  return (
    <>
      <Card className="pending-invitations" aria-label={t("pending.label")}>
        <CardHeader title={t("pending.title")} description={t("pending.description")} />
        {error && !data ? (
          <ErrorState title={t("pending.loadError")} error={error} onRetry={() => mutate()} />
        ) : !data ? (
          <SkeletonRows rows={2} />
        ) : (
          <>
            <ColumnTable columns={columns} items={data.items}>
              {(invitation) => (
                <Tr key={invitation.id}>
                  <Td>
                    <MemberIdentity displayName={invitation.displayName} email={invitation.email} isYou={false} />
                  </Td>
                  <Td className="hide-sm">
                    <Badge tone={tenantRoleLabels[invitation.role].tone}>{tenantRoleLabels[invitation.role].label}</Badge>
                  </Td>
                  <Td>
                    {invitation.status === "expired" ? (
                      <Badge tone="danger" dot>
                        {t("pending.expired", { date: formatDate(invitation.expiresAt) })}
                      </Badge>
                    ) : (
                      <Badge tone="warning" dot>
                        {t("pending.until", { date: formatDate(invitation.expiresAt) })}
                      </Badge>
                    )}
                  </Td>
                  <Td className="hide-md cell-muted">{invitation.createdBy.name ?? "—"}</Td>
                  <Td className="cell-end">
                    <div className="row-actions">
                      <Button
                        size="sm"
                        onClick={() => void send(invitation)}
                        aria-label={t("pending.resendLabel", { email: invitation.email })}
                        disabled={resend.isMutating}
                      >
                        {t("pending.resend")}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => revocation.ask(invitation)}
                        aria-label={t("pending.revokeLabel", { email: invitation.email })}
                      >
                        {t("pending.revoke")}
                      </Button>
                    </div>
                  </Td>
                </Tr>
              )}
            </ColumnTable>
            <Pagination pages={pages} nextCursor={data.nextCursor} />
          </>
        )}
      </Card>
      <ConfirmDialog
        {...revocation.dialogProps}
        title={t("pending.revokeTitle", { email: revocation.item?.email ?? "" })}
        description={t("pending.revokeDescription")}
        confirmLabel={t("pending.revokeConfirm")}
        destructive
        busy={revoke.isMutating}
      />
      <Dialog
        open={resent !== null}
        onOpenChange={(open) => !open && setResent(null)}
        title={t("pending.newLinkTitle")}
        description={t("pending.newLinkDescription", { email: resent?.email ?? "" })}
        footer={
          <Button variant="primary" onClick={() => setResent(null)}>
            {t("pending.done")}
          </Button>
        }
      >
        <div className="form-stack">
          <CopyField label={t("pending.link")} value={resent?.link ?? ""} />
          <Alert tone="info">{t("pending.linkWarning")}</Alert>
        </div>
      </Dialog>
    </>
  );
}
