import { useParams } from "react-router-dom";
import { BrandUsers } from "@/features/brand-users/components/brand-users";
import { useBrand } from "@/data/brands/get-brand";

export default function BrandUsersRoute() {
  const { brandId = "" } = useParams();
  const { data: brand } = useBrand(brandId);
  return <BrandUsers key={brandId} brandId={brandId} brandName={brand?.name} />;
}
