import { usageError } from "./connect.mjs";

/**
 * `create <slug> --name NAME --owner EMAIL [--allow-reserved]`: the workspace, its auth tenant, and
 * the owner's invitation. Names that read like Vitrine's own are refused unless `--allow-reserved`.
 */
export async function run([slug], options, { provisioning }) {
  if (!slug || !options.name || !options.owner) throw usageError("create needs <slug>, --name and --owner");
  const { tenant, inviteLink } = await provisioning
    .createWorkspaceWithOwner({
      name: options.name,
      slug,
      ownerEmail: options.owner,
      ownerName: options["owner-name"],
      allowReserved: options["allow-reserved"] === true,
      reason: options.reason,
    })
    .catch((err) => {
      // The refusal names its rule; the operator is the one who may make an exception.
      if (err?.code === "invalid-argument" && /reserved/.test(err.message)) err.message += `\nIf this customer may use it, add --allow-reserved.`;
      throw err;
    });
  console.log(`Created workspace ${tenant.slug} (${tenant.name}), id ${tenant.id}, auth tenant ${tenant.authTenantId}.
${options["allow-reserved"] ? "Its names may read like Vitrine's own (reserved names allowed).\n" : ""}Send this invitation link to ${options.owner.trim().toLowerCase()} (valid 7 days; it makes them the owner):

  ${inviteLink}
`);
}
