import type { ClipboardEvent } from "react";
import { Field } from "@/components/ui/field";
import { IconExternal } from "@/components/ui/icons";
import { Select } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import type { FieldErrors } from "@/lib/form";
import { useNow } from "@/hooks/use-now";
import { mapLink, parseCoordinate, splitPastedPair } from "../lib/coordinates";
import { countryOptions } from "../lib/countries";
import type { StoreDraft } from "../lib/store-draft";
import { utcOffset } from "@/lib/time-zones";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { useT } from "../messages";
import { TimeZonePicker } from "./time-zone-picker";

interface StoreDetailsFieldsProps {
  draft: StoreDraft;
  onChange: (changes: Partial<StoreDraft>) => void;
  errors: FieldErrors;
  disabled?: boolean;
  /** Focus the name on open (the create dialog), not on a page that is mostly read. */
  autoFocus?: boolean;
}

/** Name, time zone, code, tags, address and position: the same fields when creating and editing a store. */
export function StoreDetailsFields({ draft, onChange, errors, disabled = false, autoFocus = false }: StoreDetailsFieldsProps) {
  const t = useT();
  const { locale } = useConsoleLanguage();
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
        <TextField
          label={t("fields.name")}
          error={errors.name}
          value={draft.name}
          onChange={(event) => onChange({ name: event.target.value })}
          placeholder={t("fields.namePlaceholder")}
          maxLength={100}
          disabled={disabled}
          autoFocus={autoFocus}
        />
        <Field label={t("fields.timeZone")} error={errors.timezone} hint={<LocalTimeHint timeZone={draft.timezone} />}>
          {(control) => <TimeZonePicker {...control} value={draft.timezone} onChange={(timezone) => onChange({ timezone })} disabled={disabled} />}
        </Field>
      </div>

      <div className="form-row">
        <TextField
          label={t("fields.code")}
          error={errors.code}
          hint={t("fields.codeHint")}
          value={draft.code}
          onChange={(event) => onChange({ code: event.target.value })}
          maxLength={64}
          disabled={disabled}
        />
        <TextField
          label={t("fields.tags")}
          error={errors.tags ?? Object.entries(errors).find(([path]) => path.startsWith("tags."))?.[1]}
          hint={t("fields.tagsHint")}
          value={draft.tags}
          onChange={(event) => onChange({ tags: event.target.value })}
          disabled={disabled}
        />
      </div>

      <fieldset className="form-fieldset" disabled={disabled}>
        <legend className="form-legend">{t("fields.address")}</legend>
        <div className="form-stack">
          <TextField
            label={t("fields.line1")}
            error={errors["address.line1"]}
            value={draft.line1}
            onChange={(event) => onChange({ line1: event.target.value })}
            autoComplete="address-line1"
            maxLength={200}
          />
          <TextField
            label={t("fields.line2")}
            error={errors["address.line2"]}
            value={draft.line2}
            onChange={(event) => onChange({ line2: event.target.value })}
            autoComplete="address-line2"
            placeholder={t("fields.line2Placeholder")}
            maxLength={200}
          />
          <div className="form-row">
            <TextField
              label={t("fields.city")}
              error={errors["address.city"]}
              value={draft.city}
              onChange={(event) => onChange({ city: event.target.value })}
              autoComplete="address-level2"
              maxLength={100}
            />
            <TextField
              label={t("fields.postalCode")}
              error={errors["address.postalCode"]}
              value={draft.postalCode}
              onChange={(event) => onChange({ postalCode: event.target.value })}
              autoComplete="postal-code"
              maxLength={20}
            />
          </div>
          <div className="form-row">
            <TextField
              label={t("fields.region")}
              error={errors["address.region"]}
              value={draft.region}
              onChange={(event) => onChange({ region: event.target.value })}
              autoComplete="address-level1"
              placeholder={t("fields.regionPlaceholder")}
              maxLength={100}
            />
            <Field label={t("fields.country")} error={errors["address.country"]}>
              {(control) => (
                <Select
                  {...control}
                  value={draft.country}
                  onChange={(event) => onChange({ country: event.target.value })}
                  options={[{ value: "", label: t("fields.chooseCountry") }, ...countryOptions(locale)]}
                  autoComplete="country"
                />
              )}
            </Field>
          </div>
        </div>
      </fieldset>

      <fieldset className="form-fieldset" disabled={disabled}>
        <legend className="form-legend">{t("fields.position")}</legend>
        <p className="form-fieldset-hint">
          {t("fields.positionHint")}
          {mappable && (
            <>
              {" "}
              <a href={mapLink(lat.value!, lng.value!)} target="_blank" rel="noreferrer" className="inline-link">
                {t("fields.checkOnMap")} <IconExternal size={12} />
              </a>
            </>
          )}
        </p>
        <div className="form-row">
          <TextField
            label={t("fields.latitude")}
            error={errors["location.lat"]}
            value={draft.lat}
            onChange={(event) => onChange({ lat: event.target.value })}
            onPaste={pastePair}
            inputMode="decimal"
            placeholder="48.8566"
            inputClassName="mono-input"
          />
          <TextField
            label={t("fields.longitude")}
            error={errors["location.lng"]}
            value={draft.lng}
            onChange={(event) => onChange({ lng: event.target.value })}
            onPaste={pastePair}
            inputMode="decimal"
            placeholder="2.3522"
            inputClassName="mono-input"
          />
        </div>
      </fieldset>
    </div>
  );
}

/** "Local time 14:32 · UTC+02:00", ticking each minute, so the zone can be checked at a glance. */
function LocalTimeHint({ timeZone }: { timeZone: string }) {
  const t = useT();
  const { locale } = useConsoleLanguage();
  const now = useNow(30_000);
  let time: string;
  try {
    time = new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit", weekday: "short" }).format(now);
  } catch {
    return <>{t("fields.pickZone")}</>;
  }
  return <>{t("fields.localTime", { time, offset: utcOffset(timeZone, now) })}</>;
}
