import { Link } from "react-router-dom";
import type { Me } from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { DangerBanner } from "@/components/ui/danger-banner";
import { formatDate } from "@/lib/format";
import { can } from "@vitrine/contract";
import { useCancelWorkspaceDeletion } from "@/data/tenant/workspace-deletion";
import { useT } from "../messages";
import "./workspace-deletion-banner.css";

/**
 * Above every console screen while the workspace's deletion is scheduled: when it happens, and
 * for owners, the button that restores it.
 */
export function WorkspaceDeletionBanner({ me }: { me: Me }) {
  const t = useT();
  const cancelDeletion = useCancelWorkspaceDeletion();
  const scheduledFor = me.tenant.deletionScheduledFor;
  if (!scheduledFor) return null;
  const owner = can("tenant.delete", me);
  return (
    <DangerBanner
      className="deletion-banner"
      role="status"
      actions={
        owner && (
          <div className="deletion-banner-actions">
            <Link className="btn btn-ghost" to="/manager/panel/settings">
              {t("deletionBanner.details")}
            </Link>
            <Button variant="primary" onClick={() => void cancelDeletion.trigger(undefined)} loading={cancelDeletion.isMutating}>
              {t("deletionBanner.restore")}
            </Button>
          </div>
        )
      }
    >
      <strong>{t("deletionBanner.title", { workspace: me.tenant.name, date: formatDate(scheduledFor) })}</strong> {t("deletionBanner.text")}{" "}
      {!owner && t("deletionBanner.ownerOnly")}
    </DangerBanner>
  );
}
