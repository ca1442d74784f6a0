import { Button } from "@/components/ui/button";
import { IconButton } from "./icon-button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { IconCopy, IconMore, IconTrash } from "@/components/ui/icons";
import { IconArchive, IconPencil, IconRestore } from "@/components/ui/icons-extra";
import { useT } from "../messages";

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
export function ArchivableActionsMenu({
  name,
  archived,
  onEdit,
  editLabel,
  onDuplicate,
  onToggleArchived,
  onDelete,
  variant = "icon",
}: ArchivableActionsMenuProps) {
  const t = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {variant === "icon" ? (
          <IconButton label={t("archivableActions.actionsFor", { name })} title={t("archivableActions.actions")} onClick={(event) => event.stopPropagation()}>
            <IconMore />
          </IconButton>
        ) : (
          <Button aria-label={t("archivableActions.actionsFor", { name })}>
            <IconMore /> {t("archivableActions.actions")}
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent onClick={(event) => event.stopPropagation()}>
        {onEdit && (
          <DropdownMenuItem onSelect={onEdit}>
            <IconPencil /> {editLabel ?? t("archivableActions.edit")}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={onDuplicate}>
          <IconCopy /> {t("archivableActions.duplicate")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onToggleArchived}>
          {archived ? <IconRestore /> : <IconArchive />} {archived ? t("archivableActions.restore") : t("archivableActions.archive")}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={onDelete}>
          <IconTrash /> {t("archivableActions.delete")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
