import { updateMeSchema, type Me } from "@contract";
import { api } from "@/lib/api";
import { meKeys } from "@/lib/me";
import { useApiMutation } from "@/lib/swr";

export { updateMeSchema };

export function updateMe(body: { displayName: string }): Promise<Me> {
  return api("updateMe", { body });
}

export function useUpdateMe() {
  return useApiMutation(updateMe, { invalidates: () => [meKeys.all], success: "Profile saved." });
}
