import { useMemo, useState } from "react";
import type { ManifestSummary, ManifestVersion } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { ContentListBody } from "@/components/ui/content-list-body";
import { EmptyState } from "@/components/ui/empty-state";
import { IconChevronDown, IconEye } from "@/components/ui/icons";
import { IconArchive, IconClock, IconRestore } from "@/components/ui/icons-extra";
import { type Column, ColumnTable, Td, Tr } from "@/components/ui/table";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { useManifestVersions } from "@/data/manifests/list-manifest-versions";
import { useRollbackManifest } from "@/data/manifests/rollback-manifest";
import { useWithdrawManifestVersion } from "@/data/manifests/withdraw-manifest-version";
import { formatDateTime } from "../lib/format";
import { versionsNewestFirst, type VersionPair } from "../lib/versions";
import { useT } from "../messages";

interface VersionHistoryCardProps {
  brandId: string;
  experienceId: string;
  canWrite: boolean;
  /** The version whose JSON is shown above (highlighted here). */
  viewing: number | null;
  onView: (version: number) => void;
  onCompare: (pair: VersionPair) => void;
  /** Every version number there is, newest first, for the compare menus. */
  latestVersion: number | null;
}

const contents = (summary: ManifestSummary, t: ReturnType<typeof useT>) =>
  [
    t("history.scenes", { count: summary.scenes }),
    t("history.objects", { count: summary.objects }),
    summary.products ? t("history.products", { count: summary.products }) : null,
    summary.videos ? t("history.videos", { count: summary.videos }) : null,
  ]
    .filter(Boolean)
    .join(" · ");

/** Every published version, newest first: view one, compare two, or bring an old one back. */
export function VersionHistoryCard({ brandId, experienceId, canWrite, viewing, onView, onCompare, latestVersion }: VersionHistoryCardProps) {
  const t = useT();
  const columns = useMemo<Column[]>(
    () => [
      { label: t("history.columnVersion") },
      { label: t("history.columnPublished") },
      { label: t("history.columnBy"), className: "hide-sm" },
      { label: t("history.columnContents"), className: "hide-md" },
    ],
    [t],
  );
  const pages = useCursorPages(experienceId);
  const { data, error, isLoading, mutate } = useManifestVersions(brandId, experienceId, pages.cursor);
  const rollback = useRollbackManifest();
  const withdraw = useWithdrawManifestVersion();
  const [confirming, setConfirming] = useState<ManifestVersion | null>(null);
  const [withdrawing, setWithdrawing] = useState<ManifestVersion | null>(null);
  const others = (version: number) => versionsNewestFirst(latestVersion).filter((v) => v !== version);

  const confirmRollback = async () => {
    if (!confirming) return;
    const result = await rollback.trigger({ brandId, experienceId, version: confirming.version });
    setConfirming(null);
    if (result.ok) onView(result.data.version);
  };

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    await withdraw.trigger({ brandId, experienceId, version: withdrawing.version });
    setWithdrawing(null);
  };

  return (
    <Card>
      <CardHeader title={t("history.title")} description={t("history.description")} />
      <ContentListBody
        response={{ data, error, isLoading, mutate }}
        errorTitle={t("history.loadError")}
        skeletonRows={3}
        pages={pages}
        empty={<EmptyState icon={<IconClock size={20} />} title={t("history.emptyTitle")} description={t("history.emptyDescription")} />}
      >
        {(items) => (
          <ColumnTable aria-label={t("history.tableLabel")} columns={columns} items={items}>
            {(version) => (
              <Tr key={version.version} className={version.version === viewing ? "version-row-viewing" : undefined} data-version={version.version}>
                <Td>
                  <div className="version-cell">
                    <span className="version-number">v{version.version}</span>
                    {version.live && (
                      <Badge tone="success" dot>
                        {t("common.live")}
                      </Badge>
                    )}
                    {version.rolledBackFrom !== null && <Badge tone="accent">{t("history.rollbackBadge", { version: version.rolledBackFrom })}</Badge>}
                    {version.withdrawnAt !== null && <Badge tone="danger">{t("history.withdrawn")}</Badge>}
                  </div>
                </Td>
                <Td className="cell-muted">{formatDateTime(version.publishedAt)}</Td>
                <Td className="hide-sm cell-muted">{version.publishedBy.name ?? "—"}</Td>
                <Td className="hide-md cell-muted">{contents(version.summary, t)}</Td>
                <Td className="cell-end">
                  <div className="row-actions version-actions">
                    <Button size="sm" variant="ghost" onClick={() => onView(version.version)} aria-label={t("history.viewLabel", { version: version.version })}>
                      <IconEye /> {t("history.view")}
                    </Button>
                    {others(version.version).length > 0 && (
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button size="sm" variant="ghost" aria-label={t("history.compareLabel", { version: version.version })}>
                            {t("history.compare")} <IconChevronDown />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent className="menu-scroll">
                          <DropdownMenuLabel>{t("history.compareWith", { version: version.version })}</DropdownMenuLabel>
                          {others(version.version).map((other) => (
                            <DropdownMenuItem
                              key={other}
                              // The older version is always "before", whichever row the comparison starts from.
                              onSelect={() => onCompare({ version: Math.max(version.version, other), against: Math.min(version.version, other) })}
                            >
                              {t("common.version", { version: other })}
                            </DropdownMenuItem>
                          ))}
                        </DropdownMenuContent>
                      </DropdownMenu>
                    )}
                    {!version.live && version.withdrawnAt === null && (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={!canWrite}
                        title={canWrite ? undefined : t("history.onlyEditorsRollBack")}
                        onClick={() => setConfirming(version)}
                        aria-label={t("history.rollBackLabel", { version: version.version })}
                      >
                        <IconRestore /> {t("history.rollBack")}
                      </Button>
                    )}
                    {!version.live && version.withdrawnAt === null && (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="version-withdraw"
                        disabled={!canWrite}
                        title={canWrite ? t("history.withdrawHint") : t("history.onlyEditorsWithdraw")}
                        onClick={() => setWithdrawing(version)}
                        aria-label={t("history.withdrawLabel", { version: version.version })}
                      >
                        <IconArchive /> {t("history.withdraw")}
                      </Button>
                    )}
                  </div>
                </Td>
              </Tr>
            )}
          </ColumnTable>
        )}
      </ContentListBody>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("history.rollBackTitle", { version: confirming?.version ?? "" })}
        description={t("history.rollBackDescription", { version: confirming?.version ?? "", next: (latestVersion ?? 0) + 1 })}
        confirmLabel={t("history.rollBackLabel", { version: confirming?.version ?? "" })}
        busy={rollback.isMutating}
        onConfirm={confirmRollback}
      />
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title={t("history.withdrawTitle", { version: withdrawing?.version ?? "" })}
        description={t("history.withdrawDescription", { version: withdrawing?.version ?? "" })}
        confirmLabel={t("history.withdrawLabel", { version: withdrawing?.version ?? "" })}
        destructive
        busy={withdraw.isMutating}
        onConfirm={confirmWithdraw}
      />
    </Card>
  );
}
