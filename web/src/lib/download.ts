/** Hands a file the console made (a QR code, a CSV export) to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to have started reading it, even a large file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
