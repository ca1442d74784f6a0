import type { Manifest } from "@vitrine/contract";

/** A manifest model that has an AR file. */
export type ArModel = Manifest["models"][string] & { ar: NonNullable<Manifest["models"][string]["ar"]> };
