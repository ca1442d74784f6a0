import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { IconCopy, IconMore, IconTrash } from "@/components/ui/icons";
import { IconArchive, IconPencil, IconRestore } from "@/components/ui/icons-extra";

interface ArchivableActionsMenuProps {
  /** The item's name, for the button's accessible label. */
  name: string;
  archived: boolean;
  /** Opens the item's editor (or rename dialog); no such entry when absent. */
  onEdit?: () => void;
  editLabel?: string;
  onDuplicate: () => void;
  onToggleArchived: () => void;
  onDelete: () => void;
  /** "Actions" button with text (page or editor header) or a bare icon (table rows). */
  variant?: "icon" | "button";
}

/** Everything one can do to a whole item that can be archived (experience, survey), for list rows and headers. */
export function ArchivableActionsMenu({ name, archived, onEdit, editLabel = "Edit", onDuplicate, onToggleArchived, onDelete, variant = "icon" }: ArchivableActionsMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {variant === "icon" ? (
          <Button variant="ghost" size="sm" iconOnly aria-label={`Actions for ${name}`} title="Actions" onClick={(event) => event.stopPropagation()}>
            <IconMore />
          </Button>
        ) : (
          <Button aria-label={`Actions for ${name}`}>
            <IconMore /> Actions
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent onClick={(event) => event.stopPropagation()}>
        {onEdit && (
          <DropdownMenuItem onSelect={onEdit}>
            <IconPencil /> {editLabel}
          </DropdownMenuItem>
        )}
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
