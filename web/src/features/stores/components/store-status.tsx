import type { OpeningHours } from "@contract";
import { Badge } from "@/components/ui/badge";
import { useNow } from "../hooks/use-now";
import { describeStatus, isClosedAllWeek, openStatus } from "../lib/opening-hours";
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
  const now = useNow(30_000);
  let clock: string;
  try {
    clock = new Intl.DateTimeFormat(undefined, { timeZone, weekday: "long", hour: "2-digit", minute: "2-digit" }).format(now);
  } catch {
    return null;
  }
  const noHours = isClosedAllWeek(hours);
  const status = openStatus(hours, now, timeZone);
  const [state, detail] = describeStatus(status).split(" · ");
  return (
    <div className="store-status">
      <div className="store-status-clock">
        <span className="store-status-label">Local time</span>
        <span className="store-status-time">{clock}</span>
        <span className="store-status-zone">
          {timeZone} · {utcOffset(timeZone, now)}
        </span>
      </div>
      <div className="store-status-state" role="status">
        {noHours ? (
          <Badge tone="neutral">No opening hours yet</Badge>
        ) : (
          <>
            <Badge tone={status.open ? "success" : "neutral"} dot>
              {status.open ? "Open now" : "Closed now"}
            </Badge>
            {detail && <span className="store-status-next">{detail.charAt(0).toUpperCase() + detail.slice(1)}</span>}
            {!detail && state === "Open 24/7" && <span className="store-status-next">Open around the clock</span>}
          </>
        )}
      </div>
    </div>
  );
}
