import { Link, useNavigate } from "react-router-dom";
import type { Me } from "@vitrine/contract";
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
import { IconLanguages } from "@/components/ui/icons-extra";
import { BrandSwitcher } from "@/features/brands/components/brand-switcher";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { CONSOLE_LANGUAGE_NAMES, CONSOLE_LANGUAGES, useConsoleLanguage } from "@/lib/i18n/console-language";
import { tenantRoleLabels } from "@/lib/roles";
import { useT } from "../messages";

interface TopBarProps {
  me: Me;
  brandId?: string;
  onOpenNav: () => void;
}

export function TopBar({ me, brandId, onOpenNav }: TopBarProps) {
  const t = useT();
  return (
    <header className="topbar">
      <Button variant="ghost" iconOnly className="topbar-menu" aria-label={t("topBar.openNavigation")} onClick={onOpenNav}>
        <IconMenu size={18} />
      </Button>
      <Link to="/manager/panel/brands" className="topbar-tenant" title={t("topBar.workspace")}>
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
      <NotificationBell />
      <UserMenu me={me} />
    </header>
  );
}

function UserMenu({ me }: { me: Me }) {
  const navigate = useNavigate();
  const t = useT();
  const { language, setLanguage } = useConsoleLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="user-button">
        <Avatar name={me.displayName} email={me.email} size="sm" />
        <span className="visually-hidden">{t("topBar.accountMenu")}</span>
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
          <IconSettings /> {t("topBar.settings")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/manager/logout")}>
          <IconLogout /> {t("topBar.signOut")}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {/* Each other language, named in itself: someone who cannot read this one still finds theirs. */}
        {CONSOLE_LANGUAGES.filter((other) => other !== language).map((other) => (
          <DropdownMenuItem
            key={other}
            lang={other}
            aria-label={t("topBar.switchLanguage", { language: CONSOLE_LANGUAGE_NAMES[other] })}
            onSelect={() => setLanguage(other)}
          >
            <IconLanguages /> {CONSOLE_LANGUAGE_NAMES[other]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
