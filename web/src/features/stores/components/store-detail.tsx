import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { updateStoreSchema, type OpeningHours, type Store } from "@vitrine/contract";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { DangerZoneCard } from "@/components/ui/danger-zone-card";
import { ErrorState } from "@/components/ui/error-state";
import { IconArrowLeft, IconCopy, IconStore } from "@/components/ui/icons";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { PageHeader } from "@/components/ui/page-header";
import { isApiError } from "@/lib/api-error";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { formatDate } from "@/lib/format";
import { useCan } from "@/data/me/use-can";
import { useDeleteStore } from "@/data/stores/delete-store";
import { useStore } from "@/data/stores/get-store";
import { useUpdateStore } from "@/data/stores/update-store";
import { countryName } from "../lib/countries";
import { copyMondayToWeekdays } from "../lib/opening-hours";
import { changedDetails, draftFromStore, draftToStore, type StoreDraft } from "../lib/store-draft";
import { OpeningHoursEditor } from "./opening-hours-editor";
import { StoreDetailsFields } from "./store-details-fields";
import { StorePlacements } from "./store-placements";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { useT } from "../messages";
import { StoreStatus } from "./store-status";

interface StoreDetailProps {
  brandId: string;
  storeId: string;
}

export function StoreDetail({ brandId, storeId }: StoreDetailProps) {
  const t = useT();
  const { locale } = useConsoleLanguage();
  const { data: store, error, isLoading, mutate } = useStore(brandId, storeId);
  const listUrl = `/manager/panel/brands/${brandId}/stores`;

  if (error && !store) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 403);
    return (
      <Card>
        <ErrorState
          title={missing ? t("detail.unavailable") : t("detail.loadError")}
          error={error}
          onRetry={missing ? undefined : () => mutate()}
          action={
            <Link to={listUrl} className={buttonClass("secondary")}>
              <IconArrowLeft /> {t("detail.back")}
            </Link>
          }
        />
      </Card>
    );
  }
  if (isLoading || !store) return <LoadingPlaceholder text={t("detail.loading")} />;

  return (
    <>
      <Link to={listUrl} className="back-link">
        <IconArrowLeft size={14} /> {t("detail.allStores")}
      </Link>
      <PageHeader
        leading={
          <span className="page-header-icon" aria-hidden="true">
            <IconStore size={20} />
          </span>
        }
        title={store.name}
        description={t("detail.description", {
          address: store.address
            ? [store.address.line1, store.address.city, countryName(store.address.country, locale)].join(", ")
            : (store.code ?? store.timezone),
          date: formatDate(store.updatedAt),
        })}
      />
      <Card className="store-status-card">
        <StoreStatus hours={store.openingHours} timeZone={store.timezone} />
      </Card>
      <div className="overview-grid">
        <div className="stack">
          <DetailsCard brandId={brandId} store={store} />
          <HoursCard brandId={brandId} store={store} />
        </div>
        <div className="stack">
          <StorePlacements brandId={brandId} store={store} />
          <DangerZone brandId={brandId} store={store} />
        </div>
      </div>
    </>
  );
}

interface StoreCardProps {
  brandId: string;
  store: Store;
}

function DetailsCard({ brandId, store }: StoreCardProps) {
  const t = useT();
  const can = useCan();
  const editable = can("brandContent.write", brandId);
  const updateStore = useUpdateStore();
  const saved = useMemo(() => draftFromStore(store), [store]);
  const savedKey = JSON.stringify(saved);
  const [draft, setDraft] = useState<StoreDraft>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);

  // Follow the server copy when these fields change there (after a save, or someone else's edit),
  // but not when only the opening hours were saved: that would wipe edits in progress here.
  useEffect(() => {
    setDraft(JSON.parse(savedKey) as StoreDraft);
  }, [savedKey]);

  const dirty = JSON.stringify(draft) !== savedKey;

  const change = (changes: Partial<StoreDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    if (attempted) setErrors(draftToStore(next).errors ?? {});
  };

  const reset = () => {
    setDraft(saved);
    setErrors({});
    setAttempted(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const result = draftToStore(draft);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    const changes = changedDetails(store, result.data);
    if (Object.keys(changes).length === 0) return;
    const outcome = await updateStore.trigger({ brandId, storeId: store.id, changes });
    if (outcome.ok) setAttempted(false);
    else setErrors(apiFieldErrors(outcome.error));
  };

  return (
    <Card>
      <CardHeader title={t("details.title")} description={editable ? t("details.descriptionEditor") : t("details.descriptionReader")} />
      <form onSubmit={submit} noValidate aria-label={t("details.title")}>
        <CardBody>
          <StoreDetailsFields draft={draft} onChange={change} errors={errors} disabled={!editable} />
        </CardBody>
        {editable && (
          <CardFooter>
            {dirty && <span className="card-footer-note">{t("detail.unsaved")}</span>}
            <Button onClick={reset} disabled={!dirty || updateStore.isMutating}>
              {t("detail.reset")}
            </Button>
            <Button type="submit" variant="primary" disabled={!dirty} loading={updateStore.isMutating}>
              {t("details.save")}
            </Button>
          </CardFooter>
        )}
      </form>
    </Card>
  );
}

function HoursCard({ brandId, store }: StoreCardProps) {
  const t = useT();
  const can = useCan();
  const editable = can("brandContent.write", brandId);
  const updateStore = useUpdateStore();
  const savedKey = JSON.stringify(store.openingHours);
  const [hours, setHours] = useState<OpeningHours>(store.openingHours);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    setHours(JSON.parse(savedKey) as OpeningHours);
    setErrors({});
  }, [savedKey]);

  const dirty = JSON.stringify(hours) !== savedKey;

  const change = (next: OpeningHours) => {
    setHours(next);
    // Re-check only once something was reported, so errors clear as they are fixed.
    if (Object.keys(errors).length > 0) setErrors(validate(updateStoreSchema, { openingHours: next }).errors ?? {});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(updateStoreSchema, { openingHours: hours });
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    const outcome = await updateStore.trigger({ brandId, storeId: store.id, changes: result.data });
    if (!outcome.ok) setErrors(apiFieldErrors(outcome.error));
  };

  return (
    <Card className="hours-card">
      <CardHeader
        title={t("hours.title")}
        description={t("hours.description", { timeZone: store.timezone })}
        actions={
          editable && (
            <Button size="sm" onClick={() => change(copyMondayToWeekdays(hours))} title={t("hours.copyTitle")}>
              <IconCopy /> {t("hours.copy")}
            </Button>
          )
        }
      />
      <form onSubmit={submit} noValidate aria-label={t("hours.title")}>
        <CardBody>
          <OpeningHoursEditor value={hours} onChange={change} errors={errors} disabled={!editable} />
        </CardBody>
        {editable && (
          <CardFooter>
            {dirty && <span className="card-footer-note">{t("detail.unsaved")}</span>}
            <Button
              onClick={() => {
                setHours(store.openingHours);
                setErrors({});
              }}
              disabled={!dirty || updateStore.isMutating}
            >
              {t("detail.reset")}
            </Button>
            <Button type="submit" variant="primary" disabled={!dirty} loading={updateStore.isMutating}>
              {t("hours.save")}
            </Button>
          </CardFooter>
        )}
      </form>
    </Card>
  );
}

function DangerZone({ brandId, store }: StoreCardProps) {
  const can = useCan();
  const navigate = useNavigate();
  const deleteStore = useDeleteStore();
  const t = useT();
  if (!can("brandContent.write", brandId)) return null;

  return (
    <DangerZoneCard
      title={t("danger.title")}
      description={store.placementCount > 0 ? t("danger.withPlacements") : t("danger.description")}
      actionLabel={t("danger.button")}
      confirm={{ title: t("danger.confirmTitle", { name: store.name }), description: t("danger.confirmDescription"), confirmLabel: t("danger.confirmLabel") }}
      busy={deleteStore.isMutating}
      onConfirm={async (close) => {
        const outcome = await deleteStore.trigger({ brandId, storeId: store.id, name: store.name });
        close();
        if (outcome.ok) navigate(`/manager/panel/brands/${brandId}/stores`, { replace: true });
      }}
    />
  );
}
