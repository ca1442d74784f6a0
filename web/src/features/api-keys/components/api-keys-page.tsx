import { useState } from "react";
import { Link } from "react-router-dom";
import type { ApiKey } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { CreateButton } from "@/components/ui/create-button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { IconLock, IconX } from "@/components/ui/icons";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { ManagedListCard } from "@/components/ui/managed-list-card";
import { type Column, Td, Tr } from "@/components/ui/table";
import { useConfirmedAction } from "@/hooks/use-confirmed-action";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { useCan } from "@/data/me/use-can";
import { useMe } from "@/data/me/get-me";
import { useApiKeys } from "@/data/api-keys/list-api-keys";
import { useWorkspaceBrands } from "@/data/brands/list-brands";
import { useRevokeApiKey } from "@/data/api-keys/revoke-api-key";
import { describeBrands, formatLastUsed, scopeLabels } from "../lib/describe-key";
import { useT } from "../messages";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import "./api-keys.css";

const PAGE_SIZE = 50;
const REFERENCE = "/manager/panel/settings/api-reference";

export function ApiKeysPage() {
  const t = useT();
  const columns: Column[] = [
    { label: t("page.columns.key") },
    { label: t("page.columns.access") },
    { label: t("page.columns.brands"), className: "hide-sm" },
    { label: t("page.columns.lastUsed"), className: "hide-sm" },
    { label: t("page.columns.created"), className: "hide-md" },
  ];
  const can = useCan();
  const { data: me } = useMe();
  const canManage = can("apiKeys.manage");
  const pages = useCursorPages();
  const keys = useApiKeys({ limit: PAGE_SIZE, cursor: pages.cursor }, canManage);
  const { data: brandPage } = useWorkspaceBrands(canManage);
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const revocation = useConfirmedAction((key: ApiKey) => revoke.trigger(key.id));

  if (!me) return <LoadingPlaceholder text={t("page.loading")} />;
  const brands = (brandPage?.items ?? []).map((b) => ({ id: b.id, name: b.name }));
  const brandNames = new Map(brands.map((b) => [b.id, b.name]));

  const createButton = canManage && <CreateButton onClick={() => setCreating(true)}>{t("page.create")}</CreateButton>;

  return (
    <>
      <div className="stack">
        <ManagedListCard
          title={t("page.title")}
          description={t("page.description")}
          action={createButton}
          canManage={canManage}
          notAllowed={{
            title: t("page.notAllowedTitle"),
            description: t("page.notAllowedDescription", { workspace: me.tenant.name }),
            referencePath: REFERENCE,
          }}
          response={keys}
          pages={pages}
          errorTitle={t("page.loadError")}
          empty={{
            icon: <IconLock size={20} />,
            title: t("page.empty"),
            description: t("page.emptyDescription"),
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
                    <Badge tone="neutral">{key.revokedAt ? t("page.revokedOn", { date: formatDate(key.revokedAt) }) : t("page.revoked")}</Badge>
                  ) : (
                    <Badge tone={key.scope === "read" ? "accent" : "warning"}>{scopeLabels(t)[key.scope].label}</Badge>
                  )}
                </Td>
                <Td className="hide-sm cell-muted">{describeBrands(key, brandNames, t)}</Td>
                <Td className="hide-sm cell-muted" title={key.lastUsedAt ?? undefined}>
                  {formatLastUsed(key.lastUsedAt, undefined, t)}
                </Td>
                <Td className="hide-md cell-muted">
                  {formatDate(key.createdAt)}
                  {key.createdBy.name && <div className="cell-subtitle">{t("page.createdBy", { name: key.createdBy.name })}</div>}
                </Td>
                <Td className="cell-end">
                  {!revoked && (
                    <Button variant="ghost" size="sm" onClick={() => revocation.ask(key)} aria-label={t("page.revokeLabel", { name: key.name })}>
                      <IconX /> {t("page.revoke")}
                    </Button>
                  )}
                </Td>
              </Tr>
            );
          }}
        </ManagedListCard>
        <Card>
          <CardHeader
            title={t("page.usingTitle")}
            description={t("page.usingDescription")}
            actions={
              <Link className={buttonClass("secondary", "sm")} to={REFERENCE}>
                {t("page.reference")}
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
        {...revocation.dialogProps}
        title={t("revoke.title", { name: revocation.item?.name ?? t("revoke.thisKey") })}
        description={t("revoke.description")}
        confirmLabel={t("revoke.confirm")}
        destructive
        busy={revoke.isMutating}
      />
    </>
  );
}
