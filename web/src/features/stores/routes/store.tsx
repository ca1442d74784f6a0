import { useParams } from "react-router-dom";
import { StoreDetail } from "../components/store-detail";

/** Route module of `…/brands/:brandId/stores/:storeId`: form state never leaks from one store to the next. */
export default function StoreRoute() {
  const { brandId = "", storeId = "" } = useParams();
  return <StoreDetail key={`${brandId}/${storeId}`} brandId={brandId} storeId={storeId} />;
}
