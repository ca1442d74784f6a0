import { useState } from "react";
import type { Experience } from "@contract";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteExperience } from "../api/delete-experience";
import { useDuplicateExperience } from "../api/duplicate-experience";
import { useUpdateExperience } from "../api/update-experience";
import { ExperienceNameDialog } from "../components/experience-name-dialog";

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
  const updateExperience = useUpdateExperience();
  const duplicateExperience = useDuplicateExperience();
  const deleteExperience = useDeleteExperience();
  const [renaming, setRenaming] = useState<Experience | null>(null);
  const [deleting, setDeleting] = useState<Experience | null>(null);

  const menuProps = (experience: Experience) => ({
    name: experience.name,
    archived: experience.status === "archived",
    editLabel: "Rename",
    onEdit: () => setRenaming(experience),
    onDuplicate: async () => {
      const outcome = await duplicateExperience.trigger({ brandId, experienceId: experience.id });
      if (outcome.ok) onDuplicated?.(outcome.data);
    },
    onToggleArchived: () =>
      void updateExperience.trigger({ brandId, experienceId: experience.id, changes: { archived: experience.status !== "archived" } }),
    onDelete: () => setDeleting(experience),
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    const experience = deleting;
    setDeleting(null);
    // Optimistic: the row goes now; a refusal (a placement still shows it) brings it back with the reason.
    const outcome = await deleteExperience.trigger({ brandId, experienceId: experience.id, name: experience.name });
    if (outcome.ok) onDeleted?.(experience);
  };

  const dialogs = (
    <>
      <ExperienceNameDialog
        open={renaming !== null}
        name={renaming?.name ?? ""}
        onClose={() => setRenaming(null)}
        onSubmit={(name) => {
          if (renaming) void updateExperience.trigger({ brandId, experienceId: renaming.id, changes: { name } });
          setRenaming(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete “${deleting?.name ?? ""}”?`}
        description="Its scenes, products and published versions are deleted for everyone. QR codes that show it must be given another experience first. To keep it out of sight but recoverable, archive it instead."
        confirmLabel="Delete experience"
        destructive
        onConfirm={() => void confirmDelete()}
      />
    </>
  );

  return { menuProps, dialogs, duplicating: duplicateExperience.isMutating };
}
