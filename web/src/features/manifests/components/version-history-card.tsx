import { useState } from "react";
import type { ManifestSummary, ManifestVersion } from "@contract";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconChevronDown } from "@/components/ui/icons";
import { IconArchive, IconClock, IconEye, IconRestore } from "@/components/ui/icons-extra";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { Pagination } from "@/components/ui/pagination";
import { type Column, ColumnTable, Td, Tr } from "@/components/ui/table";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { useManifestVersions } from "@/data/manifests/list-manifest-versions";
import { useRollbackManifest } from "@/data/manifests/rollback-manifest";
import { useWithdrawManifestVersion } from "@/data/manifests/withdraw-manifest-version";
import { formatDateTime, plural } from "../lib/format";

interface VersionHistoryCardProps {
  brandId: string;
  experienceId: string;
  canWrite: boolean;
  /** The version whose JSON is shown above (highlighted here). */
  viewing: number | null;
  onView: (version: number) => void;
  onCompare: (version: number, against: number) => void;
  /** Every version number there is, newest first, for the compare menus. */
  latestVersion: number | null;
}

const contents = (summary: ManifestSummary) =>
  [
    plural(summary.scenes, "scene"),
    plural(summary.objects, "object"),
    summary.products ? plural(summary.products, "product") : null,
    summary.videos ? plural(summary.videos, "video") : null,
  ]
    .filter(Boolean)
    .join(" · ");

const columns: Column[] = [{ label: "Version" }, { label: "Published" }, { label: "By", className: "hide-sm" }, { label: "Contents", className: "hide-md" }];

/** Every published version, newest first: view one, compare two, or bring an old one back. */
export function VersionHistoryCard({ brandId, experienceId, canWrite, viewing, onView, onCompare, latestVersion }: VersionHistoryCardProps) {
  const pages = useCursorPages(experienceId);
  const { data, error, isLoading, mutate } = useManifestVersions(brandId, experienceId, pages.cursor);
  const rollback = useRollbackManifest();
  const withdraw = useWithdrawManifestVersion();
  const [confirming, setConfirming] = useState<ManifestVersion | null>(null);
  const [withdrawing, setWithdrawing] = useState<ManifestVersion | null>(null);
  const others = (version: number) =>
    latestVersion ? Array.from({ length: latestVersion }, (_, i) => latestVersion - i).filter((v) => v !== version) : [];

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
      <CardHeader
        title="Version history"
        description="Each publish adds a version; versions never change. Rolling back publishes an old version’s content again as a new version. Withdrawing takes an old version off the public for good."
      />
      {error && !data ? (
        <ErrorState title="Could not load the versions" error={error} onRetry={() => mutate()} />
      ) : isLoading && !data ? (
        <SkeletonRows rows={3} />
      ) : data && data.items.length === 0 ? (
        <EmptyState icon={<IconClock size={20} />} title="No versions yet" description="Publish the experience to create version 1." />
      ) : data ? (
        <>
          <ColumnTable aria-label="Published versions" columns={columns} items={data.items}>
            {(version) => (
              <Tr key={version.version} className={version.version === viewing ? "version-row-viewing" : undefined} data-version={version.version}>
                <Td>
                  <div className="version-cell">
                    <span className="version-number">v{version.version}</span>
                    {version.live && (
                      <Badge tone="success" dot>
                        Live
                      </Badge>
                    )}
                    {version.rolledBackFrom !== null && <Badge tone="accent">Rollback to v{version.rolledBackFrom}</Badge>}
                    {version.withdrawnAt !== null && <Badge tone="danger">Withdrawn</Badge>}
                  </div>
                </Td>
                <Td className="cell-muted">{formatDateTime(version.publishedAt)}</Td>
                <Td className="hide-sm cell-muted">{version.publishedBy.name ?? "—"}</Td>
                <Td className="hide-md cell-muted">{contents(version.summary)}</Td>
                <Td className="cell-end">
                  <div className="row-actions version-actions">
                    <Button size="sm" variant="ghost" onClick={() => onView(version.version)} aria-label={`View version ${version.version}`}>
                      <IconEye /> View
                    </Button>
                    {others(version.version).length > 0 && (
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button size="sm" variant="ghost" aria-label={`Compare version ${version.version} with…`}>
                            Compare <IconChevronDown />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent className="menu-scroll">
                          <DropdownMenuLabel>Compare v{version.version} with</DropdownMenuLabel>
                          {others(version.version).map((other) => (
                            <DropdownMenuItem
                              key={other}
                              // The older version is always "before", whichever row the comparison starts from.
                              onSelect={() => onCompare(Math.max(version.version, other), Math.min(version.version, other))}
                            >
                              Version {other}
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
                        title={canWrite ? undefined : "Only brand editors can roll back"}
                        onClick={() => setConfirming(version)}
                        aria-label={`Roll back to version ${version.version}`}
                      >
                        <IconRestore /> Roll back
                      </Button>
                    )}
                    {!version.live && version.withdrawnAt === null && (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="version-withdraw"
                        disabled={!canWrite}
                        title={canWrite ? "Take this version off the public" : "Only brand editors can withdraw versions"}
                        onClick={() => setWithdrawing(version)}
                        aria-label={`Withdraw version ${version.version}`}
                      >
                        <IconArchive /> Withdraw
                      </Button>
                    )}
                  </div>
                </Td>
              </Tr>
            )}
          </ColumnTable>
          <Pagination page={pages.page} hasNext={Boolean(data.nextCursor)} onPrevious={pages.previous} onNext={() => pages.next(data.nextCursor)} />
        </>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Roll back to version ${confirming?.version}?`}
        description={
          <>
            Version {confirming?.version}’s content is published again as version {(latestVersion ?? 0) + 1}, and every QR code showing this
            experience opens it at once. Your draft is not changed, and you can publish it again later.
          </>
        }
        confirmLabel={`Roll back to version ${confirming?.version}`}
        busy={rollback.isMutating}
        onConfirm={confirmRollback}
      />
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title={`Withdraw version ${withdrawing?.version}?`}
        description={
          <>
            Version {withdrawing?.version}’s public link stops working: anyone who kept it, or a cache holding it, gets “gone” within a few
            minutes. It stays in this history for your team, but it cannot be rolled back to or published again. The live version is not
            affected.
          </>
        }
        confirmLabel={`Withdraw version ${withdrawing?.version}`}
        destructive
        busy={withdraw.isMutating}
        onConfirm={confirmWithdraw}
      />
    </Card>
  );
}
