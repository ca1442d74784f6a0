/**
 * Where signing in happens and where it leads: used by the console's guards and sign-in screen,
 * and by the other signed-in tools (e.g. /dev/models), so it lives here rather than in one screen.
 */
export const SIGN_IN_PATH = "/manager/authentication/sign-in";
export const HOME_PATH = "/manager/panel/brands";

/** Only same-app console paths may be a post-sign-in destination (no open redirects). */
export function safeNext(next: string | null): string {
  const allowed = next && (next.startsWith("/manager/panel") || next.startsWith("/dev/models")) && !next.startsWith("//");
  return allowed ? next : HOME_PATH;
}

export function signInPathFor(location: { pathname: string; search: string }): string {
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(location.pathname + location.search)}`;
}
