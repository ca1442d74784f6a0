import { useMemo, useState, type FormEvent } from "react";
import type { TestAccess } from "@vitrine/contract";
import { Link } from "react-router-dom";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { IconExternal, IconPlus, IconQr, IconEye } from "@/components/ui/icons";
import { IconPencil } from "@/components/ui/icons-extra";
import { Input, Select } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { Switch } from "@/components/ui/switch";
import { isApiError } from "@/lib/api-error";
import { useCreateTestAccess } from "@/data/manifests/create-test-access";
import { useLinkPlacements } from "@/data/placements/list-placements";
import { useTestAccess } from "@/data/manifests/list-test-access";
import { useRevokeTestAccess } from "@/data/manifests/revoke-test-access";
import { useUpdateTestAccess } from "@/data/manifests/update-test-access";
import { formatDateTime } from "../lib/format";
import { useT } from "../messages";
import { CopyButton } from "./copy-button";

interface TestLinksCardProps {
  brandId: string;
  experienceId: string;
  canWrite: boolean;
}

export const testLinkUrl = (origin: string, placementId: string, testAccessId: string) =>
  `${origin}/${encodeURIComponent(placementId)}/test/${encodeURIComponent(testAccessId)}`;

interface Target {
  id: string;
  name: string;
}

/**
 * Where links open: every placement that shows this experience; when none does, one placement of
 * the brand picked here (a link works on any of the brand's placements); when the brand has none,
 * a placement id typed in.
 */
function useTargets(brandId: string, experienceId: string) {
  const t = useT();
  const placements = useLinkPlacements(brandId, experienceId);
  const [picked, setPicked] = useState("");
  const showing = placements.data?.showing ?? [];
  const others = placements.data?.others ?? [];
  const manual = placements.error !== undefined || (placements.data !== undefined && showing.length === 0 && others.length === 0);
  let targets: Target[] = [];
  if (showing.length > 0) targets = showing;
  else if (manual) targets = picked ? [{ id: picked, name: t("targets.placement") }] : [];
  else {
    const chosen = others.find((p) => p.id === picked) ?? others[0];
    if (chosen) targets = [chosen];
  }
  return { placements, showing, others, picked: manual ? picked : picked || others[0]?.id || "", setPicked, targets, manual };
}

export function TestLinksCard({ brandId, experienceId, canWrite }: TestLinksCardProps) {
  const t = useT();
  const links = useTestAccess(brandId, experienceId);
  const target = useTargets(brandId, experienceId);
  const create = useCreateTestAccess();
  const rename = useUpdateTestAccess();
  const revoke = useRevokeTestAccess();
  const [label, setLabel] = useState("");
  const [allowComments, setAllowComments] = useState(false);
  const [labelError, setLabelError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ link: TestAccess; label: string; allowComments: boolean } | null>(null);
  const [revoking, setRevoking] = useState<TestAccess | null>(null);
  const origin = window.location.origin;

  const active = useMemo(() => links.data?.items.filter((l) => l.status === "active") ?? [], [links.data]);
  const revoked = useMemo(() => links.data?.items.filter((l) => l.status === "revoked") ?? [], [links.data]);

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    setLabelError(null);
    const result = await create.trigger({ brandId, experienceId, link: { label, allowComments } });
    if (result.ok) {
      setLabel("");
      setAllowComments(false);
    } else if (isApiError(result.error)) setLabelError(result.error.issueFor("label") ?? null);
  };

  const onRename = async (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    const result = await rename.trigger({
      brandId,
      experienceId,
      testAccessId: renaming.link.id,
      changes: { label: renaming.label, allowComments: renaming.allowComments },
    });
    if (result.ok) setRenaming(null);
  };

  const onRevoke = async () => {
    if (!revoking) return;
    await revoke.trigger({ brandId, experienceId, testAccessId: revoking.id, label: revoking.label });
    setRevoking(null);
  };

  return (
    <Card id="preview-links">
      <CardHeader title={t("testLinks.title")} description={t("testLinks.description")} />
      <CardBody className="test-links-body">
        {canWrite && (
          <form className="inline-form test-link-create" onSubmit={onCreate}>
            <TextField
              label={t("testLinks.newLinkFor")}
              error={labelError}
              hint={t("testLinks.newLinkHint")}
              value={label}
              maxLength={80}
              placeholder={t("testLinks.label")}
              onChange={(event) => setLabel(event.target.value)}
            />
            <Switch className="test-link-comments-switch" checked={allowComments} onCheckedChange={setAllowComments} label={t("testLinks.allowComments")} />
            <Button type="submit" variant="primary" loading={create.isMutating} disabled={!label.trim()}>
              <IconPlus /> {t("testLinks.create")}
            </Button>
          </form>
        )}

        <TargetPicker brandId={brandId} experienceId={experienceId} target={target} />

        {links.error && !links.data ? (
          <ErrorState title={t("testLinks.loadError")} error={links.error} onRetry={() => links.mutate()} />
        ) : links.isLoading && !links.data ? (
          <SkeletonRows rows={2} />
        ) : active.length === 0 ? (
          <EmptyState
            icon={<IconEye size={20} />}
            title={t("testLinks.emptyTitle")}
            description={canWrite ? t("testLinks.emptyWriter") : t("testLinks.emptyReader")}
          />
        ) : (
          <ul className="test-link-list" aria-label={t("testLinks.activeLabel")}>
            {active.map((link) => (
              <li key={link.id} className="test-link" data-test-access-id={link.id}>
                <div className="test-link-head">
                  <div className="test-link-identity">
                    <span className="test-link-label">
                      {link.label} {link.allowComments && <Badge tone="accent">{t("testLinks.commentsOn")}</Badge>}
                    </span>
                    <span className="cell-subtitle">
                      {t("testLinks.created", { date: formatDateTime(link.createdAt) })}
                      {link.createdBy.name ? t("common.by", { name: link.createdBy.name }) : ""}
                    </span>
                  </div>
                  <div className="row-actions">
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={!canWrite}
                      onClick={() => setRenaming({ link, label: link.label, allowComments: link.allowComments })}
                      aria-label={t("testLinks.renameLabel", { label: link.label })}
                    >
                      <IconPencil /> {t("testLinks.rename")}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={!canWrite}
                      onClick={() => setRevoking(link)}
                      aria-label={t("testLinks.revokeLabel", { label: link.label })}
                    >
                      {t("testLinks.revoke")}
                    </Button>
                  </div>
                </div>
                {target.targets.length === 0 && <p className="manifest-hint">{t("testLinks.choosePlacement")}</p>}
                {target.targets.map((placement) => {
                  const url = testLinkUrl(origin, placement.id, link.id);
                  return (
                    <div key={placement.id} className="test-link-url">
                      <span className="test-link-placement">
                        <IconQr size={14} /> {placement.name}
                      </span>
                      <Input
                        className="mono-input"
                        readOnly
                        value={url}
                        aria-label={t("testLinks.linkOn", { placement: placement.name })}
                        onFocus={(event) => event.target.select()}
                      />
                      <CopyButton text={() => url} ariaLabel={t("testLinks.copyOn", { placement: placement.name })} />
                      <a
                        className={buttonClass("ghost", "sm")}
                        href={url}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={t("testLinks.openOn", { placement: placement.name })}
                      >
                        <IconExternal /> {t("testLinks.open")}
                      </a>
                    </div>
                  );
                })}
              </li>
            ))}
          </ul>
        )}

        {revoked.length > 0 && (
          <details className="test-link-revoked">
            <summary>{t("testLinks.revokedCount", { count: revoked.length })}</summary>
            <ul>
              {revoked.map((link) => (
                <li key={link.id}>
                  <span className="test-link-label">{link.label}</span> <Badge tone="neutral">{t("testLinks.revoked")}</Badge>{" "}
                  <span className="cell-subtitle">{link.revokedAt ? formatDateTime(link.revokedAt) : ""}</span>
                </li>
              ))}
            </ul>
          </details>
        )}
      </CardBody>

      <Dialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title={t("testLinks.renameTitle")}
        description={t("testLinks.renameDescription")}
        footer={
          <FormDialogFooter
            formId="rename-test-link"
            submitLabel={t("testLinks.save")}
            busy={rename.isMutating}
            disabled={!renaming?.label.trim()}
            onCancel={() => setRenaming(null)}
          />
        }
      >
        <form id="rename-test-link" onSubmit={onRename}>
          <TextField
            label={t("testLinks.label")}
            value={renaming?.label ?? ""}
            maxLength={80}
            autoFocus
            onChange={(event) => setRenaming((current) => current && { ...current, label: event.target.value })}
          />
          <Switch
            className="test-link-comments-switch"
            checked={renaming?.allowComments ?? false}
            onCheckedChange={(checked) => setRenaming((current) => current && { ...current, allowComments: checked })}
            label={t("testLinks.allowComments")}
          />
        </form>
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t("testLinks.revokeTitle", { label: revoking?.label ?? "" })}
        description={t("testLinks.revokeDescription")}
        confirmLabel={t("testLinks.revokeConfirm")}
        destructive
        busy={revoke.isMutating}
        onConfirm={onRevoke}
      />
    </Card>
  );
}

function TargetPicker({ brandId, experienceId, target }: { brandId: string; experienceId: string; target: ReturnType<typeof useTargets> }) {
  const t = useT();
  const scheduler = `/manager/panel/brands/${brandId}/experience/${experienceId}/qr-code-scheduler`;
  if (target.placements.isLoading && !target.placements.data) return null;
  if (target.manual) {
    return (
      <div className="test-link-target">
        <Alert tone="info" title={t("targets.manualTitle")}>
          {target.placements.error ? t("targets.listError") : t("targets.none")} {t("targets.addOne")}{" "}
          <Link className="inline-link" to={scheduler}>
            {t("targets.scheduler")}
          </Link>
          {t("targets.orPaste")}
        </Alert>
        <TextField
          label={t("targets.placementId")}
          inputClassName="mono-input"
          value={target.picked}
          onChange={(event) => target.setPicked(event.target.value.trim())}
        />
      </div>
    );
  }
  if (target.showing.length > 0) {
    return <p className="manifest-hint">{t("targets.showing", { count: target.showing.length })}</p>;
  }
  return (
    <div className="test-link-target">
      <p className="manifest-hint">
        {t("targets.noneShowing")}{" "}
        <Link className="inline-link" to={scheduler}>
          {t("targets.scheduler")}
        </Link>
        {t("targets.anyPlacement")}
      </p>
      <Field label={t("targets.openOn")}>
        {(control) => (
          <Select
            {...control}
            value={target.picked}
            options={target.others.map((p) => ({ value: p.id, label: p.name }))}
            onChange={(event) => target.setPicked(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
