import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { updateStoreSchema, type OpeningHours, type Store } from "@contract";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorState } from "@/components/ui/error-state";
import { IconArrowLeft, IconCopy, IconStore } from "@/components/ui/icons";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { PageHeader } from "@/components/ui/page-header";
import { isApiError } from "@/lib/api-error";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { formatDate } from "@/lib/format";
import { useCan } from "@/lib/me";
import { useDeleteStore } from "@/data/stores/delete-store";
import { useStore } from "@/data/stores/get-store";
import { useUpdateStore } from "@/data/stores/update-store";
import { countryName } from "../lib/countries";
import { copyMondayToWeekdays } from "../lib/opening-hours";
import { changedDetails, draftFromStore, draftToStore, type StoreDraft } from "../lib/store-draft";
import { OpeningHoursEditor } from "./opening-hours-editor";
import { StoreDetailsFields } from "./store-details-fields";
import { StorePlacements } from "./store-placements";
import { StoreStatus } from "./store-status";

interface StoreDetailProps {
  brandId: string;
  storeId: string;
}

export function StoreDetail({ brandId, storeId }: StoreDetailProps) {
  const { data: store, error, isLoading, mutate } = useStore(brandId, storeId);
  const listUrl = `/manager/panel/brands/${brandId}/stores`;

  if (error && !store) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 403);
    return (
      <Card>
        <ErrorState
          title={missing ? "This store is not available" : "Could not load this store"}
          error={error}
          onRetry={missing ? undefined : () => mutate()}
          action={
            <Link to={listUrl} className={buttonClass("secondary")}>
              <IconArrowLeft /> Back to stores
            </Link>
          }
        />
      </Card>
    );
  }
  if (isLoading || !store) return <LoadingPlaceholder text="Loading store…" />;

  return (
    <>
      <Link to={listUrl} className="back-link">
        <IconArrowLeft size={14} /> All stores
      </Link>
      <PageHeader
        leading={
          <span className="page-header-icon" aria-hidden="true">
            <IconStore size={20} />
          </span>
        }
        title={store.name}
        description={
          <>
            {[store.address.line1, store.address.city, countryName(store.address.country)].join(", ")} · updated {formatDate(store.updatedAt)}
          </>
        }
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
      <CardHeader title="Store details" description={editable ? "Name, time zone, address and position on the map." : "Only brand editors can change these."} />
      <form onSubmit={submit} noValidate aria-label="Store details">
        <CardBody>
          <StoreDetailsFields draft={draft} onChange={change} errors={errors} disabled={!editable} />
        </CardBody>
        {editable && (
          <CardFooter>
            {dirty && <span className="card-footer-note">Unsaved changes</span>}
            <Button onClick={reset} disabled={!dirty || updateStore.isMutating}>
              Reset
            </Button>
            <Button type="submit" variant="primary" disabled={!dirty} loading={updateStore.isMutating}>
              Save details
            </Button>
          </CardFooter>
        )}
      </form>
    </Card>
  );
}

function HoursCard({ brandId, store }: StoreCardProps) {
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
        title="Opening hours"
        description={`In the store’s local time (${store.timezone}). A closing time before the opening time runs past midnight.`}
        actions={
          editable && (
            <Button size="sm" onClick={() => change(copyMondayToWeekdays(hours))} title="Give Tuesday to Friday the same hours as Monday">
              <IconCopy /> Copy Monday to weekdays
            </Button>
          )
        }
      />
      <form onSubmit={submit} noValidate aria-label="Opening hours">
        <CardBody>
          <OpeningHoursEditor value={hours} onChange={change} errors={errors} disabled={!editable} />
        </CardBody>
        {editable && (
          <CardFooter>
            {dirty && <span className="card-footer-note">Unsaved changes</span>}
            <Button
              onClick={() => {
                setHours(store.openingHours);
                setErrors({});
              }}
              disabled={!dirty || updateStore.isMutating}
            >
              Reset
            </Button>
            <Button type="submit" variant="primary" disabled={!dirty} loading={updateStore.isMutating}>
              Save hours
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
  const [confirming, setConfirming] = useState(false);
  if (!can("brandContent.write", brandId)) return null;

  const confirm = async () => {
    const outcome = await deleteStore.trigger({ brandId, storeId: store.id, name: store.name });
    setConfirming(false);
    if (outcome.ok) navigate(`/manager/panel/brands/${brandId}/stores`, { replace: true });
  };

  return (
    <Card className="card-danger">
      <CardHeader
        title="Delete store"
        description={
          store.placementCount > 0
            ? "Move or delete the placements standing in this store first; a store with placements cannot be deleted."
            : "Deletes the store and its opening hours. This cannot be undone."
        }
      />
      <CardFooter>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete store…
        </Button>
      </CardFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${store.name}?`}
        description="The store is deleted for everyone in the brand."
        confirmLabel="Delete store"
        destructive
        busy={deleteStore.isMutating}
        onConfirm={confirm}
      />
    </Card>
  );
}
