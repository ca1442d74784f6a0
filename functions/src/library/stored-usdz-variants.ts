import type { DocumentData } from "firebase-admin/firestore";

/**
 * The USDZ made per material variant, as the processing stored them beside the model's own
 * (`usdzVariants` of a library document): read by the library and by the manifest build alike.
 */
export const storedUsdzVariants = (data: DocumentData): { name: string; usdz: string; size: number }[] =>
  (Array.isArray(data.usdzVariants) ? (data.usdzVariants as DocumentData[]) : []).flatMap((v) =>
    typeof v.name === "string" && typeof v.usdz === "string" ? [{ name: v.name, usdz: v.usdz, size: typeof v.size === "number" ? v.size : 0 }] : [],
  );
