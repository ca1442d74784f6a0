import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { IconArrowLeft, IconSparkles } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { isApiError } from "@/lib/api-error";
import { formatDate } from "@/lib/format";
import { useCan } from "@/data/me/use-can";
import { useExperience } from "@/data/experiences/get-experience";
import { useExperienceActions } from "../hooks/use-experience-actions";
import { ArchivableActionsMenu } from "@/components/ui/archivable-actions-menu";
import { experiencePath } from "./experience-list";
import { ExperienceStatusBadge } from "./experience-status-badge";
import { useT } from "../messages";
import "./experiences.css";

interface ExperienceHeaderProps {
  brandId: string;
  experienceId: string;
  /** The rest of the experience area (tabs and the open screen), shown unless the experience is missing. */
  children: ReactNode;
}

/** The experience area's title: its name, status and publish state, and the actions on the whole experience. */
export function ExperienceHeader({ brandId, experienceId, children }: ExperienceHeaderProps) {
  const t = useT();
  const can = useCan();
  const navigate = useNavigate();
  const { data: experience, error, mutate } = useExperience(brandId, experienceId);
  const actions = useExperienceActions(brandId, {
    onDuplicated: (copy) => navigate(experiencePath(brandId, copy.id)),
    onDeleted: () => navigate(`/manager/panel/brands/${brandId}`, { replace: true }),
  });
  const brandPath = `/manager/panel/brands/${brandId}`;

  if (error && !experience) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 403);
    return (
      <Card>
        <ErrorState
          title={missing ? t("header.unavailable") : t("header.loadError")}
          error={error}
          onRetry={missing ? undefined : () => mutate()}
          action={
            missing && (
              <Link to={brandPath} className={buttonClass("secondary")}>
                <IconArrowLeft /> {t("header.backToBrand")}
              </Link>
            )
          }
        />
      </Card>
    );
  }

  return (
    <>
      <PageHeader
        leading={
          <span className="page-header-icon" aria-hidden="true">
            <IconSparkles size={20} />
          </span>
        }
        title={
          experience ? (
            experience.name
          ) : (
            <span role="status" className="skeleton skeleton-line experience-header-skeleton">
              <span className="visually-hidden">{t("header.loading")}</span>
            </span>
          )
        }
        description={
          experience && (
            <span className="header-meta">
              <ExperienceStatusBadge status={experience.status} />
              <span>
                {experience.publishedVersion !== null && experience.publishedAt
                  ? t("header.published", { version: experience.publishedVersion, date: formatDate(experience.publishedAt) })
                  : t("header.notPublished")}
                {" · "}
                {t("header.updated", { date: formatDate(experience.updatedAt) })}
              </span>
            </span>
          )
        }
        actions={experience && can("brandContent.write", brandId) && <ArchivableActionsMenu variant="button" {...actions.menuProps(experience)} />}
      />
      {children}
      {actions.dialogs}
    </>
  );
}
