import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { Me } from "@contract";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDate } from "@/lib/format";
import { useCan } from "@/lib/me";
import { useDeleteMe } from "@/data/me/delete-me";
import { useCancelWorkspaceDeletion, useScheduleWorkspaceDeletion } from "@/data/tenant/workspace-deletion";
import "./leave-card.css";

/**
 * Leaving Vitrine: anyone can delete their own account (the last owner is told to hand over
 * first); an owner can delete the whole workspace, which waits 7 days during which it can be restored.
 */
export function LeaveCard({ me }: { me: Me }) {
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
      <CardHeader title="Leave Vitrine" description="Deleting cannot be undone once it is carried out." />
      <CardBody className="leave-rows">
        <div className="leave-row">
          <div>
            <p className="leave-row-title">Delete my account</p>
            <p className="leave-row-text">
              You leave {me.tenant.name} and your sign-in is deleted. What you made stays with the workspace.
            </p>
          </div>
          <Button variant="danger" onClick={() => setConfirming("account")}>
            Delete my account
          </Button>
        </div>
        {can("tenant.delete") && (
          <div className="leave-row">
            <div>
              <p className="leave-row-title">Delete the workspace</p>
              <p className="leave-row-text">
                {scheduledFor
                  ? `Everything in ${me.tenant.name} will be deleted on ${formatDate(scheduledFor)}: brands, experiences, files and people. Its QR codes show a paused page until then.`
                  : `Every brand, experience, file and person of ${me.tenant.name}, after 7 days during which an owner can restore it. Its QR codes show a paused page at once.`}
              </p>
            </div>
            {scheduledFor ? (
              <Button onClick={() => void cancelDeletion.trigger(undefined)} loading={cancelDeletion.isMutating}>
                Restore the workspace
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setConfirming("workspace")}>
                Delete the workspace
              </Button>
            )}
          </div>
        )}
      </CardBody>
      <ConfirmDialog
        open={confirming === "account"}
        onOpenChange={(open) => setConfirming(open ? "account" : null)}
        title="Delete your account?"
        description={`You will be signed out and removed from ${me.tenant.name}. To come back, someone has to invite you again.`}
        confirmLabel="Delete my account"
        destructive
        busy={deleteMe.isMutating}
        onConfirm={() => void deleteAccount()}
      />
      <ConfirmDialog
        open={confirming === "workspace"}
        onOpenChange={(open) => setConfirming(open ? "workspace" : null)}
        title={`Delete ${me.tenant.name}?`}
        description="Its QR codes stop showing experiences now. In 7 days everything is deleted for good; until then an owner can restore it from Settings."
        confirmLabel="Delete the workspace"
        destructive
        confirmationText={me.tenant.slug}
        busy={scheduleDeletion.isMutating}
        onConfirm={() => void deleteWorkspace()}
      />
    </Card>
  );
}
