import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ContentList } from "@/components/ui/content-list";
import { EmptyState } from "@/components/ui/empty-state";
import { IconChevronRight, IconPlus, IconSparkles } from "@/components/ui/icons";
import { IconArchive } from "@/components/ui/icons-extra";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { type Column, ColumnTable, Td, Tr } from "@/components/ui/table";
import { useContentListQuery } from "@/hooks/use-content-list-query";
import { formatDate } from "@/lib/format";
import { useCan } from "@/lib/me";
import { useCreateExperience } from "@/data/experiences/create-experience";
import { useExperiences } from "@/data/experiences/list-experiences";
import { useExperienceActions } from "../hooks/use-experience-actions";
import { ArchivableActionsMenu } from "@/components/ui/archivable-actions-menu";
import { ExperienceNameDialog } from "./experience-name-dialog";
import { ExperienceStatusBadge } from "./experience-status-badge";
import "./experiences.css";

export const EXPERIENCES_PAGE_SIZE = 10;

type Shown = "active" | "archived";
const shownOptions = [
  { value: "active", label: "Active" },
  { value: "archived", label: "Archived" },
] as const;
const sortOptions = [
  { value: "-updatedAt", label: "Recently updated" },
  { value: "name", label: "Name (A–Z)" },
] as const;

/** Where an experience's screens live, relative to the brand overview. */
export const experiencePath = (brandId: string, experienceId: string) => `/manager/panel/brands/${brandId}/experience/${experienceId}`;

interface ExperienceListProps {
  brandId: string;
}

const columns: Column[] = [{ label: "Experience" }, { label: "Status" }];

/** The brand's experiences, for the brand overview: search, active/archived, and every action on a row. */
export function ExperienceList({ brandId }: ExperienceListProps) {
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

  const createButton = canWrite && (
    <Button variant="primary" onClick={() => setCreating(true)}>
      <IconPlus /> New experience
    </Button>
  );

  return (
    <Card className="experience-list">
      <CardHeader
        title="Experiences"
        description={canWrite ? "The 3D experiences viewers open from QR codes." : "The 3D experiences viewers open from QR codes. Only brand editors can change them."}
        actions={createButton}
      />
      <ContentList
        query={query}
        response={experiences}
        searchLabel="Search experiences"
        sortLabel="Sort experiences"
        sortOptions={sortOptions}
        searchOrder="name"
        filters={<SegmentedControl label="Show experiences" value={shown} options={shownOptions} onChange={setShown} />}
        errorTitle="Could not load experiences"
        skeletonRows={3}
        noMatches={{ title: `No ${shown} experiences match “${query.q}”`, description: "Experience search matches the start of the name. Try a shorter search." }}
        empty={
          shown === "archived" ? (
            <EmptyState icon={<IconArchive size={20} />} title="No archived experiences" description="Experiences you archive rest here, out of the pickers. You can restore them at any time." />
          ) : (
            <EmptyState
              icon={<IconSparkles size={20} />}
              title="No experiences yet"
              description={canWrite ? "Create one: it starts as a draft with an empty Intro scene." : "When an editor creates an experience, it shows up here."}
              action={createButton}
            />
          )
        }
      >
        {(items) => (
          <ColumnTable columns={columns} items={items}>
            {(experience) => (
              <Tr key={experience.id} className="tr-link" data-experience-id={experience.id} onClick={() => navigate(experiencePath(brandId, experience.id))}>
                <Td>
                  <div className="cell-identity">
                    <span className="cell-icon experience-icon" aria-hidden="true">
                      <IconSparkles size={16} />
                    </span>
                    <div className="cell-identity-text">
                      <Link to={experiencePath(brandId, experience.id)} className="cell-title" onClick={(event) => event.stopPropagation()}>
                        {experience.name}
                      </Link>
                      <div className="cell-subtitle">
                        {experience.publishedVersion !== null
                          ? `Version ${experience.publishedVersion} live · updated ${formatDate(experience.updatedAt)}`
                          : `Updated ${formatDate(experience.updatedAt)}`}
                      </div>
                    </div>
                  </div>
                </Td>
                <Td>
                  <ExperienceStatusBadge status={experience.status} />
                </Td>
                <Td className="cell-end">
                  <div className="row-actions">
                    {canWrite && <ArchivableActionsMenu {...actions.menuProps(experience)} />}
                    <IconChevronRight className="cell-chevron" />
                  </div>
                </Td>
              </Tr>
            )}
          </ColumnTable>
        )}
      </ContentList>
      {canWrite && (
        <ExperienceNameDialog open={creating} busy={createExperience.isMutating} onClose={() => setCreating(false)} onSubmit={create} />
      )}
      {canWrite && actions.dialogs}
    </Card>
  );
}
