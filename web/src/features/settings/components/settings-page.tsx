import { Badge } from "@/components/ui/badge";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { IconLock } from "@/components/ui/icons";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { PageHeader } from "@/components/ui/page-header";
import { useMe } from "@/lib/me";
import { PasswordCard } from "./password-card";
import { ProfileCard } from "./profile-card";
import { WorkspaceCard } from "./workspace-card";

export function SettingsPage() {
  const { data: me } = useMe();
  if (!me) return <LoadingPlaceholder text="Loading settings…" />;
  return (
    <>
      <PageHeader title="Settings" description="Your profile and password, and your workspace." />
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
            <Card>
              <CardHeader title="API keys" description="Let external systems list and change brands, products and placements." actions={<Badge tone="accent">Soon</Badge>} />
              <CardBody>
                <div className="placeholder-panel">
                  <span className="placeholder-panel-icon">
                    <IconLock size={20} />
                  </span>
                  <div>
                    <p className="placeholder-panel-title">API keys are coming soon</p>
                    <p className="placeholder-panel-text">Create scoped keys, see when each was last used, and revoke them.</p>
                  </div>
                </div>
              </CardBody>
            </Card>
          </div>
        </section>
      </div>
    </>
  );
}
