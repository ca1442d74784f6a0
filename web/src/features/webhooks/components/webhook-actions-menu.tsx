import type { Webhook } from "@vitrine/contract";
import { IconButton } from "@/components/ui/icon-button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { IconMore } from "@/components/ui/icons";
import { useT } from "../messages";

export type WebhookAction = "test" | "edit" | "toggle" | "rotate" | "delete";

interface WebhookActionsMenuProps {
  webhook: Webhook;
  onAction: (action: WebhookAction, webhook: Webhook) => void;
  /** Leave out the actions the page already shows as buttons. */
  omit?: WebhookAction[];
}

/** The "…" menu of an endpoint, in the list and on its own page. */
export function WebhookActionsMenu({ webhook, onAction, omit = [] }: WebhookActionsMenuProps) {
  const t = useT();
  const show = (action: WebhookAction) => !omit.includes(action);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={t("menu.label", { url: webhook.url })}>
          <IconMore />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {show("test") && <DropdownMenuItem onSelect={() => onAction("test", webhook)}>{t("menu.sendTestPing")}</DropdownMenuItem>}
        {show("edit") && <DropdownMenuItem onSelect={() => onAction("edit", webhook)}>{t("menu.edit")}</DropdownMenuItem>}
        {show("toggle") && (
          <DropdownMenuItem onSelect={() => onAction("toggle", webhook)}>{webhook.active ? t("menu.pause") : t("menu.resume")}</DropdownMenuItem>
        )}
        {show("rotate") && <DropdownMenuItem onSelect={() => onAction("rotate", webhook)}>{t("menu.rotate")}</DropdownMenuItem>}
        {show("delete") && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem destructive onSelect={() => onAction("delete", webhook)}>
              {t("menu.delete")}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
