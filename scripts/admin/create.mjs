import { usageError } from "./connect.mjs";

/** `create <slug> --name NAME --owner EMAIL`: the workspace, its auth tenant, and the owner's invitation. */
export async function run([slug], options, { provisioning }) {
  if (!slug || !options.name || !options.owner) throw usageError("create needs <slug>, --name and --owner");
  const { tenant, inviteLink } = await provisioning.createWorkspaceWithOwner({
    name: options.name,
    slug,
    ownerEmail: options.owner,
    ownerName: options["owner-name"],
  });
  console.log(`Created workspace ${tenant.slug} (${tenant.name}), id ${tenant.id}, auth tenant ${tenant.authTenantId}.
Send this invitation link to ${options.owner.trim().toLowerCase()} (valid 7 days; it makes them the owner):

  ${inviteLink}
`);
}
