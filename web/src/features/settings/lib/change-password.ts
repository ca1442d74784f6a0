/**
 * Password change happens in Firebase Auth, not the API. Firebase refuses it when the last
 * sign-in is old (`auth/requires-recent-login`); then the person confirms their current password.
 */
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from "firebase/auth";
import { z } from "zod";
import { authErrorCode } from "@/lib/auth-errors";
import { auth } from "@/lib/firebase";
import { useT } from "../messages";

export const PASSWORD_MIN_LENGTH = 6;

export const changePasswordSchema = z
  .object({
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, { error: () => useT.now("password.tooShort", { min: PASSWORD_MIN_LENGTH }) }),
    confirmPassword: z.string(),
    currentPassword: z.string().optional(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ["confirmPassword"], error: () => useT.now("password.mismatch") });

export type ChangePasswordResult = "changed" | "needs-current-password";

export async function changePassword(input: z.output<typeof changePasswordSchema>): Promise<ChangePasswordResult> {
  const user = auth.currentUser;
  if (!user) throw new Error(useT.now("password.signedOut"));
  if (input.currentPassword) {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? "", input.currentPassword));
  }
  try {
    await updatePassword(user, input.newPassword);
    return "changed";
  } catch (error) {
    if (authErrorCode(error) === "requires-recent-login" && !input.currentPassword) return "needs-current-password";
    throw error;
  }
}
