import { notificationLanguages, type NotificationSettings } from "@vitrine/contract";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { useNotificationSettings, useUpdateNotificationSettings } from "@/data/notifications/notification-settings";
import { useT } from "../messages";
import { LanguageSelect } from "./language-select";

/** Whether review notifications also come by email, and in which language (each change is saved at once). */
export function NotificationSettingsCard() {
  const t = useT();
  const { data: settings } = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const save = (changes: Partial<NotificationSettings>) => void update.trigger(changes);
  return (
    <Card>
      <CardHeader title={t("notifications.title")} description={t("notifications.description")} />
      <CardBody>
        <div className="stack">
          <Switch
            checked={settings?.emailReviews ?? true}
            disabled={!settings || update.isMutating}
            onCheckedChange={(emailReviews) => save({ emailReviews })}
            label={t("notifications.email")}
          />
          <LanguageSelect
            label={t("notifications.language")}
            name="notification-language"
            languages={notificationLanguages}
            value={settings?.language ?? "en"}
            disabled={!settings || update.isMutating || settings.emailReviews === false}
            onChange={(language) => save({ language })}
          />
        </div>
      </CardBody>
    </Card>
  );
}
