// The Khronos validator ships no typings; this is the part of its API the project uses.
declare module "gltf-validator" {
  export interface ValidationReport {
    issues?: { numErrors: number; messages: { code: string; message: string; pointer?: string; severity: number }[] };
    info?: Record<string, unknown>;
  }
  export function validateBytes(
    data: Uint8Array,
    options?: { maxIssues?: number; externalResourceFunction?: (uri: string) => Promise<Uint8Array> },
  ): Promise<ValidationReport>;
  export function version(): string;
}
