import type { ReactNode } from "react";
import type { UpdateBrand } from "@vitrine/contract";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { FormCardFooter } from "@/components/ui/form-card-footer";
import type { BrandForm } from "../hooks/use-brand-form";

interface BrandSettingsCardProps {
  /** The card's `useBrandForm`. */
  form: BrandForm;
  title: string;
  /** Under the title for those who may edit the brand… */
  description: string;
  /** …and for those who may not. */
  readOnlyDescription: string;
  /** The card's changes as the form stands, saved on submit. */
  changes: UpdateBrand;
  /** Whether the form differs from the saved brand. */
  dirty: boolean;
  /** Puts the saved values back in the form. */
  onReset: () => void;
  submitLabel: string;
  /** The card's fields. */
  children: ReactNode;
}

/** One card of a brand's settings: its fields in a form, with Reset and save for those who may edit the brand. */
export function BrandSettingsCard({ form, title, description, readOnlyDescription, changes, dirty, onReset, submitLabel, children }: BrandSettingsCardProps) {
  return (
    <Card>
      <CardHeader title={title} description={form.editable ? description : readOnlyDescription} />
      <form onSubmit={form.submit(changes)} noValidate>
        <CardBody className="form-stack">{children}</CardBody>
        {form.editable && <FormCardFooter dirty={dirty} busy={form.busy} onReset={form.resetWith(onReset)} submitLabel={submitLabel} />}
      </form>
    </Card>
  );
}
