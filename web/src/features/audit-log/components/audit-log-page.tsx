import { useMemo, useState } from "react";
import { AUDIT_RETENTION_DAYS, isAuditedRoute, routes, type AuditEntry, type RouteDef } from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ContentListBody } from "@/components/ui/content-list-body";
import { EmptyState } from "@/components/ui/empty-state";
import { Input, Select } from "@/components/ui/input";
import { type Column, ColumnTable, Td, Tr } from "@/components/ui/table";
import { useBrands } from "@/data/brands/list-brands";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { formatDateTime } from "@/lib/format";
import { toastError } from "@/lib/notify";
import { listAllAuditEntries, useAuditLog, type AuditLogFilters } from "@/data/audit-log/list-audit-log";
import { useTenantMemberPicker } from "@/data/members/list-tenant-members";
import { downloadCsv } from "@/lib/csv";
import { actionLabel, auditLogCsv } from "../lib/audit-csv";
import { useT, type AuditLogT } from "../messages";
import { RetentionCard } from "./retention-card";
import "./audit-log.css";

const PAGE_SIZE = 25;

/** Every action the log can hold: the route table's authenticated writes, by name. */
const AUDITED_ACTIONS = Object.entries(routes as Record<string, RouteDef>)
  .filter(([name, route]) => isAuditedRoute(name, route))
  .map(([name]) => name);

/** The action filter's choices, by their names in the console's language. */
const actionOptions = (t: AuditLogT) =>
  AUDITED_ACTIONS.map((name) => ({ value: name, label: actionLabel(name, t) })).sort((a, b) => a.label.localeCompare(b.label));

function actorLabel(entry: AuditEntry, t: AuditLogT): string {
  if (entry.actor.kind === "apiKey") return t("log.apiKeyActor", { name: entry.actor.name ?? entry.actor.id });
  return entry.actor.name ?? entry.actor.email ?? entry.actor.id;
}

/** Settings → Audit log: who changed what and when, filtered, paged, and exported as CSV. */
export function AuditLogPage() {
  const t = useT();
  const actions = useMemo(() => actionOptions(t), [t]);
  const columns: Column[] = [
    { label: t("log.columns.when"), className: "hide-sm" },
    { label: t("log.columns.who") },
    { label: t("log.columns.action") },
    { label: t("log.columns.object"), className: "hide-sm" },
    { label: t("log.columns.brand"), className: "hide-md" },
    { label: t("log.columns.address"), className: "hide-md" },
  ];
  const [filters, setFilters] = useState<AuditLogFilters>({});
  const set = (key: keyof AuditLogFilters) => (value: string) => setFilters((current) => ({ ...current, [key]: value || undefined }));
  const pages = useCursorPages(JSON.stringify(filters));
  const { data, error, isLoading, isValidating, mutate } = useAuditLog({ ...filters, limit: PAGE_SIZE, cursor: pages.cursor });
  const people = useTenantMemberPicker();
  const brands = useBrands({ limit: 100 });
  const brandNames = new Map((brands.data?.items ?? []).map((b) => [b.id, b.name]));
  const [exporting, setExporting] = useState(false);
  const filtered = Object.values(filters).some(Boolean);
  const rangeError = filters.from && filters.to && filters.from > filters.to ? t("log.rangeError") : null;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { items } = await listAllAuditEntries(filters);
      downloadCsv(`audit-log-${new Date().toISOString().slice(0, 10)}.csv`, auditLogCsv(items));
    } catch (err) {
      toastError(err);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="stack">
      <Card>
        <CardHeader
          title={t("log.title")}
          description={t("log.description")}
          actions={
            <div className="audit-actions">
              <Button size="sm" onClick={() => mutate()} loading={isValidating && !isLoading}>
                {t("log.refresh")}
              </Button>
              <Button size="sm" onClick={exportCsv} loading={exporting} disabled={Boolean(rangeError)}>
                {t("log.downloadCsv")}
              </Button>
            </div>
          }
        />
        {/* Each control is named by its label's word alone: a wrapping label would add the chosen value to the name. */}
        <div className="audit-filters" role="group" aria-label={t("filters.label")}>
          <label className="audit-filter">
            <span>{t("filters.person")}</span>
            <Select
              aria-label={t("filters.person")}
              value={filters.actor ?? ""}
              onChange={(e) => set("actor")(e.target.value)}
              options={[
                { value: "", label: t("filters.anyone") },
                ...(people.data?.items ?? []).map((m) => ({ value: m.uid, label: m.displayName ?? m.email })),
              ]}
            />
          </label>
          <label className="audit-filter">
            <span>{t("filters.action")}</span>
            <Select
              aria-label={t("filters.action")}
              value={filters.action ?? ""}
              onChange={(e) => set("action")(e.target.value)}
              options={[{ value: "", label: t("filters.anyAction") }, ...actions]}
            />
          </label>
          <label className="audit-filter">
            <span>{t("filters.brand")}</span>
            <Select
              aria-label={t("filters.brand")}
              value={filters.brandId ?? ""}
              onChange={(e) => set("brandId")(e.target.value)}
              options={[{ value: "", label: t("filters.anyBrand") }, ...(brands.data?.items ?? []).map((b) => ({ value: b.id, label: b.name }))]}
            />
          </label>
          <label className="audit-filter">
            <span>{t("filters.from")}</span>
            <Input type="date" aria-label={t("filters.from")} value={filters.from ?? ""} max={filters.to} onChange={(e) => set("from")(e.target.value)} />
          </label>
          <label className="audit-filter">
            <span>{t("filters.to")}</span>
            <Input type="date" aria-label={t("filters.to")} value={filters.to ?? ""} min={filters.from} onChange={(e) => set("to")(e.target.value)} />
          </label>
          {filtered && (
            <Button size="sm" variant="ghost" className="audit-filters-clear" onClick={() => setFilters({})}>
              {t("filters.clear")}
            </Button>
          )}
        </div>
        {rangeError ? (
          <p className="field-error audit-range-error" role="alert">
            {rangeError}
          </p>
        ) : (
          <ContentListBody
            response={{ data, error, isLoading, mutate }}
            errorTitle={t("log.loadError")}
            skeletonRows={6}
            pages={pages}
            empty={<EmptyState title={filtered ? t("log.noMatches") : t("log.empty")} description={filtered ? t("log.noMatchesHint") : t("log.emptyHint")} />}
          >
            {(items) => (
              <ColumnTable aria-label={t("log.tableLabel")} columns={columns} items={items} actions={false}>
                {(entry) => (
                  <Tr key={entry.id}>
                    <Td className="hide-sm cell-muted audit-when" title={entry.at}>
                      {formatDateTime(entry.at)}
                    </Td>
                    <Td className="audit-who">
                      <div>{actorLabel(entry, t)}</div>
                      {entry.actor.kind === "user" && entry.actor.email && entry.actor.name && <div className="cell-subtitle">{entry.actor.email}</div>}
                    </Td>
                    <Td>
                      <div>{actionLabel(entry.action, t)}</div>
                      {entry.changes.length > 0 && <div className="cell-subtitle audit-changes">{t("log.changed", { fields: entry.changes.join(", ") })}</div>}
                      {/* Phones have no room for the When column: the time goes under the action. */}
                      <div className="cell-subtitle audit-when-inline">{formatDateTime(entry.at)}</div>
                    </Td>
                    <Td className="hide-sm">
                      <div>{entry.target.type}</div>
                      {entry.target.id && (
                        <div className="cell-subtitle mono audit-object-id" title={entry.target.id}>
                          {entry.target.id}
                        </div>
                      )}
                    </Td>
                    <Td className="hide-md cell-muted">{entry.target.brandId ? (brandNames.get(entry.target.brandId) ?? entry.target.brandId) : "—"}</Td>
                    <Td className="hide-md cell-muted mono" title={t("log.request", { id: entry.requestId })}>
                      {entry.address}
                    </Td>
                  </Tr>
                )}
              </ColumnTable>
            )}
          </ContentListBody>
        )}
      </Card>
      <RetentionCard limits={AUDIT_RETENTION_DAYS} />
    </div>
  );
}
