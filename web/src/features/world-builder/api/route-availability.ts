import { routes } from "@contract";
import { isApiError } from "@/lib/api-error";

/**
 * Products and the video wall are built by other parts of the product and may not be served yet
 * (absent from the route table, or answering 503 "Not built yet"): the editor then works without
 * them instead of failing.
 */
export function hasRoute(name: string): boolean {
  return name in routes;
}

export function isNotServedYet(error: unknown): boolean {
  return isApiError(error) && (error.status === 503 || error.status === 404 || error.status === 405);
}
