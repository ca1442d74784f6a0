import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconCheck, IconX } from "@/components/ui/icons";
import { Select } from "@/components/ui/input";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { useManifestDiff } from "@/data/manifests/diff-manifest-versions";
import { useManifestVersion } from "@/data/manifests/get-manifest-version";
import { versionsNewestFirst, type VersionPair } from "../lib/versions";
import { useT } from "../messages";
import { ChangeList } from "./change-list";

interface CompareCardProps {
  brandId: string;
  experienceId: string;
  pair: VersionPair;
  latestVersion: number;
  onChange: (pair: VersionPair) => void;
  onClose: () => void;
}

/** What changed between two versions, `against` (before) to `version` (after). */
export function CompareCard({ brandId, experienceId, pair, latestVersion, onChange, onClose }: CompareCardProps) {
  const { version, against } = pair;
  const t = useT();
  const diff = useManifestDiff(brandId, experienceId, pair);
  // Both manifests name what changed (scene and product names rather than ids).
  const before = useManifestVersion(brandId, experienceId, against);
  const after = useManifestVersion(brandId, experienceId, version);
  const options = versionsNewestFirst(latestVersion).map((each) => ({ value: String(each), label: t("common.version", { version: each }) }));
  const data = diff.data;

  return (
    <Card id="manifest-compare" className="compare-card">
      <CardHeader
        title={t("compare.title", { against, version })}
        description={t("compare.description")}
        actions={
          <Button size="sm" variant="ghost" onClick={onClose} aria-label={t("compare.closeLabel")}>
            <IconX /> {t("compare.close")}
          </Button>
        }
      />
      <CardBody>
        <div className="compare-pickers">
          <VersionPicker end="from" value={against} options={options} onPick={(picked) => onChange({ version, against: picked })} />
          <span className="compare-arrow" aria-hidden="true">
            →
          </span>
          <VersionPicker end="to" value={version} options={options} onPick={(picked) => onChange({ version: picked, against })} />
          {data && data.changes.length > 0 && (
            <span className="compare-count">
              {t("common.changeCount", { count: data.changes.length })}
              {data.truncated ? "+" : ""}
            </span>
          )}
        </div>
        {version === against ? (
          <EmptyState title={t("compare.sameTitle")} description={t("compare.sameDescription")} />
        ) : diff.error && !data ? (
          <ErrorState title={t("compare.error")} error={diff.error} onRetry={() => diff.mutate()} />
        ) : !data ? (
          <SkeletonRows rows={3} />
        ) : data.changes.length === 0 ? (
          <EmptyState
            icon={<IconCheck size={20} />}
            title={t("compare.noDifferences")}
            description={t("compare.noDifferencesDescription", { against, version })}
          />
        ) : (
          <ChangeList changes={data.changes} truncated={data.truncated} manifests={[before.data?.manifest, after.data?.manifest]} />
        )}
      </CardBody>
    </Card>
  );
}

interface VersionPickerProps {
  /** Which end of the comparison: before (`from`) or after (`to`). */
  end: "from" | "to";
  value: number;
  options: { value: string; label: string }[];
  onPick: (version: number) => void;
}

/** One end of the comparison: a labelled choice among the versions. */
function VersionPicker({ end, value, options, onPick }: VersionPickerProps) {
  const t = useT();
  return (
    <label className="compare-picker">
      <span className="field-label">{end === "from" ? t("compare.from") : t("compare.to")}</span>
      <Select
        aria-label={end === "from" ? t("compare.fromLabel") : t("compare.toLabel")}
        value={String(value)}
        options={options}
        onChange={(event) => onPick(Number(event.target.value))}
      />
    </label>
  );
}
