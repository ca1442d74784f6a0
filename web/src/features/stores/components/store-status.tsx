import type { OpeningHours } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { useNow } from "@/hooks/use-now";
import { describeNext, isClosedAllWeek, openStatus } from "../lib/opening-hours";
import { useT } from "../messages";
import { utcOffset } from "@/lib/time-zones";
import "./store-status.css";

interface StoreStatusProps {
  hours: OpeningHours;
  timeZone: string;
}

/**
 * The store's own clock and whether it is open right now, computed in its time zone (someone
 * in Paris editing a New York store sees New York's time).
 */
export function StoreStatus({ hours, timeZone }: StoreStatusProps) {
  const t = useT();
  const { locale } = useConsoleLanguage();
  const now = useNow(30_000);
  let clock: string;
  try {
    clock = new Intl.DateTimeFormat(locale, { timeZone, weekday: "long", hour: "2-digit", minute: "2-digit" }).format(now);
  } catch {
    return null;
  }
  const noHours = isClosedAllWeek(hours);
  const status = openStatus(hours, now, timeZone);
  const detail = status.next ? t(status.open ? "status.closes" : "status.opens", { when: describeNext(status.next, t, locale) }) : null;
  return (
    <div className="store-status">
      <div className="store-status-clock">
        <span className="store-status-label">{t("status.localTime")}</span>
        <span className="store-status-time">{clock}</span>
        <span className="store-status-zone">
          {timeZone} · {utcOffset(timeZone, now)}
        </span>
      </div>
      <div className="store-status-state" role="status">
        {noHours ? (
          <Badge tone="neutral">{t("status.noHours")}</Badge>
        ) : (
          <>
            <Badge tone={status.open ? "success" : "neutral"} dot>
              {status.open ? t("status.openNow") : t("status.closedNow")}
            </Badge>
            {detail && <span className="store-status-next">{detail.charAt(0).toLocaleUpperCase(locale) + detail.slice(1)}</span>}
            {!detail && status.open && <span className="store-status-next">{t("status.aroundTheClock")}</span>}
          </>
        )}
      </div>
    </div>
  );
}
