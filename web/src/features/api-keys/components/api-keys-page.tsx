import { useState } from "react";
import { Link } from "react-router-dom";
import type { ApiKey } from "@contract";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { IconLock, IconPlus, IconX } from "@/components/ui/icons";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { ManagedListCard } from "@/components/ui/managed-list-card";
import { type Column, Td, Tr } from "@/components/ui/table";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { useCan, useMe } from "@/lib/me";
import { useApiKeys } from "@/data/api-keys/list-api-keys";
import { useWorkspaceBrands } from "@/data/brands/list-brands";
import { useRevokeApiKey } from "@/data/api-keys/revoke-api-key";
import { describeBrands, formatLastUsed, scopeLabels } from "../lib/describe-key";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import "./api-keys.css";

const PAGE_SIZE = 50;
const REFERENCE = "/manager/panel/settings/api-reference";

const columns: Column[] = [
  { label: "Key" },
  { label: "Access" },
  { label: "Brands", className: "hide-sm" },
  { label: "Last used", className: "hide-sm" },
  { label: "Created", className: "hide-md" },
];

export function ApiKeysPage() {
  const can = useCan();
  const { data: me } = useMe();
  const canManage = can("apiKeys.manage");
  const pages = useCursorPages();
  const keys = useApiKeys({ limit: PAGE_SIZE, cursor: pages.cursor }, canManage);
  const { data: brandPage } = useWorkspaceBrands(canManage);
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  if (!me) return <LoadingPlaceholder text="Loading API keys…" />;
  const brands = (brandPage?.items ?? []).map((b) => ({ id: b.id, name: b.name }));
  const brandNames = new Map(brands.map((b) => [b.id, b.name]));

  const createButton = canManage && (
    <Button variant="primary" onClick={() => setCreating(true)}>
      <IconPlus /> Create API key
    </Button>
  );

  const confirmRevoke = async () => {
    if (!revoking) return;
    const outcome = await revoke.trigger(revoking.id);
    if (outcome.ok) setRevoking(null);
  };

  return (
    <>
      <div className="stack">
        <ManagedListCard
          title="API keys"
          description="Keys let your other systems, such as a PIM or a store-operations tool, use the Vitrine API. Each key is shown once, when it is created."
          action={createButton}
          canManage={canManage}
          notAllowed={{
            title: "Only owners and admins manage API keys",
            description: `Ask an owner or admin of ${me.tenant.name} if a system needs a key. The API reference is open to everyone.`,
            referencePath: REFERENCE,
          }}
          response={keys}
          pages={pages}
          errorTitle="Could not load API keys"
          empty={{
            icon: <IconLock size={20} />,
            title: "No API keys yet",
            description: "Create a key for each system that talks to Vitrine, with only the access and brands it needs.",
          }}
          columns={columns}
        >
          {(key) => {
            const revoked = key.status === "revoked";
            return (
              <Tr key={key.id} className={cn(revoked && "tr-revoked")}>
                <Td>
                  <div className="cell-title">{key.name}</div>
                  <div className="key-prefix">{key.prefix}_••••</div>
                </Td>
                <Td>
                  {revoked ? (
                    <Badge tone="neutral">Revoked {key.revokedAt ? formatDate(key.revokedAt) : ""}</Badge>
                  ) : (
                    <Badge tone={key.scope === "read" ? "accent" : "warning"}>{scopeLabels[key.scope].label}</Badge>
                  )}
                </Td>
                <Td className="hide-sm cell-muted">{describeBrands(key, brandNames)}</Td>
                <Td className="hide-sm cell-muted" title={key.lastUsedAt ?? undefined}>
                  {formatLastUsed(key.lastUsedAt)}
                </Td>
                <Td className="hide-md cell-muted">
                  {formatDate(key.createdAt)}
                  {key.createdBy.name && <div className="cell-subtitle">by {key.createdBy.name}</div>}
                </Td>
                <Td className="cell-end">
                  {!revoked && (
                    <Button variant="ghost" size="sm" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
                      <IconX /> Revoke
                    </Button>
                  )}
                </Td>
              </Tr>
            );
          }}
        </ManagedListCard>
        <Card>
          <CardHeader
            title="Using a key"
            description="Send it as a bearer token. Lists are paged with limit and cursor; POSTs accept an Idempotency-Key; updates accept If-Match."
            actions={
              <Link className={buttonClass("secondary", "sm")} to={REFERENCE}>
                API reference
              </Link>
            }
          />
          <CardBody>
            <pre className="code-block">{`curl ${window.location.origin}/v1/brands \\\n  -H "Authorization: Bearer vtr_live_…"`}</pre>
          </CardBody>
        </Card>
      </div>
      {canManage && <CreateApiKeyDialog open={creating} onOpenChange={setCreating} brands={brands} />}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke ${revoking?.name ?? "this key"}?`}
        description="Every system using it gets 401 from its next request. This cannot be undone: to restore access, create a new key."
        confirmLabel="Revoke key"
        destructive
        busy={revoke.isMutating}
        onConfirm={confirmRevoke}
      />
    </>
  );
}
