/** The sign-in screen remembers the last workspace slug so people type it once per browser. */
const WORKSPACE_KEY = "vitrine.workspace";
export const DEMO_WORKSPACE = "demo-retail";

export function lastWorkspace(): string {
  try {
    return localStorage.getItem(WORKSPACE_KEY) ?? "";
  } catch {
    return "";
  }
}

export function rememberWorkspace(slug: string) {
  try {
    localStorage.setItem(WORKSPACE_KEY, slug);
  } catch {
    // Private browsing can refuse storage; remembering is only a convenience.
  }
}
