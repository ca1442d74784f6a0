import { webhookEventTypes, type WebhookEventType } from "@vitrine/contract";
import { eventDescription } from "../lib/event-description";
import { useT } from "../messages";

interface WebhookEventsFieldProps {
  value: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  error?: string;
}

/** One checkbox per event the API offers, each with what it means (from the contract). */
export function WebhookEventsField({ value, onChange, error }: WebhookEventsFieldProps) {
  const t = useT();
  const toggle = (event: WebhookEventType, on: boolean) =>
    // Kept in the contract's order, so the saved list reads the same way every time.
    onChange(webhookEventTypes.filter((e) => (e === event ? on : value.includes(e))));
  return (
    <fieldset className="field webhook-fieldset" aria-describedby={error ? "webhook-events-error" : undefined}>
      <legend className="field-label">{t("form.events")}</legend>
      <div className="webhook-events">
        {webhookEventTypes.map((event) => (
          <label key={event} className="choice-card">
            <input type="checkbox" checked={value.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />
            <span>
              <span className="webhook-event-name">{event}</span>
              <span className="webhook-event-text">{eventDescription(event, t)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" id="webhook-events-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
