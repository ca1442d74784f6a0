import { useParams } from "react-router-dom";
import { LibraryPage } from "../components/library-page";

/** Route module of `…/brands/:brandId/library`: a fresh search and filter per brand. */
export default function LibraryRoute() {
  const { brandId = "" } = useParams();
  return <LibraryPage key={brandId} brandId={brandId} />;
}
