// The console's typeface (variable Inter, self-hosted: the CSP allows fonts from this origin only).
// Imported by this lazy layout, not by main.tsx, so its CSS and files stay off the public viewer.
import "@fontsource-variable/inter";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { ConsoleLanguageProvider } from "@/lib/i18n/console-language";
import { SessionProvider } from "../session-provider";

/**
 * Layout of every screen that can be signed in to: loading it is what loads Firebase Auth. The
 * toasts live here too: only the console raises them, and Radix's toast code stays off the
 * public viewer's path (and loads with the first toast). So does the console's language: the viewer has its own.
 */
export default function SessionLayout() {
  return (
    <ConsoleLanguageProvider>
      <SessionProvider>
        {/* Reached only on a first visit in French while a screen's words load: navigations are transitions. */}
        <Suspense fallback={<LoadingPlaceholder fullScreen />}>
          <Outlet />
        </Suspense>
        <LazyToaster />
      </SessionProvider>
    </ConsoleLanguageProvider>
  );
}
