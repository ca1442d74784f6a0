/**
 * The Firebase Auth flows of the sign-in screen. Each first resolves the workspace slug to its
 * Identity Platform tenant and points `auth.tenantId` at it: a tenant's users exist only there.
 */
import { emailSchema } from "@vitrine/contract/common";
import { workspaceParamsSchema } from "@vitrine/contract/tenants";
import { sendPasswordResetEmail, sendSignInLinkToEmail, signInWithEmailAndPassword } from "firebase/auth";
import { z } from "zod";
import { rememberEmailForSignIn } from "@/lib/auth/email-link";
import { auth } from "@/lib/firebase";
import { rememberWorkspace } from "@/lib/workspace";
import { useT } from "../messages";
import { getWorkspace } from "./get-workspace";

export const PASSWORD_MIN_LENGTH = 6;

export const workspaceSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: () => useT.now("validation.enterWorkspace") })
  .regex(/^[a-z0-9-]{1,63}$/, { error: () => useT.now("validation.slugCharacters") })
  // The API's own rule, so the two cannot drift apart.
  .pipe(workspaceParamsSchema.shape.slug);

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, { error: () => useT.now("validation.passwordLength", { min: PASSWORD_MIN_LENGTH }) });

export const signInFormSchema = z.object({
  workspace: workspaceSlugSchema,
  email: emailSchema,
  password: z.string().min(1, { error: () => useT.now("validation.enterPassword") }),
});

export const emailOnlyFormSchema = z.object({ workspace: workspaceSlugSchema, email: emailSchema });

/** Where links in emails bring people back to; carries the workspace so the form is prefilled. */
export function signInUrl(workspace: string) {
  return `${window.location.origin}/manager/authentication/sign-in?workspace=${encodeURIComponent(workspace)}`;
}

/** Resolves the workspace and points Firebase Auth at its Identity Platform tenant. */
export async function selectWorkspace(workspace: string) {
  const found = await getWorkspace(workspace);
  auth.tenantId = found.authTenantId;
  rememberWorkspace(found.slug);
  return found;
}

export async function signInWithPassword(input: z.output<typeof signInFormSchema>) {
  await selectWorkspace(input.workspace);
  return signInWithEmailAndPassword(auth, input.email, input.password);
}

export async function sendPasswordReset(input: z.output<typeof emailOnlyFormSchema>) {
  await selectWorkspace(input.workspace);
  await sendPasswordResetEmail(auth, input.email, { url: signInUrl(input.workspace) });
}

export async function sendSignInLink(input: z.output<typeof emailOnlyFormSchema>) {
  await selectWorkspace(input.workspace);
  await sendSignInLinkToEmail(auth, input.email, { url: signInUrl(input.workspace), handleCodeInApp: true });
  // Remembered so that opening the link in this browser needs no more typing.
  rememberEmailForSignIn(input.email);
}
