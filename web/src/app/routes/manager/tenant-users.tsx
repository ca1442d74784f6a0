import { TenantUsers } from "@/features/tenant-users/components/tenant-users";

export default function TenantUsersRoute() {
  return <TenantUsers />;
}
