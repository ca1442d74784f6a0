import { Link, useNavigate } from "react-router-dom";
import type { Me } from "@contract";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { IconLogout, IconMenu, IconSettings } from "@/components/ui/icons";
import { BrandSwitcher } from "@/features/brands/components/brand-switcher";
import { tenantRoleLabels } from "@/lib/roles";

interface TopBarProps {
  me: Me;
  brandId?: string;
  onOpenNav: () => void;
}

export function TopBar({ me, brandId, onOpenNav }: TopBarProps) {
  return (
    <header className="topbar">
      <Button variant="ghost" iconOnly className="topbar-menu" aria-label="Open navigation" onClick={onOpenNav}>
        <IconMenu size={18} />
      </Button>
      <Link to="/manager/panel/brands" className="topbar-tenant" title="Workspace">
        <span className="topbar-tenant-mark" aria-hidden="true">
          {me.tenant.name.charAt(0).toUpperCase()}
        </span>
        <span className="topbar-tenant-name">{me.tenant.name}</span>
      </Link>
      <span className="topbar-slash" aria-hidden="true">
        /
      </span>
      <BrandSwitcher brandId={brandId} />
      <div className="topbar-spacer" />
      <UserMenu me={me} />
    </header>
  );
}

function UserMenu({ me }: { me: Me }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="user-button">
        <Avatar name={me.displayName} email={me.email} size="sm" />
        <span className="visually-hidden">Account menu</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="menu-wide">
        <DropdownMenuLabel className="menu-user">
          <span className="menu-user-name">{me.displayName ?? me.email}</span>
          {me.displayName && <span className="menu-user-email">{me.email}</span>}
          <span className="menu-user-role">
            {tenantRoleLabels[me.tenantRole].label} · {me.tenant.name}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/manager/panel/settings")}>
          <IconSettings /> Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/manager/logout")}>
          <IconLogout /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
