import { useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { CreateButton } from "@/components/ui/create-button";
import { Card, CardHeader } from "@/components/ui/card";
import { ContentListTable } from "@/components/ui/content-list-table";
import { EmptyState } from "@/components/ui/empty-state";
import { IconChevronRight, IconSparkles } from "@/components/ui/icons";
import { IconArchive } from "@/components/ui/icons-extra";
import { LinkIdentity } from "@/components/ui/link-identity";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { RowActionsCell } from "@/components/ui/row-actions-cell";
import { type Column, Td, Tr } from "@/components/ui/table";
import { useContentListQuery } from "@/hooks/use-content-list-query";
import { formatDate } from "@/lib/format";
import { useCan } from "@/data/me/use-can";
import { useCreateExperience } from "@/data/experiences/create-experience";
import { useExperiences } from "@/data/experiences/list-experiences";
import { useExperienceActions } from "../hooks/use-experience-actions";
import { ArchivableActionsMenu } from "@/components/ui/archivable-actions-menu";
import { ExperienceNameDialog } from "./experience-name-dialog";
import { ExperienceStatusBadge } from "./experience-status-badge";
import { useT } from "../messages";
import "./experiences.css";

export const EXPERIENCES_PAGE_SIZE = 10;

type Shown = "active" | "archived";

/** Where an experience's screens live, relative to the brand overview. */
export const experiencePath = (brandId: string, experienceId: string) => `/manager/panel/brands/${brandId}/experience/${experienceId}`;

interface ExperienceListProps {
  brandId: string;
}

/** The brand's experiences, for the brand overview: search, active/archived, and every action on a row. */
export function ExperienceList({ brandId }: ExperienceListProps) {
  const t = useT();
  const { shownOptions, sortOptions, columns } = useMemo(
    () => ({
      shownOptions: [
        { value: "active", label: t("list.shown.active") },
        { value: "archived", label: t("list.shown.archived") },
      ] as const,
      sortOptions: [
        { value: "-updatedAt", label: t("list.sort.recent") },
        { value: "name", label: t("list.sort.name") },
      ] as const,
      columns: [{ label: t("list.column.experience") }, { label: t("list.column.status") }] as Column[],
    }),
    [t],
  );
  const can = useCan();
  const navigate = useNavigate();
  const canWrite = can("brandContent.write", brandId);
  const [shown, setShown] = useState<Shown>("active");
  const [creating, setCreating] = useState(false);
  const query = useContentListQuery("-updatedAt", shown);
  const experiences = useExperiences(brandId, { status: shown, ...query.pageQuery, limit: EXPERIENCES_PAGE_SIZE });
  const createExperience = useCreateExperience();
  const actions = useExperienceActions(brandId);

  const create = async (name: string) => {
    const outcome = await createExperience.trigger({ brandId, experience: { name } });
    if (!outcome.ok) return undefined;
    setCreating(false);
    navigate(experiencePath(brandId, outcome.data.id));
  };

  const createButton = canWrite && <CreateButton onClick={() => setCreating(true)}>{t("list.new")}</CreateButton>;

  return (
    <Card className="experience-list">
      <CardHeader title={t("list.title")} description={canWrite ? t("list.description") : t("list.descriptionReadOnly")} actions={createButton} />
      <ContentListTable
        columns={columns}
        query={query}
        response={experiences}
        searchLabel={t("list.search")}
        sortLabel={t("list.sort")}
        sortOptions={sortOptions}
        searchOrder="name"
        filters={<SegmentedControl label={t("list.show")} value={shown} options={shownOptions} onChange={setShown} />}
        errorTitle={t("list.loadError")}
        skeletonRows={3}
        noMatches={{ title: t(`list.noMatches.${shown}`, { query: query.q }), description: t("list.noMatches.description") }}
        empty={
          shown === "archived" ? (
            <EmptyState icon={<IconArchive size={20} />} title={t("list.emptyArchived.title")} description={t("list.emptyArchived.description")} />
          ) : (
            <EmptyState
              icon={<IconSparkles size={20} />}
              title={t("list.empty.title")}
              description={canWrite ? t("list.empty.description") : t("list.empty.descriptionReadOnly")}
              action={createButton}
            />
          )
        }
      >
        {(experience) => (
          <Tr key={experience.id} className="tr-link" data-experience-id={experience.id} onClick={() => navigate(experiencePath(brandId, experience.id))}>
            <Td>
              <LinkIdentity
                icon={<IconSparkles size={16} />}
                iconClassName="experience-icon"
                to={experiencePath(brandId, experience.id)}
                name={experience.name}
                subtitle={
                  experience.publishedVersion !== null
                    ? t("list.row.live", { version: experience.publishedVersion, date: formatDate(experience.updatedAt) })
                    : t("list.row.updated", { date: formatDate(experience.updatedAt) })
                }
              />
            </Td>
            <Td>
              <ExperienceStatusBadge status={experience.status} />
            </Td>
            <RowActionsCell>
              {canWrite && <ArchivableActionsMenu {...actions.menuProps(experience)} />}
              <IconChevronRight className="cell-chevron" />
            </RowActionsCell>
          </Tr>
        )}
      </ContentListTable>
      {canWrite && <ExperienceNameDialog open={creating} busy={createExperience.isMutating} onClose={() => setCreating(false)} onSubmit={create} />}
      {canWrite && actions.dialogs}
    </Card>
  );
}
