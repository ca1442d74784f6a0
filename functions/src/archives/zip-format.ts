/**
 * The ZIP format as this project writes and reads it (APPNOTE 6.3): the records' signatures and
 * sizes, the flags and methods used, and what an entry may be named. `zip-writer.ts` (exports,
 * printed codes, USDZ) and `workspaces/import-archive-reader.ts` (imports) both read it here, so the
 * two cannot disagree. The tests' own zip reader stays independent on purpose: it checks the real
 * format, not this module's idea of it.
 */

export const ZIP_SIGNATURE = {
  local: 0x04034b50,
  descriptor: 0x08074b50,
  central: 0x02014b50,
  end: 0x06054b50,
  zip64End: 0x06064b50,
  zip64Locator: 0x07064b50,
} as const;

export const ZIP_FLAG = {
  encrypted: 0x0001,
  /** Sizes and CRC follow the data in a descriptor (a streamed entry). */
  descriptor: 0x0008,
  /** Names are UTF-8. */
  utf8: 0x0800,
} as const;

export const ZIP_METHOD = { stored: 0, deflated: 8 } as const;

/** Fixed sizes of the records, before their variable parts (name, extra field, comment). */
export const ZIP_RECORD_BYTES = {
  local: 30,
  central: 46,
  end: 22,
  descriptor: 16,
  zip64End: 56,
  zip64Locator: 20,
} as const;

/** The ZIP64 extended information's id in an extra field. */
export const ZIP64_EXTRA_ID = 0x0001;
/** A 16- or 32-bit field at its maximum says "see the ZIP64 record". */
export const MAX16 = 0xffff;
export const MAX32 = 0xffffffff;

/**
 * Why an entry name would be unsafe to use as a path, or null when it is safe: only relative
 * paths of non-empty segments with forward slashes, no `.` or `..`, no drive letters, no control
 * characters. The writer refuses to write such a name and the reader to read one.
 */
export function unsafeEntryName(name: string): string | null {
  if (name.length === 0) return "an empty name";
  if (name.startsWith("/")) return "an absolute path";
  if (name.includes("\\")) return "a backslash";
  if (/^[A-Za-z]:/.test(name)) return "a drive letter";
  if (/[\u0000-\u001f\u007f]/.test(name)) return "a control character";
  const parts = name.split("/");
  if (parts.some((p) => p === "." || p === "..")) return "a `.` or `..` segment";
  if (parts.some((p) => p === "")) return "an empty segment";
  return null;
}
