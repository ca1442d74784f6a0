import type { Survey } from "@contract";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { IconCopy, IconMore, IconTrash } from "@/components/ui/icons";
import { IconArchive, IconPencil, IconRestore } from "@/components/ui/icons-extra";

interface SurveyActionsMenuProps {
  survey: Survey;
  onEdit?: () => void;
  onDuplicate: () => void;
  onToggleArchived: () => void;
  onDelete: () => void;
  /** "Actions" button with text (editor header) or a bare icon (table rows). */
  variant?: "icon" | "button";
}

/** Everything one can do to a whole survey, in one menu for the list rows and the editor. */
export function SurveyActionsMenu({ survey, onEdit, onDuplicate, onToggleArchived, onDelete, variant = "icon" }: SurveyActionsMenuProps) {
  const archived = survey.status === "archived";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {variant === "icon" ? (
          <Button variant="ghost" size="sm" iconOnly aria-label={`Actions for ${survey.title}`} title="Actions" onClick={(event) => event.stopPropagation()}>
            <IconMore />
          </Button>
        ) : (
          <Button aria-label={`Actions for ${survey.title}`}>
            <IconMore /> Actions
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent onClick={(event) => event.stopPropagation()}>
        {onEdit && (
          <DropdownMenuItem onSelect={onEdit}>
            <IconPencil /> Edit
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
