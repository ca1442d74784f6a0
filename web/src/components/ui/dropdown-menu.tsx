/** Thin styled wrappers over Radix's dropdown menu (keyboard navigation and focus handling included). */
import * as Menu from "@radix-ui/react-dropdown-menu";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({ className, sideOffset = 6, align = "end", ...rest }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content className={cn("menu", className)} sideOffset={sideOffset} align={align} {...rest} />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, destructive, ...rest }: ComponentProps<typeof Menu.Item> & { destructive?: boolean }) {
  return <Menu.Item className={cn("menu-item", destructive && "menu-item-danger", className)} {...rest} />;
}

export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cn("menu-label", className)} {...rest} />;
}

export function DropdownMenuSeparator({ className, ...rest }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn("menu-separator", className)} {...rest} />;
}
