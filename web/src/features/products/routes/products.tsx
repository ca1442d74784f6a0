import { useParams } from "react-router-dom";
import { ProductList } from "../components/product-list";

/** Route module of `…/experience/:experienceId/products`: a fresh list state per experience. */
export default function ProductsRoute() {
  const { brandId = "", experienceId = "" } = useParams();
  return <ProductList key={experienceId} brandId={brandId} experienceId={experienceId} />;
}
