import { useParams, useSearchParams } from "react-router-dom";
import { QrCodeScheduler } from "../components/qr-code-scheduler";
import { QrPrintSheet } from "../components/qr-print-sheet";

/**
 * The experience's `qr-code-scheduler` child. `?print=<placementId>` shows that placement's
 * printable sheet instead (a link people can also open in a new tab).
 */
export default function QrCodeSchedulerRoute() {
  const { brandId = "", experienceId = "" } = useParams();
  const [search] = useSearchParams();
  const print = search.get("print");
  if (print) return <QrPrintSheet key={print} brandId={brandId} placementId={print} backTo="." />;
  return <QrCodeScheduler key={`${brandId}/${experienceId}`} brandId={brandId} experienceId={experienceId} />;
}
