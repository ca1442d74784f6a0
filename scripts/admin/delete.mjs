import { usageError } from "./connect.mjs";

/**
 * `delete <slug> --yes`: deletes the workspace now, with no grace period (an owner's own request
 * from the console waits 7 days instead): every document, every file, its auth tenant and accounts.
 */
export async function run([slug], options, { purge, workspaceBySlug }) {
  const tenant = await workspaceBySlug(slug);
  if (!options.yes) throw usageError(`This deletes ${tenant.slug} and everything in it for good. Run it again with --yes to confirm.`);
  const result = await purge.purgeWorkspace(tenant.id);
  console.log(`Deleted ${tenant.slug}: ${result.brands} brand(s), their files, its people and its auth tenant.`);
}
