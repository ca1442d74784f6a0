import { updateMeSchema, type Me } from "@vitrine/contract";
import { api } from "@/lib/api";
import { meKeys } from "./keys";
import { useApiMutation } from "@/lib/swr";
import { useT } from "../messages";

export { updateMeSchema };

export function updateMe(body: { displayName: string }): Promise<Me> {
  return api("updateMe", { body });
}

export function useUpdateMe() {
  const t = useT();
  return useApiMutation(updateMe, { invalidates: () => [meKeys.all], success: t("me.saved") });
}
