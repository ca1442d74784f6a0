import type { ReactNode } from "react";
import { NavLink } from "react-router-dom";
import type { Me } from "@contract";
import { Button } from "@/components/ui/button";
import {
  IconBrands,
  IconClipboard,
  IconCube,
  IconHome,
  IconSettings,
  IconStore,
  IconUsers,
  IconUserShield,
  IconVideo,
  IconX,
} from "@/components/ui/icons";
import { IconArchive } from "@/components/ui/icons-extra";
import { Logo } from "@/components/logo";
import { useBrand } from "@/data/brands/get-brand";
import { cn } from "@/lib/cn";

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
  const { data: brand } = useBrand(brandId);
  const base = `/manager/panel/brands/${brandId}`;
  return (
    <aside className="sidebar" aria-label="Main navigation">
      <div className="sidebar-header">
        <Logo />
        <Button variant="ghost" size="sm" iconOnly className="sidebar-close" aria-label="Close navigation" onClick={onClose}>
          <IconX />
        </Button>
      </div>
      <nav className="sidebar-nav" aria-label="Console sections">
        <p className="nav-section">{me.tenant.name}</p>
        <NavItem to="/manager/panel/brands" icon={<IconBrands />} end>
          Brands
        </NavItem>
        <NavItem to="/manager/panel/tenant-users" icon={<IconUserShield />}>
          Tenant users
        </NavItem>
        <NavItem to="/manager/panel/settings" icon={<IconSettings />}>
          Settings
        </NavItem>
        {brandId && (
          <>
            <p className="nav-section nav-section-brand" title={brand?.name}>
              {brand?.name ?? "Brand"}
            </p>
            <NavItem to={base} icon={<IconHome />} end>
              Overview
            </NavItem>
            <NavItem to={`${base}/brand-users`} icon={<IconUsers />}>
              Brand users
            </NavItem>
            <NavItem to={`${base}/sets`} icon={<IconCube />}>
              Sets
            </NavItem>
            <NavItem to={`${base}/library`} icon={<IconArchive />}>
              Library
            </NavItem>
            <NavItem to={`${base}/surveys`} icon={<IconClipboard />}>
              Surveys
            </NavItem>
            <NavItem to={`${base}/stores`} icon={<IconStore />}>
              Stores
            </NavItem>
            <NavItem to={`${base}/videos`} icon={<IconVideo />}>
              Videos
            </NavItem>
          </>
        )}
      </nav>
    </aside>
  );
}
