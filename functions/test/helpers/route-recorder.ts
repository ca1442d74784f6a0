import { routes, type RouteName } from "@vitrine/contract";

/** Each route of the contract as a method and a pattern over request paths (`:param` is one segment). */
const patterns = Object.entries(routes).map(([name, route]) => ({
  name: name as RouteName,
  method: route.method.toUpperCase(),
  pattern: new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")}$`),
}));

/** The route of the contract a request is for, or undefined when none matches. */
export function routeOf(method: string, url: string): RouteName | undefined {
  const pathname = url.split("?")[0]!;
  const upper = method.toUpperCase();
  // A literal segment wins over a parameter (`/exports/imports` before `/exports/:id`): fewest parameters first.
  const matches = patterns.filter((p) => p.method === upper && p.pattern.test(pathname));
  return matches.sort((a, b) => (routes[a.name].path.match(/:/g)?.length ?? 0) - (routes[b.name].path.match(/:/g)?.length ?? 0))[0]?.name;
}

const recorders = new Set<Set<RouteName>>();

/** Called by `call()` for every request it makes. */
export function recordRequest(method: string, url: string): void {
  if (recorders.size === 0) return;
  const name = routeOf(method, url);
  if (name) for (const recorder of recorders) recorder.add(name);
}

/** Starts noting every route the tests' `call()` reaches; `stop()` ends it and gives what was reached. */
export function recordRoutes(): { stop(): Set<RouteName> } {
  const reached = new Set<RouteName>();
  recorders.add(reached);
  return {
    stop: () => {
      recorders.delete(reached);
      return reached;
    },
  };
}

export const WRITING_METHODS = new Set(["post", "put", "patch", "delete"]);

/**
 * The writing routes of the contract nobody has decided about: neither reached by a test's setup,
 * nor listed with a reason. Pure, so that its own test can show a new route fails it.
 */
export function undecidedWritingRoutes(
  table: Record<string, { method: string; access: string }>,
  reached: ReadonlySet<string>,
  decided: Readonly<Record<string, string>>,
): string[] {
  return Object.entries(table)
    .filter(([name, route]) => WRITING_METHODS.has(route.method) && !reached.has(name) && !(name in decided))
    .map(([name]) => name)
    .sort();
}
