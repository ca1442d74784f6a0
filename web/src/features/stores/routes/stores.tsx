import { useParams } from "react-router-dom";
import { StoreList } from "../components/store-list";

/** Route module of `…/brands/:brandId/stores`: a fresh list state per brand. */
export default function StoresRoute() {
  const { brandId = "" } = useParams();
  return <StoreList key={brandId} brandId={brandId} />;
}
