import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconCheck, IconX } from "@/components/ui/icons";
import { Select } from "@/components/ui/input";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { useManifestDiff } from "@/data/manifests/diff-manifest-versions";
import { useManifestVersion } from "@/data/manifests/get-manifest-version";
import { plural } from "../lib/format";
import { ChangeList } from "./change-list";

interface CompareCardProps {
  brandId: string;
  experienceId: string;
  version: number;
  against: number;
  latestVersion: number;
  onChange: (version: number, against: number) => void;
  onClose: () => void;
}

/** What changed between two versions, `against` (before) to `version` (after). */
export function CompareCard({ brandId, experienceId, version, against, latestVersion, onChange, onClose }: CompareCardProps) {
  const diff = useManifestDiff(brandId, experienceId, { version, against });
  // Both manifests name what changed (scene and product names rather than ids).
  const before = useManifestVersion(brandId, experienceId, against);
  const after = useManifestVersion(brandId, experienceId, version);
  const options = Array.from({ length: latestVersion }, (_, i) => ({ value: String(latestVersion - i), label: `Version ${latestVersion - i}` }));
  const data = diff.data;

  return (
    <Card id="manifest-compare" className="compare-card">
      <CardHeader
        title={`Compare version ${against} with version ${version}`}
        description="What changed for the public from the first version to the second."
        actions={
          <Button size="sm" variant="ghost" onClick={onClose} aria-label="Close the comparison">
            <IconX /> Close
          </Button>
        }
      />
      <CardBody>
        <div className="compare-pickers">
          <label className="compare-picker">
            <span className="field-label">From</span>
            <Select aria-label="Compare from version" value={String(against)} options={options} onChange={(event) => onChange(version, Number(event.target.value))} />
          </label>
          <span className="compare-arrow" aria-hidden="true">
            →
          </span>
          <label className="compare-picker">
            <span className="field-label">To</span>
            <Select aria-label="Compare to version" value={String(version)} options={options} onChange={(event) => onChange(Number(event.target.value), against)} />
          </label>
          {data && data.changes.length > 0 && <span className="compare-count">{plural(data.changes.length, "change")}{data.truncated ? "+" : ""}</span>}
        </div>
        {version === against ? (
          <EmptyState title="Pick two different versions" description="Choose another version on either side to see what changed." />
        ) : diff.error && !data ? (
          <ErrorState title="Could not compare these versions" error={diff.error} onRetry={() => diff.mutate()} />
        ) : !data ? (
          <SkeletonRows rows={3} />
        ) : data.changes.length === 0 ? (
          <EmptyState icon={<IconCheck size={20} />} title="No differences" description={`Versions ${against} and ${version} show the public exactly the same thing.`} />
        ) : (
          <ChangeList changes={data.changes} truncated={data.truncated} manifests={[before.data?.manifest, after.data?.manifest]} />
        )}
      </CardBody>
    </Card>
  );
}
