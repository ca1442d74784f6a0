import type { ReactNode } from "react";
import { NavLink } from "react-router-dom";
import type { Me } from "@vitrine/contract";
import { IconButton } from "@/components/ui/icon-button";
import { IconBrands, IconClipboard, IconCube, IconHome, IconSettings, IconStore, IconUsers, IconUserShield, IconVideo, IconX } from "@/components/ui/icons";
import { IconArchive } from "@/components/ui/icons-extra";
import { Logo } from "@/components/logo";
import { useBrand } from "@/data/brands/get-brand";
import { cn } from "@/lib/cn";
import { useT } from "../messages";

interface NavItemProps {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  /** Match the path exactly (overview links would otherwise stay active on every sub-page). */
  end?: boolean;
}

function NavItem({ to, icon, children, end }: NavItemProps) {
  return (
    <NavLink to={to} end={end} className={({ isActive }) => cn("nav-item", isActive && "nav-item-active")}>
      <span className="nav-item-icon">{icon}</span>
      {children}
    </NavLink>
  );
}

interface SidebarProps {
  me: Me;
  brandId?: string;
  onClose: () => void;
}

export function Sidebar({ me, brandId, onClose }: SidebarProps) {
  const t = useT();
  const { data: brand } = useBrand(brandId);
  const base = `/manager/panel/brands/${brandId}`;
  return (
    <aside className="sidebar" aria-label={t("sidebar.mainNavigation")}>
      <div className="sidebar-header">
        <Logo />
        <IconButton className="sidebar-close" label={t("sidebar.closeNavigation")} onClick={onClose}>
          <IconX />
        </IconButton>
      </div>
      <nav className="sidebar-nav" aria-label={t("sidebar.sections")}>
        <p className="nav-section">{me.tenant.name}</p>
        <NavItem to="/manager/panel/brands" icon={<IconBrands />} end>
          {t("sidebar.brands")}
        </NavItem>
        <NavItem to="/manager/panel/tenant-users" icon={<IconUserShield />}>
          {t("sidebar.tenantUsers")}
        </NavItem>
        <NavItem to="/manager/panel/settings" icon={<IconSettings />}>
          {t("sidebar.settings")}
        </NavItem>
        {brandId && (
          <>
            <p className="nav-section nav-section-brand" title={brand?.name}>
              {brand?.name ?? t("sidebar.brand")}
            </p>
            <NavItem to={base} icon={<IconHome />} end>
              {t("sidebar.overview")}
            </NavItem>
            <NavItem to={`${base}/brand-users`} icon={<IconUsers />}>
              {t("sidebar.brandUsers")}
            </NavItem>
            <NavItem to={`${base}/sets`} icon={<IconCube />}>
              {t("sidebar.sets")}
            </NavItem>
            <NavItem to={`${base}/library`} icon={<IconArchive />}>
              {t("sidebar.library")}
            </NavItem>
            <NavItem to={`${base}/surveys`} icon={<IconClipboard />}>
              {t("sidebar.surveys")}
            </NavItem>
            <NavItem to={`${base}/stores`} icon={<IconStore />}>
              {t("sidebar.stores")}
            </NavItem>
            <NavItem to={`${base}/videos`} icon={<IconVideo />}>
              {t("sidebar.videos")}
            </NavItem>
          </>
        )}
      </nav>
    </aside>
  );
}
