import { useState } from "react";
import type { FunnelReport } from "@vitrine/contract";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import { className } from "../lib/breakdown-classes";
import { eventTypeName } from "../lib/event-types";
import { formatCount, formatShare } from "../lib/format";
import { useT } from "../messages";

type Split = "all" | "device" | "store";

/** One brand-defined funnel: sessions per step with the share kept from the step before, or split by device or store. */
function CustomFunnel({ funnel }: { funnel: FunnelReport }) {
  const t = useT();
  const [split, setSplit] = useState<Split>("all");
  const stepNames = funnel.steps.map((step) => eventTypeName(step, t));
  const rows =
    split === "device"
      ? funnel.byDevice.map((row) => ({ key: row.class, name: className("device", row.class, t), sessions: row.sessions }))
      : funnel.byStore.map((row) => ({ key: row.storeId, name: row.name, sessions: row.sessions }));
  const top = Math.max(funnel.sessions[0] ?? 0, 1);
  return (
    <section className="analytics-custom-funnel" data-funnel={funnel.name}>
      <div className="analytics-custom-funnel-head">
        <div>
          <h3 className="analytics-breakdown-title">{funnel.name}</h3>
          <p className="analytics-funnel-note">{t("funnels.since", { date: formatDate(funnel.definedAt) })}</p>
        </div>
        <SegmentedControl
          label={t("funnels.split")}
          value={split}
          onChange={setSplit}
          options={[
            { value: "all", label: t("funnels.splitAll") },
            { value: "device", label: t("funnels.splitDevice") },
            { value: "store", label: t("funnels.splitStore") },
          ]}
        />
      </div>
      {split === "all" ? (
        <ol className="analytics-funnel" aria-label={funnel.name}>
          {funnel.sessions.map((value, i) => (
            <li key={i} className="analytics-funnel-step">
              <div className="analytics-funnel-head">
                <span className="analytics-funnel-label">
                  <span className="analytics-funnel-index">{i + 1}</span>
                  {stepNames[i]}
                </span>
                <span className="analytics-funnel-value num" data-funnel-step={i + 1}>
                  {formatCount(value)}
                </span>
              </div>
              <div className="analytics-bar-track">
                <div className="analytics-bar" style={{ width: `${value > 0 ? Math.max((Math.min(value, top) / top) * 100, 2) : 0}%` }} />
              </div>
              {i > 0 && <span className="analytics-funnel-note">{t("funnels.ofPrevious", { share: formatShare(value, funnel.sessions[i - 1] ?? 0) })}</span>}
            </li>
          ))}
        </ol>
      ) : rows.length === 0 ? (
        <p className="analytics-none">{t("funnels.noStore")}</p>
      ) : (
        <Table aria-label={`${funnel.name}: ${split === "device" ? t("funnels.splitDevice") : t("funnels.splitStore")}`} data-split={split}>
          <thead>
            <Tr>
              <Th>{split === "device" ? t("funnels.splitDevice") : t("funnels.splitStore")}</Th>
              {stepNames.map((name, i) => (
                <Th key={i} className="th-numeric" title={name}>
                  {`${i + 1}. ${name}`}
                </Th>
              ))}
            </Tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Tr key={row.key} data-row={row.key}>
                <Td>{row.name}</Td>
                {row.sessions.map((value, i) => (
                  <Td key={i} className="num td-numeric" data-step={i + 1} data-value={value}>
                    {formatCount(value)}
                    {i > 0 && <span className="cell-muted analytics-custom-funnel-share">{formatShare(value, row.sessions[i - 1] ?? 0)}</span>}
                  </Td>
                ))}
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

/** The brand's own funnels, each on its own. */
export function CustomFunnels({ funnels }: { funnels: FunnelReport[] }) {
  const t = useT();
  if (funnels.length === 0) return <p className="analytics-none">{t("funnels.none")}</p>;
  return (
    <div className="analytics-custom-funnels">
      {funnels.map((funnel) => (
        <CustomFunnel key={funnel.id} funnel={funnel} />
      ))}
    </div>
  );
}
