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

/** Called by `call()` for every answer it gets: only a success reached the route's writes. */
export function recordRequest(method: string, url: string, status: number): void {
  if (recorders.size === 0 || status < 200 || status > 299) return;
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

/** What a test that checks every writing route was decided about says, as a list of sentences. */
export interface RouteDecisions {
  /** Where the decision is made, named in the messages (a test file, its lists). */
  where: string;
  /** Where the recipe is, named in the messages. */
  recipe: string;
  /** Route name to the reason it is left out (or covered otherwise), all lists together. */
  decided: Readonly<Record<string, string>>;
}

/**
 * The writing routes of the contract nobody has decided about: neither reached by a test's setup,
 * nor listed with a reason. Pure, so that its own test can show a new route fails it.
 */
export function undecidedWritingRoutes(
  table: Record<string, { method: string }>,
  reached: ReadonlySet<string>,
  decided: Readonly<Record<string, string>>,
): string[] {
  return Object.entries(table)
    .filter(([name, route]) => WRITING_METHODS.has(route.method.toLowerCase()) && !reached.has(name) && !(name in decided))
    .map(([name]) => name)
    .sort();
}

/**
 * Everything wrong with the decisions, each a sentence that says what to do: a writing route with
 * no decision, a listed route the setup reaches anyway, a listed route the contract no longer has
 * or that does not write. Empty when all is decided.
 */
export function routeDecisionProblems(table: Record<string, { method: string }>, reached: ReadonlySet<string>, decisions: RouteDecisions): string[] {
  const problems = undecidedWritingRoutes(table, reached, decisions.decided).map(
    (name) =>
      `${name} writes (${table[name]!.method.toUpperCase()}) but ${decisions.where} neither reaches it nor lists it: call it in the setup and check its documents, ` +
      `or add it to one of the lists with a one-line reason (${decisions.recipe}).`,
  );
  for (const name of Object.keys(decisions.decided).sort()) {
    const route = table[name];
    if (!route) problems.push(`${name} is listed in ${decisions.where} but the contract has no such route: remove it from the list.`);
    else if (!WRITING_METHODS.has(route.method.toLowerCase()))
      problems.push(`${name} is listed in ${decisions.where} but only reads: remove it from the list.`);
    else if (reached.has(name)) problems.push(`${name} is listed in ${decisions.where} but its setup reaches it: remove it from the list.`);
  }
  return problems;
}
