import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useCan, useMe } from "@/lib/me";
import { DataExportCard } from "./data-export-card";
import { LeaveCard } from "./leave-card";
import { PasswordCard } from "./password-card";
import { ProfileCard } from "./profile-card";
import { WorkspaceCard } from "./workspace-card";

/** The "Profile & workspace" section of settings (the page header and tabs come from the settings layout). */
export function SettingsPage() {
  const { data: me } = useMe();
  const can = useCan();
  if (!me) return <LoadingPlaceholder text="Loading settings…" />;
  return (
    <div className="settings-grid">
      <section className="settings-section">
        <div className="settings-section-intro">
          <h2 className="settings-section-title">Account</h2>
          <p className="settings-section-text">Only you see and change these.</p>
        </div>
        <div className="stack">
          <ProfileCard me={me} />
          <PasswordCard />
        </div>
      </section>
      <section className="settings-section">
        <div className="settings-section-intro">
          <h2 className="settings-section-title">Workspace</h2>
          <p className="settings-section-text">Shared by everyone in {me.tenant.name}.</p>
        </div>
        <div className="stack">
          <WorkspaceCard />
        </div>
      </section>
      {can("tenant.export") && (
        <section className="settings-section" aria-labelledby="settings-data-export">
          <div className="settings-section-intro">
            <h2 className="settings-section-title" id="settings-data-export">
              Data export
            </h2>
            <p className="settings-section-text">Take a copy of everything in {me.tenant.name} with you.</p>
          </div>
          <div className="stack">
            <DataExportCard />
          </div>
        </section>
      )}
      <section className="settings-section">
        <div className="settings-section-intro">
          <h2 className="settings-section-title">Leaving</h2>
          <p className="settings-section-text">Delete your account, or the whole workspace.</p>
        </div>
        <div className="stack">
          <LeaveCard me={me} />
        </div>
      </section>
    </div>
  );
}
