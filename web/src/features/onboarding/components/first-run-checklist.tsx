import { Link } from "react-router-dom";
import type { Onboarding, OnboardingStepId } from "@vitrine/contract";
import { Card, CardHeader } from "@/components/ui/card";
import { IconCheck } from "@/components/ui/icons";
import { useBrands } from "@/data/brands/list-brands";
import { cn } from "@/lib/cn";
import { useCan } from "@/data/me/use-can";
import { useOnboarding } from "@/data/onboarding/get-onboarding";
import { useT } from "../messages";
import type Source from "../messages/en.json";
import "./onboarding.css";

interface StepCopy {
  /** Keys of the onboarding catalogue. */
  title: keyof typeof Source;
  hint: keyof typeof Source;
  /** Where to do it, given the first brand (if any). */
  to?: (brandId: string) => string;
}

const STEPS: Record<OnboardingStepId, StepCopy> = {
  "create-brand": { title: "checklist.createBrand.title", hint: "checklist.createBrand.hint" },
  "upload-model": { title: "checklist.uploadModel.title", hint: "checklist.uploadModel.hint", to: (b) => `/manager/panel/brands/${b}/library` },
  publish: { title: "checklist.publish.title", hint: "checklist.publish.hint", to: (b) => `/manager/panel/brands/${b}` },
  "print-qr-code": { title: "checklist.printQrCode.title", hint: "checklist.printQrCode.hint", to: (b) => `/manager/panel/brands/${b}` },
};

/**
 * The first-run checklist on the console's home: ticks itself from the workspace's data (the
 * server decides), and goes away once every step is done. Shown to those who can do the steps.
 */
export function FirstRunChecklist() {
  const can = useCan();
  const { data } = useOnboarding();
  const canSetUp = can("brands.create");
  // The same page the brand list below asks for, so the two share one request.
  const { data: brands } = useBrands({ limit: 20 });
  if (!canSetUp || !data || data.complete) return null;
  const firstBrandId = brands?.items[0]?.id;
  return <Checklist onboarding={data} firstBrandId={firstBrandId} />;
}

function Checklist({ onboarding, firstBrandId }: { onboarding: Onboarding; firstBrandId?: string }) {
  const t = useT();
  const doneCount = onboarding.steps.filter((step) => step.done).length;
  const nextStep = onboarding.steps.find((step) => !step.done)?.id;
  return (
    <Card className="checklist" aria-label={t("checklist.label")}>
      <CardHeader
        title={t("checklist.title")}
        description={t("checklist.progress", { done: doneCount, total: onboarding.steps.length })}
        actions={
          <div className="checklist-progress" aria-hidden="true">
            <span style={{ width: `${(doneCount / onboarding.steps.length) * 100}%` }} />
          </div>
        }
      />
      <ol className="checklist-steps">
        {onboarding.steps.map((step, index) => {
          const copy = STEPS[step.id];
          const href = !step.done && firstBrandId && copy.to ? copy.to(firstBrandId) : undefined;
          return (
            <li
              key={step.id}
              className={cn("checklist-step", step.done && "checklist-step-done", step.id === nextStep && "checklist-step-next")}
              data-step={step.id}
              data-done={step.done}
            >
              <span className="checklist-mark">{step.done ? <IconCheck size={14} /> : index + 1}</span>
              <div className="checklist-text">
                <p className="checklist-title">
                  {href ? <Link to={href}>{t(copy.title)}</Link> : t(copy.title)}
                  {step.done && <span className="visually-hidden"> {t("checklist.done")}</span>}
                </p>
                {!step.done && <p className="checklist-hint">{t(copy.hint)}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
