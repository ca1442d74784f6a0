import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { useBrand } from "@/data/brands/get-brand";
import { useCan } from "@/data/me/use-can";
import { useDraftManifest } from "@/data/manifests/get-draft-manifest";
import { useManifestVersion } from "@/data/manifests/get-manifest-version";
import type { VersionPair } from "../lib/versions";
import { CompareCard } from "./compare-card";
import { ManifestViewerCard } from "./manifest-viewer-card";
import { PublishCard } from "./publish-card";
import { PublishRequestsCard } from "./publish-requests-card";
import { ScheduledPublishesCard } from "./scheduled-publishes-card";
import { TestLinksCard } from "./test-links-card";
import { VersionHistoryCard } from "./version-history-card";
import "./manifests.css";

interface ManifestScreenProps {
  brandId: string;
  experienceId: string;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

const scrollTo = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ behavior: "smooth", block: "start" }));

/**
 * The experience's `manifest` child: publish, the live manifest's JSON, the version history with
 * compare and rollback, and preview links. The address keeps what is shown (`?version=`,
 * `?compare=&against=`) so it can be shared.
 */
export function ManifestScreen({ brandId, experienceId }: ManifestScreenProps) {
  const can = useCan();
  const canWrite = can("brandContent.write", brandId);
  // With approval required, publishing and scheduling go through requests a brand admin decides.
  const brand = useBrand(brandId).data;
  const approvalRequired = brand?.requirePublishApproval === true;
  const [params, setParams] = useSearchParams();
  const draft = useDraftManifest(brandId, experienceId);
  const liveVersion = draft.data?.liveVersion ?? null;
  const viewing = positive(params.get("version")) ?? liveVersion;
  const compare = positive(params.get("compare"));
  const against = positive(params.get("against"));
  const shown = useManifestVersion(brandId, experienceId, viewing);
  const live = useManifestVersion(brandId, experienceId, liveVersion);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // A comparison opened from a link (or the history) is where the eye should go.
  useEffect(() => {
    if (compare && against) scrollTo("manifest-compare");
  }, [compare, against]);

  const openCompare = ({ version, against }: VersionPair) => update({ compare: String(version), against: String(against) });

  // `latestVersion` bounds the version pickers; the live one is the latest unless history moved on.
  const latestVersion = Math.max(liveVersion ?? 0, viewing ?? 0, compare ?? 0);

  return (
    <div className="manifest-screen">
      <PublishCard
        brandId={brandId}
        experienceId={experienceId}
        canWrite={canWrite}
        approvalRequired={approvalRequired}
        draft={{ data: draft.data, error: draft.error, isLoading: draft.isLoading, mutate: () => void draft.mutate() }}
        live={live.data}
        liveManifest={live.data?.manifest}
      />
      {approvalRequired && (
        <PublishRequestsCard brandId={brandId} experienceId={experienceId} canWrite={canWrite} canApprove={can("brandContent.approve", brandId, brand)} />
      )}
      <ManifestViewerCard
        brandId={brandId}
        experienceId={experienceId}
        nothingPublished={draft.data !== undefined && liveVersion === null}
        draftManifest={draft.data?.manifest}
        detail={{ data: shown.data, error: shown.error, isLoading: shown.isLoading, mutate: () => void shown.mutate() }}
        onShowLive={viewing !== liveVersion ? () => update({ version: null }) : undefined}
      />
      {compare && against && latestVersion > 0 && (
        <CompareCard
          brandId={brandId}
          experienceId={experienceId}
          pair={{ version: compare, against }}
          latestVersion={latestVersion}
          onChange={openCompare}
          onClose={() => update({ compare: null, against: null })}
        />
      )}
      {liveVersion !== null && (
        <VersionHistoryCard
          brandId={brandId}
          experienceId={experienceId}
          canWrite={canWrite}
          viewing={viewing}
          latestVersion={latestVersion}
          onView={(version) => {
            update({ version: version === liveVersion ? null : String(version) });
            scrollTo("manifest-json");
          }}
          onCompare={openCompare}
        />
      )}
      <ScheduledPublishesCard brandId={brandId} experienceId={experienceId} canWrite={canWrite && !approvalRequired} />
      <TestLinksCard brandId={brandId} experienceId={experienceId} canWrite={canWrite} />
    </div>
  );
}
