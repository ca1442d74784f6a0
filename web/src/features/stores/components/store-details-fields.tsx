import type { ClipboardEvent } from "react";
import { Field } from "@/components/ui/field";
import { IconExternal } from "@/components/ui/icons";
import { Input, Select } from "@/components/ui/input";
import type { FieldErrors } from "@/lib/form";
import { useNow } from "../hooks/use-now";
import { mapLink, parseCoordinate, splitPastedPair } from "../lib/coordinates";
import { countryOptions } from "../lib/countries";
import type { StoreDraft } from "../lib/store-draft";
import { utcOffset } from "@/lib/time-zones";
import { TimeZonePicker } from "./time-zone-picker";

interface StoreDetailsFieldsProps {
  draft: StoreDraft;
  onChange: (changes: Partial<StoreDraft>) => void;
  errors: FieldErrors;
  disabled?: boolean;
  /** Focus the name on open (the create dialog), not on a page that is mostly read. */
  autoFocus?: boolean;
}

/** Name, time zone, address and position: the same fields when creating and editing a store. */
export function StoreDetailsFields({ draft, onChange, errors, disabled = false, autoFocus = false }: StoreDetailsFieldsProps) {
  const lat = parseCoordinate(draft.lat, "Latitude");
  const lng = parseCoordinate(draft.lng, "Longitude");
  const mappable = lat.value !== null && lng.value !== null && Math.abs(lat.value) <= 90 && Math.abs(lng.value) <= 180;

  // Maps copy a position as "48.8566, 2.3522": pasted into either box, it fills both.
  const pastePair = (event: ClipboardEvent<HTMLInputElement>) => {
    const pair = splitPastedPair(event.clipboardData.getData("text"));
    if (!pair) return;
    event.preventDefault();
    onChange(pair);
  };

  return (
    <div className="form-stack">
      <div className="form-row">
        <Field label="Store name" error={errors.name}>
          {(control) => (
            <Input {...control} value={draft.name} onChange={(event) => onChange({ name: event.target.value })} placeholder="e.g. Paris Rivoli" maxLength={100} disabled={disabled} autoFocus={autoFocus} />
          )}
        </Field>
        <Field label="Time zone" error={errors.timezone} hint={<LocalTimeHint timeZone={draft.timezone} />}>
          {(control) => <TimeZonePicker {...control} value={draft.timezone} onChange={(timezone) => onChange({ timezone })} disabled={disabled} />}
        </Field>
      </div>

      <fieldset className="form-fieldset" disabled={disabled}>
        <legend className="form-legend">Address</legend>
        <div className="form-stack">
          <Field label="Street address" error={errors["address.line1"]}>
            {(control) => <Input {...control} value={draft.line1} onChange={(event) => onChange({ line1: event.target.value })} autoComplete="address-line1" maxLength={200} />}
          </Field>
          <Field label="Address line 2 (optional)" error={errors["address.line2"]}>
            {(control) => (
              <Input {...control} value={draft.line2} onChange={(event) => onChange({ line2: event.target.value })} autoComplete="address-line2" placeholder="Floor, unit, shopping centre" maxLength={200} />
            )}
          </Field>
          <div className="form-row">
            <Field label="City" error={errors["address.city"]}>
              {(control) => <Input {...control} value={draft.city} onChange={(event) => onChange({ city: event.target.value })} autoComplete="address-level2" maxLength={100} />}
            </Field>
            <Field label="Postal code (optional)" error={errors["address.postalCode"]}>
              {(control) => <Input {...control} value={draft.postalCode} onChange={(event) => onChange({ postalCode: event.target.value })} autoComplete="postal-code" maxLength={20} />}
            </Field>
          </div>
          <div className="form-row">
            <Field label="Region (optional)" error={errors["address.region"]}>
              {(control) => <Input {...control} value={draft.region} onChange={(event) => onChange({ region: event.target.value })} autoComplete="address-level1" placeholder="State, province, county" maxLength={100} />}
            </Field>
            <Field label="Country" error={errors["address.country"]}>
              {(control) => (
                <Select
                  {...control}
                  value={draft.country}
                  onChange={(event) => onChange({ country: event.target.value })}
                  options={[{ value: "", label: "Choose a country" }, ...countryOptions()]}
                  autoComplete="country"
                />
              )}
            </Field>
          </div>
        </div>
      </fieldset>

      <fieldset className="form-fieldset" disabled={disabled}>
        <legend className="form-legend">Position</legend>
        <p className="form-fieldset-hint">
          Decimal degrees, as a map shows them. Paste “48.8566, 2.3522” into either box to fill both.
          {mappable && (
            <>
              {" "}
              <a href={mapLink(lat.value!, lng.value!)} target="_blank" rel="noreferrer" className="inline-link">
                Check on the map <IconExternal size={12} />
              </a>
            </>
          )}
        </p>
        <div className="form-row">
          <Field label="Latitude" error={errors["location.lat"]}>
            {(control) => (
              <Input {...control} value={draft.lat} onChange={(event) => onChange({ lat: event.target.value })} onPaste={pastePair} inputMode="decimal" placeholder="48.8566" className="mono-input" />
            )}
          </Field>
          <Field label="Longitude" error={errors["location.lng"]}>
            {(control) => (
              <Input {...control} value={draft.lng} onChange={(event) => onChange({ lng: event.target.value })} onPaste={pastePair} inputMode="decimal" placeholder="2.3522" className="mono-input" />
            )}
          </Field>
        </div>
      </fieldset>
    </div>
  );
}

/** "Local time 14:32 · UTC+02:00", ticking each minute, so the zone can be checked at a glance. */
function LocalTimeHint({ timeZone }: { timeZone: string }) {
  const now = useNow(30_000);
  let time: string;
  try {
    time = new Intl.DateTimeFormat(undefined, { timeZone, hour: "2-digit", minute: "2-digit", weekday: "short" }).format(now);
  } catch {
    return <>Pick the zone the store’s clocks follow.</>;
  }
  return (
    <>
      Local time there: {time} · {utcOffset(timeZone, now)}
    </>
  );
}
