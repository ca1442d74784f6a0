import { sendEmailVerification } from "firebase/auth";
import { auth } from "@/lib/firebase";
import { useT } from "../messages";

/** Firebase sends the email (its template, its sender); the link comes back to the console. */
export async function resendVerificationEmail(): Promise<string> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error(useT.now("errors.signInAgain"));
  await sendEmailVerification(user, { url: `${window.location.origin}/manager/panel/brands?verified=1` });
  return user.email;
}
