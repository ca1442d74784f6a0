import { useRef, useState } from "react";
import type { Experience } from "@vitrine/contract";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteConfirmation } from "@/hooks/use-delete-confirmation";
import { useDeleteExperience } from "@/data/experiences/delete-experience";
import { useDuplicateExperience } from "@/data/experiences/duplicate-experience";
import { useUpdateExperience } from "@/data/experiences/update-experience";
import { ExperienceNameDialog } from "../components/experience-name-dialog";
import { useT } from "../messages";

interface ExperienceActionsOptions {
  /** After a duplicate is created, e.g. to open it. */
  onDuplicated?: (copy: Experience) => void;
  /** After the server confirmed a delete, e.g. to leave the deleted experience's screens. */
  onDeleted?: (experience: Experience) => void;
}

/**
 * Rename, duplicate, archive/restore and delete for any number of experiences on a screen: one
 * rename dialog and one delete confirmation, opened for whichever experience asked.
 */
export function useExperienceActions(brandId: string, { onDuplicated, onDeleted }: ExperienceActionsOptions = {}) {
  const t = useT();
  const updateExperience = useUpdateExperience();
  const duplicateExperience = useDuplicateExperience();
  const deleteExperience = useDeleteExperience();
  const [renaming, setRenaming] = useState<Experience | null>(null);
  // A rename shows at once but is still on its way: a duplicate made meanwhile would copy the old
  // name on the server, so it waits for the changes this screen has sent.
  const pendingChanges = useRef<Promise<unknown>>(Promise.resolve());
  const change = (experienceId: string, changes: Parameters<typeof updateExperience.trigger>[0]["changes"]) => {
    const sent = updateExperience.trigger({ brandId, experienceId, changes });
    pendingChanges.current = Promise.all([pendingChanges.current, sent]);
    return sent;
  };
  const deletion = useDeleteConfirmation(async (experience: Experience) => {
    // Optimistic: the row goes now; a refusal (a placement still shows it) brings it back with the reason.
    const outcome = await deleteExperience.trigger({ brandId, experienceId: experience.id, name: experience.name });
    if (outcome.ok) onDeleted?.(experience);
  });

  const menuProps = (experience: Experience) => ({
    name: experience.name,
    archived: experience.status === "archived",
    editLabel: t("actions.rename"),
    onEdit: () => setRenaming(experience),
    onDuplicate: async () => {
      await pendingChanges.current;
      const outcome = await duplicateExperience.trigger({ brandId, experienceId: experience.id });
      if (outcome.ok) onDuplicated?.(outcome.data);
    },
    onToggleArchived: () => void change(experience.id, { archived: experience.status !== "archived" }),
    onDelete: () => deletion.ask(experience),
  });

  const dialogs = (
    <>
      <ExperienceNameDialog
        open={renaming !== null}
        name={renaming?.name ?? ""}
        translating={renaming ? { brandId, experienceId: renaming.id } : undefined}
        onClose={() => setRenaming(null)}
        onSubmit={(name) => {
          if (renaming) void change(renaming.id, { name });
          setRenaming(null);
        }}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t("actions.deleteTitle", { name: deletion.item?.name ?? "" })}
        description={t("actions.deleteDescription")}
        confirmLabel={t("actions.deleteConfirm")}
        destructive
      />
    </>
  );

  return { menuProps, dialogs, duplicating: duplicateExperience.isMutating };
}
