import { useEffect, useState, type FormEvent } from "react";
import { updateVideoSchema, type Video } from "@vitrine/contract";
import { FormDialog } from "@/components/ui/form-dialog";
import { validate, type FieldErrors } from "@/lib/form";
import { useUpdateVideo } from "@/data/videos/update-video";
import { parseTags } from "@/lib/tags";
import { useT } from "../messages";
import { VideoDetailsFields } from "./video-details-fields";

interface EditVideoDialogProps {
  brandId: string;
  /** The video being edited; null closes the dialog. */
  video: Video | null;
  onClose: () => void;
}

export function EditVideoDialog({ brandId, video, onClose }: EditVideoDialogProps) {
  const t = useT();
  const updateVideo = useUpdateVideo();
  const [title, setTitle] = useState("");
  const [tags, setTags] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});

  // Start from the video's current values each time the dialog opens on one.
  useEffect(() => {
    if (!video) return;
    setTitle(video.title);
    setTags(video.tags.join(", "));
    setErrors({});
  }, [video]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!video) return;
    const checked = validate(updateVideoSchema, { title, tags: parseTags(tags) });
    if (checked.errors) return setErrors(checked.errors);
    // Optimistic: the list shows the new title and tags now and puts the old ones back if the save is refused.
    void updateVideo.trigger({ brandId, videoId: video.id, changes: checked.data });
    onClose();
  };

  return (
    <FormDialog
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("edit.title")}
      form={{ id: "edit-video-form", onSubmit: submit, submitLabel: t("edit.submit") }}
    >
      <VideoDetailsFields title={title} tags={tags} onTitleChange={setTitle} onTagsChange={setTags} errors={errors} autoFocus />
    </FormDialog>
  );
}
