import { useMemo, type ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { buttonClass } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { StatTileContent } from "@/components/ui/stat-tile";
import { IconChevronRight, IconCompass, IconCube, IconPalette, IconQr, IconSparkles, IconStore, IconUsers, IconVideo, IconEye } from "@/components/ui/icons";
import { IconClock, IconListChecks } from "@/components/ui/icons-extra";
import { formatDate } from "@/lib/format";
import { CommentsCard } from "@/components/comments/comments-card";
import { useExperienceSummary } from "@/data/experiences/get-experience-summary";
import { ExperienceStatusBadge } from "../components/experience-status-badge";
import { useT } from "../messages";
import "../components/experiences.css";

interface Stat {
  /** Stable name for tests (`data-stat`), whatever the language. */
  id: string;
  label: string;
  value: number | undefined;
  /** Where to go to change what is counted. */
  to: string;
  hint: (value: number) => string;
  icon: ReactNode;
}

type QuickLinkId = "scenes" | "worldBuilder" | "products" | "virtualObjects" | "videoWall" | "theme" | "host" | "qrScheduler";

const quickLinks: Array<{ to: string; id: QuickLinkId; icon: ReactNode }> = [
  { to: "../scenes", id: "scenes", icon: <IconListChecks size={18} /> },
  { to: "../world-builder", id: "worldBuilder", icon: <IconCompass size={18} /> },
  { to: "../products", id: "products", icon: <IconStore size={18} /> },
  { to: "../experience-virtual-objects", id: "virtualObjects", icon: <IconCube size={18} /> },
  { to: "../video-wall", id: "videoWall", icon: <IconVideo size={18} /> },
  { to: "../theme", id: "theme", icon: <IconPalette size={18} /> },
  { to: "../host-editor", id: "host", icon: <IconUsers size={18} /> },
  { to: "../qr-code-scheduler", id: "qrScheduler", icon: <IconQr size={18} /> },
];

interface Props {
  /** The last days' figures, composed in by the app (features do not import each other). */
  analytics?: ReactNode;
}

/** The experience's front page: what it holds, whether it is live, and the way to every part of it. */
export function ExperienceDashboard({ analytics }: Props) {
  const { brandId = "", experienceId = "" } = useParams();
  const { data: summary, error, mutate } = useExperienceSummary(brandId, experienceId);
  const t = useT();
  const stats = useMemo<Stat[]>(
    () => [
      {
        id: "scenes",
        label: t("dashboard.stat.scenes"),
        value: summary?.scenes,
        to: "../scenes",
        hint: (n) => (n === 1 ? t("dashboard.stat.scenes.one") : t("dashboard.stat.scenes.other")),
        icon: <IconListChecks size={16} />,
      },
      {
        id: "objects",
        label: t("dashboard.stat.objects"),
        value: summary?.objects,
        to: "../world-builder",
        hint: (n) => (n === 0 ? t("dashboard.stat.objects.none") : t("dashboard.stat.objects.some")),
        icon: <IconCube size={16} />,
      },
      {
        id: "products",
        label: t("dashboard.stat.products"),
        value: summary?.products,
        to: "../products",
        hint: (n) => (n === 0 ? t("dashboard.stat.products.none") : t("dashboard.stat.products.some")),
        icon: <IconStore size={16} />,
      },
      {
        id: "placements",
        label: t("dashboard.stat.placements"),
        value: summary?.placements,
        to: "../qr-code-scheduler",
        hint: (n) => (n === 0 ? t("dashboard.stat.placements.none") : t("dashboard.stat.placements.some")),
        icon: <IconQr size={16} />,
      },
    ],
    [t, summary],
  );

  if (error && !summary)
    return (
      <Card>
        <ErrorState title={t("dashboard.loadError")} error={error} onRetry={() => mutate()} />
      </Card>
    );

  return (
    <div className="stack">
      <div className="stat-grid" aria-busy={!summary}>
        {stats.map((stat) => (
          <Link key={stat.id} to={stat.to} className="stat-card">
            <StatTileContent
              id={stat.id}
              label={stat.label}
              value={stat.value === undefined ? undefined : String(stat.value)}
              hint={stat.value === undefined ? "\u00a0" : stat.hint(stat.value)}
              icon={stat.icon}
              tileClass="stat-card"
            />
          </Link>
        ))}
      </div>
      {analytics}
      <div className="overview-grid">
        <Card>
          <CardHeader title={t("dashboard.build.title")} description={t("dashboard.build.description")} />
          <nav className="area-links area-links-grid" aria-label={t("dashboard.parts")}>
            {quickLinks.map((link) => (
              <Link key={link.to} to={link.to} className="area-link">
                <span className="area-link-icon">{link.icon}</span>
                <span className="area-link-text">
                  <span className="area-link-title">{t(`dashboard.link.${link.id}.title`)}</span>
                  <span className="area-link-description">{t(`dashboard.link.${link.id}.description`)}</span>
                </span>
                <IconChevronRight className="area-link-chevron" />
              </Link>
            ))}
          </nav>
        </Card>
        <Card>
          <CardHeader title={t("dashboard.publishing.title")} description={t("dashboard.publishing.description")} />
          <CardBody className="publish-panel">
            {summary ? (
              <dl className="publish-facts">
                <div>
                  <dt>{t("dashboard.status")}</dt>
                  <dd>
                    <ExperienceStatusBadge status={summary.status} />
                  </dd>
                </div>
                <div>
                  <dt>{t("dashboard.lastPublish")}</dt>
                  <dd data-testid="last-publish">
                    {summary.publishedVersion !== null && summary.publishedAt
                      ? t("dashboard.lastPublish.version", { version: summary.publishedVersion, date: formatDate(summary.publishedAt) })
                      : t("dashboard.lastPublish.never")}
                  </dd>
                </div>
                <div>
                  <dt>{t("dashboard.draftEdited")}</dt>
                  <dd>
                    <IconClock size={14} className="publish-facts-icon" /> {formatDate(summary.updatedAt)}
                  </dd>
                </div>
              </dl>
            ) : (
              <div className="skeleton-rows">
                <span className="skeleton skeleton-line" />
                <span className="skeleton skeleton-line" />
              </div>
            )}
            <div className="publish-actions">
              <Link to="../manifest" className={buttonClass("primary")}>
                <IconEye /> {t("dashboard.openDraft")}
              </Link>
              <Link to="../manifest" className={buttonClass("secondary")}>
                <IconSparkles /> {t("dashboard.publish")}
              </Link>
            </div>
            <p className="card-footer-note">{t("dashboard.testLinks")}</p>
          </CardBody>
        </Card>
      </div>
      <CommentsCard brandId={brandId} experienceId={experienceId} worldBuilderPath="../world-builder" />
    </div>
  );
}
