import { tenantSchema, type Tenant } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { tenantKeys } from "./keys";

export { tenantSchema };

export function getTenant(): Promise<Tenant> {
  return api("getTenant");
}

export function useTenant() {
  return useSWR(tenantKeys.current(), getTenant);
}
