import type { Experience } from "@contract";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { IconCopy, IconMore, IconTrash } from "@/components/ui/icons";
import { IconArchive, IconPencil, IconRestore } from "@/components/ui/icons-extra";

interface ExperienceActionsMenuProps {
  experience: Experience;
  onRename: () => void;
  onDuplicate: () => void;
  onToggleArchived: () => void;
  onDelete: () => void;
  /** "Actions" button with text (page header) or a bare icon (table rows). */
  variant?: "icon" | "button";
}

/** Everything one can do to a whole experience, for the list rows and the experience header. */
export function ExperienceActionsMenu({ experience, onRename, onDuplicate, onToggleArchived, onDelete, variant = "icon" }: ExperienceActionsMenuProps) {
  const archived = experience.status === "archived";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {variant === "icon" ? (
          <Button variant="ghost" size="sm" iconOnly aria-label={`Actions for ${experience.name}`} title="Actions" onClick={(event) => event.stopPropagation()}>
            <IconMore />
          </Button>
        ) : (
          <Button aria-label={`Actions for ${experience.name}`}>
            <IconMore /> Actions
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent onClick={(event) => event.stopPropagation()}>
        <DropdownMenuItem onSelect={onRename}>
          <IconPencil /> Rename
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onDuplicate}>
          <IconCopy /> Duplicate
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onToggleArchived}>
          {archived ? <IconRestore /> : <IconArchive />} {archived ? "Restore" : "Archive"}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={onDelete}>
          <IconTrash /> Delete…
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
