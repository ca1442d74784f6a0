import { SignUpScreen } from "@/features/auth/components/sign-up-screen";

/** Public like sign-in: whether it shows a form is the deployment's setting (VITRINE_SIGNUP). */
export default function SignUp() {
  return <SignUpScreen />;
}
