import { Outlet } from "react-router-dom";
import { SessionProvider } from "../session-provider";

/** Layout of every screen that can be signed in to: loading it is what loads Firebase Auth. */
export default function SessionLayout() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}
