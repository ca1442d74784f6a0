/** `resume <slug>`: undoes a suspension. */
export async function run([slug], _options, { suspension, workspaceBySlug }) {
  const tenant = await workspaceBySlug(slug);
  await suspension.resumeWorkspace(tenant.id);
  console.log(`Resumed ${tenant.slug}: its people can sign in and its QR codes open again.`);
}
