import { useParams } from "react-router-dom";
import { SetList } from "../components/set-list";

/** Route module of `…/brands/:brandId/sets`: a fresh list state per brand. */
export default function SetsRoute() {
  const { brandId = "" } = useParams();
  return <SetList key={brandId} brandId={brandId} />;
}
