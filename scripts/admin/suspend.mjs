/** `suspend <slug> [--reason TEXT]`: its people are refused and its QR codes show a paused page; nothing is deleted. */
export async function run([slug], options, { suspension, workspaceBySlug }) {
  const tenant = await workspaceBySlug(slug);
  await suspension.suspendWorkspace(tenant.id, options.reason ?? null);
  console.log(
    `Suspended ${tenant.slug}: its console refuses its people and its QR codes show a paused page. Undo with: npm run admin -- resume ${tenant.slug}`,
  );
}
