import { validateBytes } from "gltf-validator";

export interface GlbValidation {
  errors: { code: string; message: string; pointer: string }[];
  triangles: number;
  materials: number;
  textures: number;
}

const ERROR = 0;

/**
 * Runs the Khronos glTF validator on a GLB. External resources are refused: a GLB must be
 * self-contained to be served from one URL.
 */
export async function validateGlb(bytes: Uint8Array): Promise<GlbValidation> {
  let report;
  try {
    report = await validateBytes(bytes, {
      maxIssues: 50,
      externalResourceFunction: (uri: string) => Promise.reject(new Error(`External resource ${uri} is not allowed in a GLB`)),
    });
  } catch (err) {
    // The validator throws, rather than reports, when the bytes are not glTF at all.
    const message = typeof err === "string" ? err : err instanceof Error ? err.message : String(err);
    return { errors: [{ code: "INVALID_GLB", message, pointer: "" }], triangles: 0, materials: 0, textures: 0 };
  }
  const messages = (report.issues?.messages ?? []) as { code: string; message: string; pointer?: string; severity: number }[];
  const info = (report.info ?? {}) as { totalTriangleCount?: number; materialCount?: number; resources?: { storage?: string; mimeType?: string }[] };
  return {
    errors: messages.filter((m) => m.severity === ERROR).map((m) => ({ code: m.code, message: m.message, pointer: m.pointer ?? "" })),
    triangles: info.totalTriangleCount ?? 0,
    materials: info.materialCount ?? 0,
    textures: (info.resources ?? []).filter((r) => r.mimeType?.startsWith("image/")).length,
  };
}
