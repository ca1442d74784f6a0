import { useMemo, useState } from "react";
import type { LibraryObject } from "@vitrine/contract";
import { ErrorState } from "@/components/ui/error-state";
import { IconCube, IconSearch } from "@/components/ui/icons";
import { ImagePickButton, ImageUploadStatus } from "@/components/ui/image-upload";
import { Input } from "@/components/ui/input";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Spinner } from "@/components/ui/spinner";
import type { ImageUploadState } from "@/hooks/use-image-upload";
import { cn } from "@/lib/cn";
import { useLibraryModels } from "../hooks/use-library-models";
import type { AvatarDraft } from "../lib/host-draft";
import { srcSetOf } from "@/lib/srcset";
import { useT } from "../messages";

interface AvatarPickerProps {
  avatar: AvatarDraft;
  onChange: (avatar: AvatarDraft) => void;
  upload: ImageUploadState;
  onPickImage: (file: File) => void;
  error?: string;
  disabled?: boolean;
}

const modes = [
  { value: "none", label: "avatar.none" },
  { value: "model", label: "avatar.model" },
  { value: "image", label: "avatar.image" },
] as const;

/** The host's face: nothing, a 3D model of the library (standing in the scene), or a picture. */
export function AvatarPicker({ avatar, onChange, upload, onPickImage, error, disabled }: AvatarPickerProps) {
  const t = useT();
  const library = useLibraryModels();
  const [search, setSearch] = useState("");

  const models = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (library.data?.items ?? []).filter((model) => !q || model.name.toLowerCase().includes(q));
  }, [library.data, search]);

  const setMode = (mode: AvatarDraft["kind"]) => {
    if (mode === avatar.kind) return;
    onChange(mode === "none" ? { kind: "none" } : mode === "model" ? { kind: "model", libraryObjectId: null } : { kind: "image", url: null });
  };

  const shownImage = avatar.kind === "image" ? (upload.status === "uploading" || upload.status === "done" ? upload.previewUrl : avatar.url) : null;

  return (
    <div className="avatar-picker">
      <SegmentedControl
        label={t("avatar.label")}
        value={avatar.kind}
        options={modes.map((mode) => ({ value: mode.value, label: t(mode.label) }))}
        onChange={setMode}
        disabled={disabled}
      />
      {avatar.kind === "model" &&
        (library.error && !library.data ? (
          <ErrorState title={t("avatar.libraryError")} error={library.error} onRetry={() => library.mutate()} />
        ) : !library.data ? (
          <Spinner label={t("avatar.loadingLibrary")} />
        ) : (
          <div className="avatar-models">
            <div className="search-input avatar-search">
              <IconSearch className="search-input-icon" />
              <Input
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t("avatar.searchModels")}
                aria-label={t("avatar.searchModels")}
              />
            </div>
            <div className="avatar-model-grid" role="radiogroup" aria-label={t("avatar.libraryModels")}>
              {models.map((model: LibraryObject) => {
                const selected = avatar.libraryObjectId === model._id;
                return (
                  <button
                    key={model._id}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    className={cn("avatar-model", selected && "avatar-model-selected")}
                    onClick={() => onChange({ kind: "model", libraryObjectId: model._id })}
                    disabled={disabled}
                  >
                    <span className="avatar-model-thumb">{model.thumbnail ? <img src={model.thumbnail} alt="" /> : <IconCube size={20} />}</span>
                    <span className="avatar-model-name">{model.name}</span>
                  </button>
                );
              })}
              {models.length === 0 && <p className="cell-muted">{t("avatar.noMatch", { search })}</p>}
            </div>
          </div>
        ))}
      {avatar.kind === "image" && (
        <div className="avatar-image">
          <span className="avatar-image-tile">
            {shownImage ? (
              <img
                src={shownImage}
                srcSet={avatar.kind === "image" && shownImage === avatar.url ? srcSetOf(avatar.variants) : undefined}
                sizes="72px"
                alt={t("avatar.alt")}
              />
            ) : null}
          </span>
          <div className="avatar-image-actions">
            <ImagePickButton inputLabel={t("avatar.imageFile")} onPick={onPickImage} disabled={disabled || upload.status === "uploading"}>
              {shownImage ? t("avatar.replaceImage") : t("avatar.uploadImage")}
            </ImagePickButton>
            <ImageUploadStatus upload={upload} progressLabel={t("avatar.progress")} hint={t("avatar.hint")} />
          </div>
        </div>
      )}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
