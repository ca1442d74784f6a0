import { Link } from "react-router-dom";
import type { Onboarding, OnboardingStepId } from "@contract";
import { Card, CardHeader } from "@/components/ui/card";
import { IconCheck } from "@/components/ui/icons";
import { useBrands } from "@/data/brands/list-brands";
import { cn } from "@/lib/cn";
import { useCan } from "@/lib/me";
import { useOnboarding } from "@/data/onboarding/get-onboarding";
import "./onboarding.css";

interface StepCopy {
  title: string;
  hint: string;
  /** Where to do it, given the first brand (if any). */
  to?: (brandId: string) => string;
}

const STEPS: Record<OnboardingStepId, StepCopy> = {
  "create-brand": { title: "Create a brand", hint: "Use New brand below: a brand holds its experiences, models and QR codes." },
  "upload-model": { title: "Upload a 3D model", hint: "Add a GLB file to the brand’s library.", to: (b) => `/manager/panel/brands/${b}/library` },
  publish: { title: "Publish an experience", hint: "Place your model in a scene, then publish it.", to: (b) => `/manager/panel/brands/${b}` },
  "print-qr-code": { title: "Print a QR code", hint: "Download or print a QR code from an experience’s QR codes tab.", to: (b) => `/manager/panel/brands/${b}` },
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
  const doneCount = onboarding.steps.filter((step) => step.done).length;
  const nextStep = onboarding.steps.find((step) => !step.done)?.id;
  return (
    <Card className="checklist" aria-label="Get started">
      <CardHeader
        title="Get started with Vitrine"
        description={`${doneCount} of ${onboarding.steps.length} done: from a brand to a QR code in a store.`}
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
            <li key={step.id} className={cn("checklist-step", step.done && "checklist-step-done", step.id === nextStep && "checklist-step-next")} data-step={step.id} data-done={step.done}>
              <span className="checklist-mark">{step.done ? <IconCheck size={14} /> : index + 1}</span>
              <div className="checklist-text">
                <p className="checklist-title">
                  {href ? <Link to={href}>{copy.title}</Link> : copy.title}
                  {step.done && <span className="visually-hidden"> (done)</span>}
                </p>
                {!step.done && <p className="checklist-hint">{copy.hint}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
