import { ZipWriter } from "../../archives/zip-writer.js";

/**
 * Packs files as a USDZ archive: a zip whose entries are stored uncompressed, the first being the
 * root layer, and whose every file's data begins at a multiple of 64 bytes (the USDZ
 * specification: readers map the data in place). No dates, so the same model packs to the same bytes.
 */
export async function packUsdz(files: { name: string; data: Uint8Array }[]): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const zip = new ZipWriter((chunk) => void chunks.push(chunk), { align: 64 });
  for (const file of files) await zip.add(file.name, file.data, { compress: false });
  await zip.finish();
  return Buffer.concat(chunks);
}
