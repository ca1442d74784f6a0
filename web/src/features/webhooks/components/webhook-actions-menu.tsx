import type { Webhook } from "@contract";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { IconMore } from "@/components/ui/icons";

export type WebhookAction = "test" | "edit" | "toggle" | "rotate" | "delete";

interface WebhookActionsMenuProps {
  webhook: Webhook;
  onAction: (action: WebhookAction, webhook: Webhook) => void;
  /** Leave out the actions the page already shows as buttons. */
  omit?: WebhookAction[];
}

/** The "…" menu of an endpoint, in the list and on its own page. */
export function WebhookActionsMenu({ webhook, onAction, omit = [] }: WebhookActionsMenuProps) {
  const show = (action: WebhookAction) => !omit.includes(action);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" iconOnly aria-label={`Actions for ${webhook.url}`}>
          <IconMore />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {show("test") && <DropdownMenuItem onSelect={() => onAction("test", webhook)}>Send test ping</DropdownMenuItem>}
        {show("edit") && <DropdownMenuItem onSelect={() => onAction("edit", webhook)}>Edit…</DropdownMenuItem>}
        {show("toggle") && (
          <DropdownMenuItem onSelect={() => onAction("toggle", webhook)}>{webhook.active ? "Pause deliveries" : "Resume deliveries"}</DropdownMenuItem>
        )}
        {show("rotate") && <DropdownMenuItem onSelect={() => onAction("rotate", webhook)}>Rotate signing secret…</DropdownMenuItem>}
        {show("delete") && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem destructive onSelect={() => onAction("delete", webhook)}>
              Delete…
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
