import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { IconCube } from "@/components/ui/icons";
import { TextField } from "@/components/ui/text-field";
import { useUploadModel } from "../hooks/use-upload-model";
import { parseTags } from "@/lib/tags";
import { formatBytes, nameFromFileName } from "../lib/model-format";
import { useT } from "../messages";

interface UploadModelDialogProps {
  brandId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function UploadModelDialog({ brandId, open, onOpenChange }: UploadModelDialogProps) {
  const t = useT();
  const { upload, cancel, reset, stage, progress, rejection, busy } = useUploadModel();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [tags, setTags] = useState("");
  const [errors, setErrors] = useState<{ file?: string; name?: string }>({});

  const close = (next: boolean) => {
    // Closing mid-upload cancels the transfer rather than leaving it running unseen.
    if (!next && busy) cancel();
    onOpenChange(next);
    if (!next) {
      setFile(null);
      setName("");
      setTags("");
      setErrors({});
      reset();
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setFile(picked);
    reset();
    setErrors({});
    // The file name is usually a fine start for the name; keep whatever was typed already.
    if (picked && !name.trim()) setName(nameFromFileName(picked.name));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!file) next.file = t("upload.chooseGlb");
    else if (!/\.glb$/i.test(file.name)) next.file = t("upload.onlyGlb");
    if (!name.trim()) next.name = t("upload.nameRequired");
    setErrors(next);
    if (!file || next.file || next.name) return;
    const object = await upload({ brandId, file, name: name.trim(), tags: parseTags(tags) });
    if (object) close(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t("upload.title")}
      description={t("upload.description")}
      form={{ id: "upload-model-form", onSubmit: submit, submitLabel: t("upload.submit"), busy: busy }}
    >
      <Field label={t("upload.file")} error={errors.file}>
        {(control) => (
          <div className="library-file-picker">
            <input {...control} ref={fileInput} type="file" accept=".glb,model/gltf-binary" className="visually-hidden" onChange={pick} disabled={busy} />
            <span className="library-file-icon" aria-hidden="true">
              <IconCube size={18} />
            </span>
            <span className="library-file-text">
              {file ? (
                <>
                  <span className="library-file-name">{file.name}</span>
                  <span className="cell-subtitle">{formatBytes(file.size)}</span>
                </>
              ) : (
                <span className="cell-subtitle">{t("upload.noFile")}</span>
              )}
            </span>
            <Button size="sm" onClick={() => fileInput.current?.click()} disabled={busy}>
              {file ? t("upload.change") : t("upload.choose")}
            </Button>
          </div>
        )}
      </Field>
      <TextField label={t("upload.name")} error={errors.name} value={name} onChange={(event) => setName(event.target.value)} maxLength={100} disabled={busy} />
      <TextField
        label={t("upload.tags")}
        hint={t("upload.tagsHint")}
        value={tags}
        onChange={(event) => setTags(event.target.value)}
        placeholder={t("upload.tagsPlaceholder")}
        disabled={busy}
      />
      {stage !== "idle" && (
        <div className="library-upload-progress" role="status">
          <div className="library-upload-progress-label">
            <span>{t(`upload.stage.${stage}`)}</span>
            {stage === "uploading" && <span>{Math.round(progress * 100)}%</span>}
          </div>
          <div
            className="library-progress-bar"
            role="progressbar"
            aria-label={t("upload.progress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
          >
            <span style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        </div>
      )}
      {rejection && (
        <Alert tone="danger" title={t("upload.refused")}>
          <p>{rejection.message}</p>
          {rejection.issues.length > 0 && (
            <ul className="library-issues">
              {rejection.issues.map((issue, index) => (
                <li key={index}>
                  {issue.path && <code>{issue.path}</code>} {issue.message}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </FormDialog>
  );
}
