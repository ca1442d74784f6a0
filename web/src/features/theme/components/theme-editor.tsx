import { useEffect, useMemo, useState } from "react";
import { ANDROID_STAND_INS } from "@/lib/theme-fonts";
import { buttonStyles, themeContrastChecks, themeFonts, THEME_LOADING_TEXT_MAX, type ContrastPair, type ThemeResponse } from "@vitrine/contract";
import { TranslatableContent } from "@/components/content-translations/translatable-content";
import { SaveBar } from "@/components/ui/save-bar";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { useImageUpload } from "@/hooks/use-image-upload";
import { apiFieldErrors, type FieldErrors } from "@/lib/form";
import { useUpdateTheme } from "@/data/theme/update-theme";
import {
  draftFromTheme,
  isThemeDirty,
  logoUrlOf,
  previewColors,
  sameColours,
  themeUpdateFromDraft,
  type ThemeColorName,
  type ThemeDraft,
} from "../lib/theme-draft";
import { ColourField } from "@/components/ui/colour-field";
import { ContrastNote } from "./contrast-note";
import { LogoField } from "./logo-field";
import { useT } from "../messages";
import { ThemePreview, type PreviewScreen } from "./theme-preview";
import "./theme.css";

/** "Georgia (Noto Serif on Android)": what a visitor on Android sees instead. */
function fontLabel(font: ThemeDraft["fontFamily"], t: ReturnType<typeof useT>): string {
  if (font === "system-ui") return t("fonts.system");
  const standIn = ANDROID_STAND_INS[font];
  return standIn ? t("fonts.standIn", { font, standIn }) : font;
}

interface ThemeEditorProps {
  brandId: string;
  experienceId: string;
  theme: ThemeResponse;
  canWrite: boolean;
}

const buttonStyleLabels = { rounded: "buttonStyles.rounded", pill: "buttonStyles.pill", square: "buttonStyles.square" } as const satisfies Record<
  (typeof buttonStyles)[number],
  string
>;

/** Each colour with the pair it is judged in: the note sits next to the colour it concerns. */
const colourRows = [
  { name: "background", label: "colours.background", hint: "colours.backgroundHint" },
  { name: "text", label: "colours.text", hint: "colours.textHint", pair: "text-background" },
  { name: "primary", label: "colours.primary", hint: "colours.primaryHint", pair: "button-text-primary" },
  { name: "accent", label: "colours.accent", hint: "colours.accentHint", pair: "accent-background" },
] as const satisfies readonly { name: ThemeColorName; label: string; hint: string; pair?: ContrastPair }[];

/** The theme's one text visitors read (the loading text), in the manifest's keys. */
const THEME_TEXTS = ["theme."];

export function ThemeEditor({ brandId, experienceId, theme, canWrite }: ThemeEditorProps) {
  const t = useT();
  const updateTheme = useUpdateTheme();
  const logoUpload = useImageUpload(brandId);
  const [draft, setDraft] = useState<ThemeDraft>(() => draftFromTheme(theme));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [screen, setScreen] = useState<PreviewScreen>("experience");
  // What the server answered for the saved colours: shown as confirmed while the draft's colours equal them.
  const [saved, setSaved] = useState<ThemeResponse>(theme);

  // A newer saved theme (ours after a save, or a refetch) replaces a clean draft; edits in progress stay.
  useEffect(() => {
    setSaved(theme);
    setDraft((current) => (isThemeDirty(current, saved) ? current : draftFromTheme(theme)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [theme]);

  const dirty = isThemeDirty(draft, saved);
  // Resized copies exist only for the logo the server has: not for one just picked.
  const savedLogoVariants = logoUrlOf(draft) === saved.logoUrl ? saved.logoVariants : undefined;
  const checks = useMemo(() => themeContrastChecks(draft.colors), [draft.colors]);
  const colors = previewColors(draft, saved.colors);
  const failing = checks.filter((check) => !check.passes);
  const confirmed = sameColours(draft.colors, saved.colors);

  const change = (update: Partial<ThemeDraft>, ...fields: string[]) => {
    setDraft((current) => ({ ...current, ...update }));
    if (fields.some((field) => errors[field])) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))));
  };
  const setColour = (name: ThemeColorName, value: string) => change({ colors: { ...draft.colors, [name]: value } }, `colors.${name}`);

  const pickLogo = async (file: File) => {
    setScreen("loading");
    const upload = await logoUpload.start(file);
    if (upload?.url) change({ logo: { kind: "new", uploadId: upload.id, url: upload.url } }, "logoUploadId");
  };

  const discard = () => {
    logoUpload.reset();
    setDraft(draftFromTheme(saved));
    setErrors({});
  };

  const save = async () => {
    const checked = themeUpdateFromDraft(draft);
    if (checked.errors) return setErrors(checked.errors);
    const outcome = await updateTheme.trigger({ brandId, experienceId, theme: checked.data });
    if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
    logoUpload.reset();
    setSaved(outcome.data);
    setDraft(draftFromTheme(outcome.data));
    setErrors({});
  };

  return (
    <div className="preview-editor">
      <div className="preview-editor-form">
        <Card>
          <CardHeader title={t("colours.title")} description={t("colours.description")} />
          <CardBody className="theme-colours">
            {colourRows.map((row) => (
              <div key={row.name} className="theme-colour-row">
                <ColourField
                  label={t(row.label)}
                  hint={t(row.hint)}
                  value={draft.colors[row.name]}
                  onChange={(value) => setColour(row.name, value)}
                  error={errors[`colors.${row.name}`]}
                  disabled={!canWrite}
                />
                {"pair" in row ? <ContrastNote check={checks.find((check) => check.pair === row.pair)} /> : <div />}
              </div>
            ))}
          </CardBody>
        </Card>

        <Card>
          <CardHeader title={t("type.title")} description={t("type.description")} />
          <CardBody className="form-stack">
            <Field label={t("type.font")} error={errors.fontFamily}>
              {(control) => (
                <Select
                  {...control}
                  value={draft.fontFamily}
                  options={themeFonts.map((font) => ({ value: font, label: fontLabel(font, t) }))}
                  onChange={(event) => change({ fontFamily: event.target.value as ThemeDraft["fontFamily"] }, "fontFamily")}
                  disabled={!canWrite}
                />
              )}
            </Field>
            <div className="field">
              <span className="field-label">{t("type.buttonStyle")}</span>
              <SegmentedControl
                label={t("type.buttonStyle")}
                className="theme-button-style"
                value={draft.buttonStyle}
                options={buttonStyles.map((style) => ({ value: style, label: t(buttonStyleLabels[style]) }))}
                onChange={(buttonStyle) => change({ buttonStyle }, "buttonStyle")}
                disabled={!canWrite}
              />
            </div>
          </CardBody>
        </Card>

        <Card>
          <CardHeader title={t("logo.title")} />
          <CardBody>
            <LogoField
              logoUrl={logoUrlOf(draft)}
              logoVariants={savedLogoVariants}
              background={colors.background}
              upload={logoUpload.state}
              onPick={pickLogo}
              onRemove={() => {
                logoUpload.reset();
                change({ logo: saved.logoUrl ? { kind: "removed" } : { kind: "saved", url: null } }, "logoUrl");
              }}
              disabled={!canWrite}
            />
            {(errors.logoUploadId || errors.logoUrl) && <p className="field-error">{errors.logoUploadId ?? errors.logoUrl}</p>}
          </CardBody>
        </Card>

        <TranslatableContent brandId={brandId} experienceId={experienceId} prefixes={THEME_TEXTS} readOnly={!canWrite}>
          <Card>
            <CardHeader title={t("loading.title")} />
            <CardBody>
              <TextField
                label={t("loading.text")}
                error={errors.loadingText}
                hint={t("loading.hint", { length: draft.loadingText.length, max: THEME_LOADING_TEXT_MAX })}
                value={draft.loadingText}
                onChange={(event) => change({ loadingText: event.target.value }, "loadingText")}
                onFocus={() => setScreen("loading")}
                maxLength={THEME_LOADING_TEXT_MAX}
                disabled={!canWrite}
              />
            </CardBody>
          </Card>
        </TranslatableContent>
      </div>

      <aside className="preview-editor-side theme-side" aria-label={t("side.label")}>
        <SegmentedControl
          label={t("side.screen")}
          value={screen}
          options={[
            { value: "experience", label: t("side.experience") },
            { value: "loading", label: t("side.loading") },
          ]}
          onChange={setScreen}
          className="theme-side-switch"
        />
        <ThemePreview
          colors={colors}
          fontFamily={draft.fontFamily}
          buttonStyle={draft.buttonStyle}
          loadingText={draft.loadingText}
          logoUrl={logoUpload.state.status === "uploading" ? logoUpload.state.previewUrl : logoUrlOf(draft)}
          logoVariants={logoUpload.state.status === "uploading" ? undefined : savedLogoVariants}
          screen={screen}
        />
        <p className={failing.length ? "theme-readability theme-readability-fail" : "theme-readability"} role="status">
          {failing.length === 0 ? t("readability.allPass") : t("readability.failing", { count: failing.length })}{" "}
          {confirmed ? (
            <span className="theme-readability-source">
              {saved.contrastWarnings.length === failing.length ? t("readability.confirmed") : t("readability.differs")}
            </span>
          ) : (
            <span className="theme-readability-source">{t("readability.asYouType")}</span>
          )}
        </p>
      </aside>

      {canWrite && dirty && (
        <SaveBar
          text={t("savebar.unsaved")}
          onDiscard={discard}
          discardLabel={t("savebar.discard")}
          onSave={save}
          saveLabel={t("savebar.save")}
          busy={updateTheme.isMutating}
          saveDisabled={logoUpload.busy}
        />
      )}
    </div>
  );
}
