import { readFile } from "node:fs/promises";
import { usageError } from "./connect.mjs";

/**
 * `import-workspace <archive.zip> [--slug SLUG] [--name NAME] [--allow-reserved]`: restores a
 * workspace export as a new workspace, all or nothing (docs/operations.md, "Importing a
 * workspace"). Prints one invitation link per member of the archive: people are invited again.
 */
export async function run([file], options, { imports }) {
  if (!file) throw usageError("import-workspace needs the archive: import-workspace <archive.zip>");
  const bytes = await readFile(file).catch((err) => {
    throw usageError(`Cannot read ${file}: ${err.code ?? err.message}`);
  });
  const result = await imports.createWorkspaceFromArchive(bytes, {
    slug: options.slug,
    name: options.name,
    allowReserved: options["allow-reserved"] === true,
  });
  const { counts } = result;
  console.log(
    `Imported ${file} as workspace ${result.slug}, id ${result.tenantId} (exported from ${result.source.slug ?? result.source.workspaceId}${
      result.source.exportedAt ? ` on ${result.source.exportedAt}` : ""
    }): ${counts.brands} brand(s), ${counts.documents} document(s), ${counts.files} file(s).`,
  );
  if (result.invitations.length === 0) {
    console.log("The archive lists no members: invite an owner with the console or the API.");
    return;
  }
  console.log(`Send each person their invitation link (valid 7 days; accepting it creates their account):\n`);
  for (const invitation of result.invitations) console.log(`  ${invitation.email} (${invitation.role})\n    ${invitation.inviteLink}`);
  console.log("");
}
