import { BrandList } from "@/features/brands/components/brand-list";
import { FirstRunChecklist } from "@/features/onboarding/components/first-run-checklist";

/** The console's home: the first-run checklist (until done) above the brands. */
export default function BrandsRoute() {
  return (
    <>
      <FirstRunChecklist />
      <BrandList />
    </>
  );
}
