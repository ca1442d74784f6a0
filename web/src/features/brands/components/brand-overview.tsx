import { useEffect, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { Brand } from "@vitrine/contract";
import { BrandMark } from "@/components/ui/brand-mark";
import { buttonClass } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { DangerZoneCard } from "@/components/ui/danger-zone-card";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { IconArrowLeft, IconChevronRight, IconClipboard, IconCube, IconStore, IconUsers, IconVideo } from "@/components/ui/icons";
import { Select } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { PageHeader } from "@/components/ui/page-header";
import { useBrand } from "@/data/brands/get-brand";
import { useDeleteBrand } from "@/data/brands/delete-brand";
import { isApiError } from "@/lib/api-error";
import { formatDate } from "@/lib/format";
import { allTimeZones } from "@/lib/time-zones";
import { BrandLanguagesCard } from "./brand-languages-card";
import { EmbedSitesCard } from "./embed-sites-card";
import { PublishApprovalCard } from "./publish-approval-card";
import { useCan } from "@/data/me/use-can";
import { useBrandForm } from "../hooks/use-brand-form";
import { BrandSettingsCard } from "./brand-settings-card";
import { useT, type BrandsT } from "../messages";
import { BrandColourFields } from "./brand-colour-fields";

interface BrandOverviewProps {
  brandId: string;
  /** The brand's experiences section, composed in by the route (features do not import each other). */
  experiences?: ReactNode;
}

const areas = (t: BrandsT): Array<{ path: string; title: string; description: string; icon: ReactNode }> => [
  { path: "brand-users", title: t("overview.areas.brandUsers"), description: t("overview.areas.brandUsersDescription"), icon: <IconUsers size={18} /> },
  { path: "sets", title: t("overview.areas.sets"), description: t("overview.areas.setsDescription"), icon: <IconCube size={18} /> },
  { path: "surveys", title: t("overview.areas.surveys"), description: t("overview.areas.surveysDescription"), icon: <IconClipboard size={18} /> },
  { path: "stores", title: t("overview.areas.stores"), description: t("overview.areas.storesDescription"), icon: <IconStore size={18} /> },
  { path: "videos", title: t("overview.areas.videos"), description: t("overview.areas.videosDescription"), icon: <IconVideo size={18} /> },
];

export function BrandOverview({ brandId, experiences }: BrandOverviewProps) {
  const t = useT();
  const { data: brand, error, isLoading, mutate } = useBrand(brandId);

  if (error && !brand) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 403);
    return (
      <Card>
        <ErrorState
          title={missing ? t("overview.unavailable") : t("overview.loadError")}
          error={error}
          onRetry={missing ? undefined : () => mutate()}
          action={
            missing && (
              <Link to="/manager/panel/brands" className={buttonClass("secondary")}>
                <IconArrowLeft /> {t("overview.backToBrands")}
              </Link>
            )
          }
        />
      </Card>
    );
  }
  if (isLoading || !brand) return <LoadingPlaceholder text={t("overview.loading")} />;

  return (
    <>
      <PageHeader
        leading={<BrandMark name={brand.name} color={brand.colors.accent} size={40} />}
        title={brand.name}
        description={
          <>
            <span className="mono">{brand.slug}</span> · {t("overview.created", { date: formatDate(brand.createdAt) })}
          </>
        }
      />
      <div className="overview-grid">
        <div className="stack">
          {experiences}
          <Card>
            <CardHeader title={t("overview.manage")} />
            <nav className="area-links" aria-label={t("overview.areasLabel")}>
              {areas(t).map((area) => (
                <Link key={area.path} to={area.path} className="area-link">
                  <span className="area-link-icon">{area.icon}</span>
                  <span className="area-link-text">
                    <span className="area-link-title">{area.title}</span>
                    <span className="area-link-description">{area.description}</span>
                  </span>
                  <IconChevronRight className="area-link-chevron" />
                </Link>
              ))}
            </nav>
          </Card>
        </div>
        <div className="stack">
          <BrandDetailsCard brand={brand} />
          <BrandLanguagesCard brand={brand} />
          <EmbedSitesCard brand={brand} />
          <PublishApprovalCard brand={brand} />
          <DangerZone brand={brand} />
        </div>
      </div>
    </>
  );
}

function BrandDetailsCard({ brand }: { brand: Brand }) {
  const t = useT();
  const form = useBrandForm(brand);
  const { editable, errors } = form;
  const [name, setName] = useState(brand.name);
  const [colours, setColours] = useState(brand.colors);
  const [timezone, setTimezone] = useState(brand.timezone);

  // Follow the server copy when it changes (after a save, or someone else's edit).
  useEffect(() => {
    setName(brand.name);
    setColours(brand.colors);
    setTimezone(brand.timezone);
  }, [brand.name, brand.colors, brand.timezone]);

  const dirty = name !== brand.name || colours.primary !== brand.colors.primary || colours.accent !== brand.colors.accent || timezone !== brand.timezone;

  const changes = {
    ...(name !== brand.name ? { name } : {}),
    ...(colours.primary !== brand.colors.primary || colours.accent !== brand.colors.accent ? { colors: colours } : {}),
    ...(timezone !== brand.timezone ? { timezone } : {}),
  };

  return (
    <BrandSettingsCard
      form={form}
      title={t("details.title")}
      description={t("details.description")}
      readOnlyDescription={t("details.readOnly")}
      changes={changes}
      dirty={dirty}
      onReset={() => {
        setName(brand.name);
        setColours(brand.colors);
        setTimezone(brand.timezone);
      }}
      submitLabel={t("details.save")}
    >
      <TextField
        label={t("fields.name")}
        error={errors.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        readOnly={!editable}
        maxLength={80}
      />
      <BrandColourFields value={colours} onChange={setColours} errors={errors} disabled={!editable} />
      <Field label={t("details.timeZone")} error={errors.timezone} hint={t("details.timeZoneHint")}>
        {(control) => (
          <Select
            {...control}
            value={timezone}
            onChange={(event) => setTimezone(event.target.value)}
            disabled={!editable}
            options={timeZoneOptions(brand.timezone)}
          />
        )}
      </Field>
    </BrandSettingsCard>
  );
}

/** Every zone a brand can be in (the stores' and schedules' list), with the current one kept even if the browser does not know it. */
function timeZoneOptions(current: string) {
  const zones = new Set([...allTimeZones(), current]);
  return [...zones].map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }));
}

function DangerZone({ brand }: { brand: Brand }) {
  const t = useT();
  const can = useCan();
  const navigate = useNavigate();
  const deleteBrand = useDeleteBrand();
  if (!can("brands.delete")) return null;

  return (
    <DangerZoneCard
      title={t("delete.title")}
      description={t("delete.description")}
      actionLabel={t("delete.button")}
      confirm={{
        title: t("delete.confirmTitle", { name: brand.name }),
        description: t("delete.confirmDescription"),
        confirmLabel: t("delete.confirm"),
        confirmationText: brand.name,
      }}
      busy={deleteBrand.isMutating}
      onConfirm={async (close) => {
        const outcome = await deleteBrand.trigger(brand.id);
        if (!outcome.ok) return;
        close();
        navigate("/manager/panel/brands", { replace: true });
      }}
    />
  );
}
