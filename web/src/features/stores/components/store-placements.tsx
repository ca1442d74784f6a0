import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { createPlacementSchema, type Experience, type Placement, type Store } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { IconChevronRight, IconPlus, IconQr } from "@/components/ui/icons";
import { IconClock, IconDownload } from "@/components/ui/icons-extra";
import { DownloadCodesDialog } from "@/components/placement-codes/download-codes-dialog";
import { Select } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { useCan } from "@/data/me/use-can";
import { useCreatePlacement } from "@/data/placements/create-placement";
import { useBrandExperiences } from "@/data/experiences/list-experiences";
import { useStorePlacements } from "@/data/placements/list-placements";
import { useT } from "../messages";
import "./store-placements.css";

interface StorePlacementsProps {
  brandId: string;
  store: Store;
}

/**
 * The QR codes standing in this store, each linking to the scheduler of the experience it shows
 * by default (where its schedules and code are), and a way to add one here.
 */
export function StorePlacements({ brandId, store }: StorePlacementsProps) {
  const t = useT();
  const can = useCan();
  const editable = can("brandContent.write", brandId);
  const [creating, setCreating] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const { data: page, error, mutate } = useStorePlacements(brandId, store.id);
  const { data: experiences } = useBrandExperiences(brandId);
  const list = experiences?.items ?? [];
  const name = (id: string | null) => (id ? (list.find((e) => e.id === id)?.name ?? t("placements.unknownExperience")) : null);

  const count = page?.items.length ?? store.placementCount;
  return (
    <Card>
      <CardHeader
        title={t("placements.title")}
        description={count === 0 ? t("placements.none") : t("placements.count", { count })}
        actions={
          <div className="store-placements-actions">
            {page && page.items.length > 0 && (
              <Button size="sm" onClick={() => setDownloading(true)}>
                <IconDownload /> {t("placements.download")}
              </Button>
            )}
            {editable && (
              <Button size="sm" onClick={() => setCreating(true)}>
                <IconPlus /> {t("placements.new")}
              </Button>
            )}
          </div>
        }
      />
      {error && !page ? (
        <ErrorState title={t("placements.loadError")} error={error} onRetry={() => mutate()} />
      ) : !page ? (
        <SkeletonRows rows={2} />
      ) : page.items.length === 0 ? (
        <CardBody>
          <p className="store-placements-empty">
            <IconQr size={18} /> {t("placements.empty", { timeZone: store.timezone })}
          </p>
        </CardBody>
      ) : (
        <ul className="store-placements" aria-label={t("placements.list")}>
          {page.items.map((placement) => (
            <PlacementRow key={placement.id} brandId={brandId} placement={placement} name={name} />
          ))}
        </ul>
      )}
      {editable && <NewPlacementDialog brandId={brandId} store={store} experiences={list} open={creating} onOpenChange={setCreating} />}
      <DownloadCodesDialog brandId={brandId} placementIds={page?.items.map((p) => p.id) ?? []} open={downloading} onOpenChange={setDownloading} />
    </Card>
  );
}

function PlacementRow({ brandId, placement, name }: { brandId: string; placement: Placement; name: (id: string | null) => string | null }) {
  const t = useT();
  // Its schedules live with the experience it shows by default (or, without one, the first it schedules).
  const home = placement.defaultExperienceId ?? placement.experienceIds[0] ?? null;
  const body = (
    <>
      <span className="store-placement-icon" aria-hidden="true">
        <IconQr size={18} />
      </span>
      <span className="store-placement-text">
        <span className="store-placement-name">{placement.name}</span>
        <span className="store-placement-meta">
          {placement.defaultExperienceId ? t("placements.shows", { name: name(placement.defaultExperienceId) ?? "" }) : t("placements.noDefault")}
          {placement.schedules.length > 0 && (
            <span className="store-placement-schedules">
              <IconClock size={12} /> {t("placements.schedules", { count: placement.schedules.length })}
            </span>
          )}
        </span>
        <span className="store-placement-now">
          {placement.activeExperienceId ? (
            <Badge tone="accent">{t("placements.now", { name: name(placement.activeExperienceId) ?? "" })}</Badge>
          ) : (
            <Badge>{t("placements.nowFallback")}</Badge>
          )}
        </span>
      </span>
      {home && <IconChevronRight className="store-placement-chevron" />}
    </>
  );
  return (
    <li>
      {home ? (
        <Link
          to={`/manager/panel/brands/${brandId}/experience/${home}/qr-code-scheduler`}
          className="store-placement"
          aria-label={t("placements.openSchedules", { name: placement.name })}
        >
          {body}
        </Link>
      ) : (
        <div className="store-placement">{body}</div>
      )}
    </li>
  );
}

interface NewPlacementDialogProps {
  brandId: string;
  store: Store;
  experiences: Experience[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function NewPlacementDialog({ brandId, store, experiences, open, onOpenChange }: NewPlacementDialogProps) {
  const t = useT();
  const createPlacement = useCreatePlacement();
  const [name, setName] = useState("");
  const [experienceId, setExperienceId] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setName("");
      setExperienceId("");
      setErrors({});
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(createPlacementSchema, { name, storeId: store.id, defaultExperienceId: experienceId || null });
    if (checked.errors) return setErrors(checked.errors);
    const outcome = await createPlacement.trigger({ brandId, placement: checked.data });
    if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
    close(false);
  };

  const choices = experiences.filter((e) => e.status !== "archived");
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t("placementDialog.title", { store: store.name })}
      description={t("placementDialog.description")}
      form={{ id: "store-placement-form", onSubmit: submit, submitLabel: t("placementDialog.submit"), busy: createPlacement.isMutating }}
    >
      <TextField
        label={t("placementDialog.name")}
        error={errors.name}
        hint={t("placementDialog.nameHint")}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={100}
        autoFocus
      />
      <Field label={t("placementDialog.defaultExperience")} error={errors.defaultExperienceId} hint={t("placementDialog.defaultHint")}>
        {(control) => (
          <Select
            {...control}
            value={experienceId}
            onChange={(e) => setExperienceId(e.target.value)}
            options={[
              { value: "", label: t("placementDialog.none") },
              ...choices.map((e) => ({ value: e.id, label: e.publishedVersion === null ? t("placementDialog.notPublished", { name: e.name }) : e.name })),
            ]}
          />
        )}
      </Field>
    </FormDialog>
  );
}
