import { notificationLanguages, type NotificationSettings } from "@vitrine/contract";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";
import { useNotificationSettings, useUpdateNotificationSettings } from "@/data/notifications/notification-settings";
import { CONSOLE_LANGUAGE_NAMES } from "@/lib/i18n/console-language";
import { useT } from "../messages";
import "./language-card.css";

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
          <Field label={t("notifications.language")} className="language-card-field">
            {(control) => (
              <span className="select">
                <select
                  {...control}
                  name="notification-language"
                  value={settings?.language ?? "en"}
                  disabled={!settings || update.isMutating || settings.emailReviews === false}
                  onChange={(event) => save({ language: event.target.value as NotificationSettings["language"] })}
                >
                  {notificationLanguages.map((option) => (
                    <option key={option} value={option} lang={option}>
                      {CONSOLE_LANGUAGE_NAMES[option]}
                    </option>
                  ))}
                </select>
              </span>
            )}
          </Field>
        </div>
      </CardBody>
    </Card>
  );
}
