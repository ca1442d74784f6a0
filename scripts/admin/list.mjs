/** Readable byte counts: 1536 -> "1.5 KB". */
function formatBytes(bytes) {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** `list [--json]`: every workspace, its state and its size. */
export async function run(_args, options, { provisioning }) {
  const workspaces = await provisioning.listWorkspaces();
  if (options.json) {
    console.log(JSON.stringify(workspaces, null, 2));
    return;
  }
  if (workspaces.length === 0) {
    console.log("No workspaces.");
    return;
  }
  const rows = workspaces.map((w) => [
    w.slug,
    w.name,
    w.state === "deleting" ? `deleting ${w.deletionScheduledFor.slice(0, 10)}` : w.state,
    String(w.members),
    String(w.brands),
    String(w.placements),
    formatBytes(w.storageBytes),
  ]);
  const header = ["SLUG", "NAME", "STATE", "MEMBERS", "BRANDS", "QR CODES", "FILES"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    );
}
