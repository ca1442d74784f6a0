import { BrandList } from "@/features/brands/components/brand-list";

export default function BrandsRoute() {
  return <BrandList />;
}
