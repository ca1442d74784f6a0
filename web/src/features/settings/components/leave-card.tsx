import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { Me } from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDate } from "@/lib/format";
import { useCan } from "@/data/me/use-can";
import { useDeleteMe } from "@/data/me/delete-me";
import { useCancelWorkspaceDeletion, useScheduleWorkspaceDeletion } from "@/data/tenant/workspace-deletion";
import { useT } from "../messages";
import "./leave-card.css";

/**
 * Leaving Vitrine: anyone can delete their own account (the last owner is told to hand over
 * first); an owner can delete the whole workspace, which waits 7 days during which it can be restored.
 */
export function LeaveCard({ me }: { me: Me }) {
  const t = useT();
  const can = useCan();
  const navigate = useNavigate();
  const deleteMe = useDeleteMe();
  const scheduleDeletion = useScheduleWorkspaceDeletion();
  const cancelDeletion = useCancelWorkspaceDeletion();
  const [confirming, setConfirming] = useState<"account" | "workspace" | null>(null);
  const scheduledFor = me.tenant.deletionScheduledFor;

  const deleteAccount = async () => {
    const outcome = await deleteMe.trigger(undefined);
    setConfirming(null);
    if (outcome.ok) navigate("/manager/logout", { replace: true });
  };
  const deleteWorkspace = async () => {
    const outcome = await scheduleDeletion.trigger(me.tenant.slug);
    if (outcome.ok) setConfirming(null);
  };

  return (
    <Card>
      <CardHeader title={t("leave.title")} description={t("leave.description")} />
      <CardBody className="leave-rows">
        <div className="leave-row">
          <div>
            <p className="leave-row-title">{t("leave.account.title")}</p>
            <p className="leave-row-text">{t("leave.account.text", { workspace: me.tenant.name })}</p>
          </div>
          <Button variant="danger" onClick={() => setConfirming("account")}>
            {t("leave.account.button")}
          </Button>
        </div>
        {can("tenant.delete") && (
          <div className="leave-row">
            <div>
              <p className="leave-row-title">{t("leave.workspace.title")}</p>
              <p className="leave-row-text">
                {scheduledFor
                  ? t("leave.workspace.scheduled", { workspace: me.tenant.name, date: formatDate(scheduledFor) })
                  : t("leave.workspace.text", { workspace: me.tenant.name })}
              </p>
            </div>
            {scheduledFor ? (
              <Button onClick={() => void cancelDeletion.trigger(undefined)} loading={cancelDeletion.isMutating}>
                {t("leave.workspace.restore")}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setConfirming("workspace")}>
                {t("leave.workspace.button")}
              </Button>
            )}
          </div>
        )}
      </CardBody>
      <ConfirmDialog
        open={confirming === "account"}
        onOpenChange={(open) => setConfirming(open ? "account" : null)}
        title={t("leave.confirmAccount.title")}
        description={t("leave.confirmAccount.description", { workspace: me.tenant.name })}
        confirmLabel={t("leave.confirmAccount.confirm")}
        destructive
        busy={deleteMe.isMutating}
        onConfirm={() => void deleteAccount()}
      />
      <ConfirmDialog
        open={confirming === "workspace"}
        onOpenChange={(open) => setConfirming(open ? "workspace" : null)}
        title={t("leave.confirmWorkspace.title", { workspace: me.tenant.name })}
        description={t("leave.confirmWorkspace.description")}
        confirmLabel={t("leave.confirmWorkspace.confirm")}
        destructive
        confirmationText={me.tenant.slug}
        busy={scheduleDeletion.isMutating}
        onConfirm={() => void deleteWorkspace()}
      />
    </Card>
  );
}
