import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { Dialog } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { apiFieldErrors, type FieldErrors } from "@/lib/form";
import { useCreateStore } from "@/data/stores/create-store";
import { browserCountry } from "../lib/countries";
import { draftToStore, emptyDraft, type StoreDraft } from "../lib/store-draft";
import { browserTimeZone } from "@/lib/time-zones";
import { useT } from "../messages";
import { StoreDetailsFields } from "./store-details-fields";

interface CreateStoreDialogProps {
  brandId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// Most stores are created by someone in the same country and zone as the store.
const freshDraft = () => emptyDraft({ timezone: browserTimeZone(), country: browserCountry() });

export function CreateStoreDialog({ brandId, open, onOpenChange }: CreateStoreDialogProps) {
  const t = useT();
  const navigate = useNavigate();
  const createStore = useCreateStore();
  const [draft, setDraft] = useState<StoreDraft>(freshDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  // After a first attempt, errors follow the typing so a fixed field clears at once.
  const [attempted, setAttempted] = useState(false);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setDraft(freshDraft());
      setErrors({});
      setAttempted(false);
    }
  };

  const change = (changes: Partial<StoreDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    if (attempted) setErrors(draftToStore(next).errors ?? {});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const result = draftToStore(draft);
    if (result.errors) {
      setErrors(result.errors);
      // The form scrolls inside the dialog: bring the first problem into view.
      requestAnimationFrame(() => {
        const invalid = document.querySelector<HTMLElement>('#create-store-form [aria-invalid="true"]');
        invalid?.focus();
        invalid?.parentElement?.scrollIntoView({ block: "nearest" });
      });
      return;
    }
    setErrors({});
    const outcome = await createStore.trigger({ brandId, store: result.data });
    if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
    close(false);
    // Straight to the new store: opening hours are set there.
    navigate(`/manager/panel/brands/${brandId}/stores/${outcome.data.id}`);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t("createDialog.title")}
      description={t("createDialog.description")}
      footer={
        <FormDialogFooter formId="create-store-form" submitLabel={t("createDialog.submit")} busy={createStore.isMutating} onCancel={() => close(false)} />
      }
    >
      <form id="create-store-form" onSubmit={submit} noValidate>
        <StoreDetailsFields draft={draft} onChange={change} errors={errors} autoFocus />
      </form>
    </Dialog>
  );
}
