import { Suspense } from "react";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { ConsoleLanguageProvider } from "@/lib/i18n/console-language";
import NotFound from "./not-found";

/** A URL outside the console that matches no screen: the not-found page in the console's language. */
export default function StandaloneNotFound() {
  return (
    <ConsoleLanguageProvider>
      <Suspense fallback={<LoadingPlaceholder fullScreen />}>
        <NotFound />
      </Suspense>
    </ConsoleLanguageProvider>
  );
}
