import { useLocation, useNavigate } from "react-router-dom";
import { BrandMark } from "@/components/ui/brand-mark";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { IconBrands, IconCheck, IconSelector } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { useBrand } from "@/data/brands/get-brand";
import { useBrands } from "@/data/brands/list-brands";
import { useT } from "../messages";

/** Brand areas that exist in every brand, so switching brands can keep you in the same one. */
const SHARED_AREAS = new Set(["brand-users", "sets", "surveys", "stores", "videos"]);

interface BrandSwitcherProps {
  /** The brand in the URL, if any. */
  brandId?: string;
}

export function BrandSwitcher({ brandId }: BrandSwitcherProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: current } = useBrand(brandId);
  // The switcher shows the first 100 brands by name; the brand list has search for the rest.
  const { data, isLoading, error } = useBrands({ limit: 100 });

  const goTo = (id: string) => {
    const area = location.pathname.split("/")[5];
    navigate(`/manager/panel/brands/${id}${area && SHARED_AREAS.has(area) ? `/${area}` : ""}`);
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="switcher">
        {current ? <BrandMark name={current.name} color={current.colors.accent} size={20} /> : <IconBrands />}
        <span className="switcher-label">{current?.name ?? t("switcher.selectBrand")}</span>
        {/* Named by its visible text plus this, so speech input can say what the eye reads. */}
        <span className="visually-hidden"> — {t("switcher.switchBrand")}</span>
        <IconSelector className="switcher-icon" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="menu-wide">
        <DropdownMenuLabel>{t("switcher.brands")}</DropdownMenuLabel>
        {isLoading && (
          <div className="menu-note">
            <Spinner size={14} /> {t("switcher.loading")}
          </div>
        )}
        {error && <div className="menu-note">{t("switcher.loadError")}</div>}
        {data?.items.length === 0 && <div className="menu-note">{t("switcher.empty")}</div>}
        <div className="menu-scroll">
          {data?.items.map((brand) => (
            <DropdownMenuItem key={brand.id} onSelect={() => goTo(brand.id)}>
              <BrandMark name={brand.name} color={brand.colors.accent} size={20} />
              <span className="menu-item-text">{brand.name}</span>
              {brand.id === brandId && <IconCheck className="menu-item-check" />}
            </DropdownMenuItem>
          ))}
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/manager/panel/brands")}>
          <IconBrands /> {t("switcher.allBrands")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
