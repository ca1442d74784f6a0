import { lazy, Suspense, useState } from "react";
import { useToast } from "@/lib/toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * The toasts, with Radix's toast code fetched when the first one is raised: the sign-in screen
 * raises none, and its first load stays within budget. The store keeps the toast meanwhile, so the
 * Toaster shows it as soon as it mounts.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [raised, setRaised] = useState(false);
  if (toasts.length > 0 && !raised) setRaised(true);
  return raised ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
