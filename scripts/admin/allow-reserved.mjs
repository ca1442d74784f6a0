/**
 * `allow-reserved <slug> [--reason TEXT] [--revoke]`: the operator's exception to the reserved
 * names (functions/src/sign-up/reserved-names.ts) for one workspace, whose name and brands' may then
 * read like Vitrine's own; `--revoke` checks its next names again (names already given stay).
 */
export async function run([slug], options, { provisioning, workspaceBySlug }) {
  const tenant = await workspaceBySlug(slug);
  const allowed = options.revoke !== true;
  await provisioning.allowReservedNames(tenant.id, allowed, options.reason ?? null);
  console.log(
    allowed
      ? `${tenant.slug} may now name itself and its brands with reserved words. Undo with: npm run admin -- allow-reserved ${tenant.slug} --revoke`
      : `${tenant.slug} is held to the reserved names again (its current names stay as they are).`,
  );
}
