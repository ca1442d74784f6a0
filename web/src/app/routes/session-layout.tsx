// The console's typeface (variable Inter, self-hosted: the CSP allows fonts from this origin only).
// Imported by this lazy layout, not by main.tsx, so its CSS and files stay off the public viewer.
import "@fontsource-variable/inter";
import { Outlet } from "react-router-dom";
import { Toaster } from "@/components/ui/toaster";
import { SessionProvider } from "../session-provider";

/**
 * Layout of every screen that can be signed in to: loading it is what loads Firebase Auth. The
 * toasts live here too: only the console raises them, and Radix's toast code stays off the
 * public viewer's path.
 */
export default function SessionLayout() {
  return (
    <SessionProvider>
      <Outlet />
      <Toaster />
    </SessionProvider>
  );
}
