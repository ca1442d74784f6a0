import { Outlet, ScrollRestoration, useNavigation } from "react-router-dom";

/** Outermost layout: a slim progress bar while the next screen's code or data loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== "idle" && <div className="nav-progress" role="progressbar" aria-label="Loading page" />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
