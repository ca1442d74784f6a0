import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { createVideoSchema } from "@vitrine/contract";
import { Alert } from "@/components/ui/alert";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-field";
import { UploadProgress } from "@/components/ui/upload-progress";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { toastError } from "@/lib/notify";
import { uploadFile } from "@/lib/upload-file";
import { useCreateVideo } from "@/data/videos/create-video";
import { formatBytes } from "@/lib/format";
import { parseTags } from "@/lib/tags";
import { formatDuration, readVideoFile, titleFromFileName, videoContentType, type VideoFileInfo } from "../lib/video-file";
import { useT } from "../messages";
import { VideoDetailsFields } from "./video-details-fields";

interface UploadVideoDialogProps {
  brandId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Phase = { step: "idle" } | { step: "reading" } | { step: "uploading"; fraction: number } | { step: "saving" };

interface Picked {
  file: File;
  contentType: string;
  info: VideoFileInfo;
  posterUrl: string | null;
}

export function UploadVideoDialog({ brandId, open, onOpenChange }: UploadVideoDialogProps) {
  const t = useT();
  const createVideo = useCreateVideo();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [title, setTitle] = useState("");
  const [tags, setTags] = useState("");
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const abort = useRef<AbortController | null>(null);
  const busy = phase.step !== "idle";

  const reset = () => {
    if (picked?.posterUrl) URL.revokeObjectURL(picked.posterUrl);
    setPicked(null);
    setTitle("");
    setTags("");
    setPhase({ step: "idle" });
    setFileError(null);
    setErrors({});
  };

  const close = (next: boolean) => {
    if (!next) {
      // Closing mid-upload cancels it rather than leaving bytes going nowhere.
      abort.current?.abort();
      reset();
    }
    onOpenChange(next);
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    reset();
    const contentType = videoContentType(file);
    if (!contentType) return setFileError(t("upload.wrongType"));
    setPhase({ step: "reading" });
    try {
      const info = await readVideoFile(file);
      setPicked({ file, contentType, info, posterUrl: info.poster ? URL.createObjectURL(info.poster) : null });
      setTitle(titleFromFileName(file.name));
    } catch (caught) {
      setFileError(caught instanceof Error ? caught.message : t("upload.unreadable"));
    } finally {
      setPhase({ step: "idle" });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return setFileError(t("upload.chooseFirst"));
    const { info } = picked;
    // Check the form before sending hundreds of megabytes; the upload id is filled in afterwards.
    const checked = validate(createVideoSchema, {
      uploadId: "pending",
      title,
      tags: parseTags(tags),
      durationSeconds: info.durationSeconds,
      width: info.width,
      height: info.height,
    });
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    const controller = new AbortController();
    abort.current = controller;
    try {
      setPhase({ step: "uploading", fraction: 0 });
      const upload = await uploadFile({
        brandId,
        kind: "video",
        file: picked.file,
        fileName: picked.file.name,
        contentType: picked.contentType,
        // The poster is tiny next to the video: the bar follows the video's bytes.
        onProgress: (fraction) => setPhase({ step: "uploading", fraction }),
        signal: controller.signal,
      });
      const poster = info.poster
        ? await uploadFile({ brandId, kind: "image", file: info.poster, fileName: "poster.png", contentType: "image/png", signal: controller.signal })
        : null;
      setPhase({ step: "saving" });
      const outcome = await createVideo.trigger({
        brandId,
        video: { ...checked.data, uploadId: upload.id, ...(poster && { posterUploadId: poster.id }) },
      });
      if (!outcome.ok) {
        setPhase({ step: "idle" });
        return setErrors(apiFieldErrors(outcome.error));
      }
      close(false);
    } catch (caught) {
      setPhase({ step: "idle" });
      if (!(caught instanceof DOMException && caught.name === "AbortError")) toastError(caught);
    } finally {
      abort.current = null;
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t("upload.title")}
      description={t("upload.description")}
      form={{ id: "upload-video-form", onSubmit: submit, submitLabel: t("upload.submit"), busy: busy && phase.step !== "reading", disabled: !picked || busy }}
    >
      <TextField
        label={t("upload.file")}
        error={fileError}
        hint={phase.step === "reading" ? t("upload.reading") : undefined}
        type="file"
        accept="video/mp4,video/webm,.mp4,.webm"
        onChange={pick}
        disabled={busy}
      />
      {picked && (
        <div className="video-picked">
          <span className="video-poster video-poster-large" aria-hidden="true">
            {picked.posterUrl && <img src={picked.posterUrl} alt="" />}
          </span>
          <dl className="video-picked-facts">
            <div>
              <dt>{t("upload.duration")}</dt>
              <dd>{formatDuration(picked.info.durationSeconds)}</dd>
            </div>
            <div>
              <dt>{t("upload.resolution")}</dt>
              <dd>
                {picked.info.width}×{picked.info.height}
              </dd>
            </div>
            <div>
              <dt>{t("upload.size")}</dt>
              <dd>{formatBytes(picked.file.size)}</dd>
            </div>
          </dl>
        </div>
      )}
      <VideoDetailsFields title={title} tags={tags} onTitleChange={setTitle} onTagsChange={setTags} errors={errors} disabled={busy} />
      {errors.durationSeconds && <Alert tone="danger">{errors.durationSeconds}</Alert>}
      {phase.step === "uploading" && <UploadProgress fraction={phase.fraction} label={t("upload.progress")} />}
      {phase.step === "saving" && <p className="cell-muted">{t("upload.saving")}</p>}
    </FormDialog>
  );
}
