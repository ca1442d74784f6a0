import type { ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { buttonClass } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { IconChevronRight, IconCompass, IconCube, IconPalette, IconQr, IconSparkles, IconStore, IconUsers, IconVideo } from "@/components/ui/icons";
import { IconClock, IconEye, IconListChecks } from "@/components/ui/icons-extra";
import { formatDate } from "@/lib/format";
import { useExperienceSummary } from "@/data/experiences/get-experience-summary";
import { ExperienceStatusBadge } from "../components/experience-status-badge";
import "../components/experiences.css";

interface Stat {
  label: string;
  value: number | undefined;
  /** Where to go to change what is counted. */
  to: string;
  hint: (value: number) => string;
  icon: ReactNode;
}

const quickLinks: Array<{ to: string; title: string; description: string; icon: ReactNode }> = [
  { to: "../scenes", title: "Scenes", description: "The order of scenes, their cameras and segments", icon: <IconListChecks size={18} /> },
  { to: "../world-builder", title: "World builder", description: "Place models and the video wall in 3D", icon: <IconCompass size={18} /> },
  { to: "../products", title: "Products", description: "The catalogue viewers can tap", icon: <IconStore size={18} /> },
  { to: "../experience-virtual-objects", title: "Virtual objects", description: "How each model shows: name, scale, product", icon: <IconCube size={18} /> },
  { to: "../video-wall", title: "Video wall", description: "Videos playing inside the experience", icon: <IconVideo size={18} /> },
  { to: "../theme", title: "Theme", description: "Colours, fonts and the viewer’s look", icon: <IconPalette size={18} /> },
  { to: "../host-editor", title: "Host", description: "The guide who walks viewers through", icon: <IconUsers size={18} /> },
  { to: "../qr-code-scheduler", title: "QR scheduler", description: "Which QR codes show it, and when", icon: <IconQr size={18} /> },
];

interface Props {
  /** The last days' figures, composed in by the app (features do not import each other). */
  analytics?: ReactNode;
}

/** The experience's front page: what it holds, whether it is live, and the way to every part of it. */
export function ExperienceDashboard({ analytics }: Props) {
  const { brandId = "", experienceId = "" } = useParams();
  const { data: summary, error, mutate } = useExperienceSummary(brandId, experienceId);

  if (error && !summary) return <Card><ErrorState title="Could not load the dashboard" error={error} onRetry={() => mutate()} /></Card>;

  const stats: Stat[] = [
    { label: "Scenes", value: summary?.scenes, to: "../scenes", hint: (n) => (n === 1 ? "One scene so far" : "Shown in this order"), icon: <IconListChecks size={16} /> },
    { label: "Objects", value: summary?.objects, to: "../world-builder", hint: (n) => (n === 0 ? "Place models in the world builder" : "Placed across all scenes"), icon: <IconCube size={16} /> },
    { label: "Products", value: summary?.products, to: "../products", hint: (n) => (n === 0 ? "Add the products viewers can tap" : "In the catalogue"), icon: <IconStore size={16} /> },
    { label: "Placements", value: summary?.placements, to: "../qr-code-scheduler", hint: (n) => (n === 0 ? "No QR code shows it yet" : "QR codes that show it"), icon: <IconQr size={16} /> },
  ];

  return (
    <div className="experience-dashboard">
      <div className="stat-grid" aria-busy={!summary}>
        {stats.map((stat) => (
          <Link key={stat.label} to={stat.to} className="stat-card">
            <span className="stat-card-label">
              <span className="stat-card-icon" aria-hidden="true">{stat.icon}</span>
              {stat.label}
            </span>
            {stat.value === undefined ? <span className="skeleton stat-card-skeleton" /> : <span className="stat-card-value" data-stat={stat.label.toLowerCase()}>{stat.value}</span>}
            <span className="stat-card-hint">{stat.value === undefined ? "\u00a0" : stat.hint(stat.value)}</span>
          </Link>
        ))}
      </div>
      {analytics}
      <div className="overview-grid">
        <Card>
          <CardHeader title="Build" description="Every part of the experience." />
          <nav className="area-links area-links-grid" aria-label="Experience parts">
            {quickLinks.map((link) => (
              <Link key={link.to} to={link.to} className="area-link">
                <span className="area-link-icon">{link.icon}</span>
                <span className="area-link-text">
                  <span className="area-link-title">{link.title}</span>
                  <span className="area-link-description">{link.description}</span>
                </span>
                <IconChevronRight className="area-link-chevron" />
              </Link>
            ))}
          </nav>
        </Card>
        <Card>
          <CardHeader title="Publishing" description="Viewers see the last published version; the draft is what you edit." />
          <CardBody className="publish-panel">
            {summary ? (
              <dl className="publish-facts">
                <div>
                  <dt>Status</dt>
                  <dd>
                    <ExperienceStatusBadge status={summary.status} />
                  </dd>
                </div>
                <div>
                  <dt>Last publish</dt>
                  <dd data-testid="last-publish">
                    {summary.publishedVersion !== null && summary.publishedAt ? `Version ${summary.publishedVersion}, ${formatDate(summary.publishedAt)}` : "Never published"}
                  </dd>
                </div>
                <div>
                  <dt>Draft edited</dt>
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
                <IconEye /> Open draft in viewer
              </Link>
              <Link to="../manifest" className={buttonClass("secondary")}>
                <IconSparkles /> Publish…
              </Link>
            </div>
            <p className="card-footer-note">Test links open the draft on any phone before it goes live.</p>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
