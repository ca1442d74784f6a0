import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useCan } from "@/data/me/use-can";
import { useMe } from "@/data/me/get-me";
import { DataExportCard } from "./data-export-card";
import { EventExportCard } from "./event-export-card";
import { LeaveCard } from "./leave-card";
import { PasswordCard } from "./password-card";
import { ProfileCard } from "./profile-card";
import { WorkspaceCard } from "./workspace-card";
import { LanguageCard } from "./language-card";
import { NotificationSettingsCard } from "./notification-settings-card";
import { useT } from "../messages";
import "./settings-page.css";

/** The "Profile & workspace" section of settings (the page header and tabs come from the settings layout). */
export function SettingsPage() {
  const { data: me } = useMe();
  const can = useCan();
  const t = useT();
  if (!me) return <LoadingPlaceholder text={t("page.loading")} />;
  return (
    <div className="settings-grid">
      <section className="settings-section">
        <div className="settings-section-intro">
          <h2 className="settings-section-title">{t("page.account.title")}</h2>
          <p className="settings-section-text">{t("page.account.text")}</p>
        </div>
        <div className="stack">
          <ProfileCard me={me} />
          <LanguageCard />
          <NotificationSettingsCard />
          <PasswordCard />
        </div>
      </section>
      <section className="settings-section">
        <div className="settings-section-intro">
          <h2 className="settings-section-title">{t("page.workspace.title")}</h2>
          <p className="settings-section-text">{t("page.workspace.text", { workspace: me.tenant.name })}</p>
        </div>
        <div className="stack">
          <WorkspaceCard />
        </div>
      </section>
      {can("tenant.export") && (
        <section className="settings-section" aria-labelledby="settings-data-export">
          <div className="settings-section-intro">
            <h2 className="settings-section-title" id="settings-data-export">
              {t("page.dataExport.title")}
            </h2>
            <p className="settings-section-text">{t("page.dataExport.text", { workspace: me.tenant.name })}</p>
          </div>
          <div className="stack">
            <DataExportCard />
            <EventExportCard />
          </div>
        </section>
      )}
      <section className="settings-section">
        <div className="settings-section-intro">
          <h2 className="settings-section-title">{t("page.leaving.title")}</h2>
          <p className="settings-section-text">{t("page.leaving.text")}</p>
        </div>
        <div className="stack">
          <LeaveCard me={me} />
        </div>
      </section>
    </div>
  );
}
