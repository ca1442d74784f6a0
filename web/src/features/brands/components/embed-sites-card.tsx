import { useEffect, useState } from "react";
import { EMBED_ORIGINS_MAX, type Brand } from "@vitrine/contract";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import type { FieldErrors } from "@/lib/form";
import { useBrandForm } from "../hooks/use-brand-form";
import { BrandSettingsCard } from "./brand-settings-card";
import { useT, type BrandsT } from "../messages";

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** "embedOrigins.2" -> "Line 3: …": the list is edited as lines, so its problems are told per line. */
function originErrors(errors: FieldErrors, t: BrandsT): string | undefined {
  const messages = Object.entries(errors)
    .filter(([path]) => path === "embedOrigins" || path.startsWith("embedOrigins."))
    .map(([path, message]) => {
      const index = Number(path.split(".")[1]);
      return Number.isInteger(index) ? t("embedding.lineError", { line: index + 1, message }) : message;
    });
  return messages.length > 0 ? messages.join(" · ") : undefined;
}

/** The sites allowed to show the brand's viewer in a frame (`/embed/{placementId}`). */
export function EmbedSitesCard({ brand }: { brand: Brand }) {
  const t = useT();
  const form = useBrandForm(brand);
  const { editable, errors } = form;
  const saved = brand.embedOrigins.join("\n");
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);
  const dirty = linesOf(text).join("\n") !== saved;

  return (
    <BrandSettingsCard
      form={form}
      title={t("embedding.title")}
      description={t("embedding.description")}
      readOnlyDescription={t("embedding.readOnly")}
      changes={{ embedOrigins: linesOf(text) }}
      dirty={dirty}
      onReset={() => setText(saved)}
      submitLabel={t("embedding.save")}
    >
      <Field label={t("embedding.allowedSites")} error={originErrors(errors, t)} hint={t("embedding.hint", { max: EMBED_ORIGINS_MAX })}>
        {(control) => (
          <Textarea
            {...control}
            className="mono"
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            readOnly={!editable}
            placeholder="https://shop.example.com"
            spellCheck={false}
          />
        )}
      </Field>
    </BrandSettingsCard>
  );
}
