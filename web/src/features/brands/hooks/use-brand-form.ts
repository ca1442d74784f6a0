import { useState, type FormEvent } from "react";
import type { Brand, UpdateBrand } from "@vitrine/contract";
import { updateBrandSchema, useUpdateBrand } from "@/data/brands/update-brand";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { useCan } from "@/data/me/use-can";

/**
 * What each card of a brand's settings shares: whether the person may edit the brand, the card's
 * field errors, and a submit that checks the card's changes and saves them.
 */
export function useBrandForm(brand: Brand) {
  const can = useCan();
  const updateBrand = useUpdateBrand();
  const [errors, setErrors] = useState<FieldErrors>({});

  /** The form's submit handler, saving `changes` (what the card changed, as the form stands). */
  const submit = (changes: UpdateBrand) => async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(updateBrandSchema, changes);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    const outcome = await updateBrand.trigger({ brandId: brand.id, changes: result.data });
    if (!outcome.ok) setErrors(apiFieldErrors(outcome.error));
  };

  /** The footer's Reset: `restore` puts the saved values back in the form, and the errors go. */
  const resetWith = (restore: () => void) => () => {
    restore();
    setErrors({});
  };

  return { editable: can("brand.update", brand.id), busy: updateBrand.isMutating, errors, submit, resetWith };
}

export type BrandForm = ReturnType<typeof useBrandForm>;
