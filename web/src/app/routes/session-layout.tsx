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
