import { Link, useNavigate } from "react-router-dom";
import type { Survey } from "@contract";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ContentList } from "@/components/ui/content-list";
import { EmptyState } from "@/components/ui/empty-state";
import { IconChevronRight, IconClipboard, IconPlus } from "@/components/ui/icons";
import { IconArchive } from "@/components/ui/icons-extra";
import { PageHeader } from "@/components/ui/page-header";
import { type Column, ColumnTable, Td, Tr } from "@/components/ui/table";
import { useContentListQuery } from "@/hooks/use-content-list-query";
import { useDeleteConfirmation } from "@/hooks/use-delete-confirmation";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { useCan } from "@/lib/me";
import { useDeleteSurvey } from "@/data/surveys/delete-survey";
import { useDuplicateSurvey } from "@/data/surveys/duplicate-survey";
import { useSurveys } from "@/data/surveys/list-surveys";
import { useUpdateSurvey } from "@/data/surveys/update-survey";
import { questionTypeLabels } from "../lib/question-draft";
import { ArchivableActionsMenu } from "@/components/ui/archivable-actions-menu";

export const SURVEYS_PAGE_SIZE = 20;

type Status = "active" | "archived";
const sortOptions = [
  { value: "name", label: "Title (A–Z)" },
  { value: "-updatedAt", label: "Recently updated" },
] as const;

interface SurveyListProps {
  brandId: string;
  status: Status;
}

/** `?survey=<id>` opens the editor on the same route, so the list and the editor share one screen. */
export const surveyEditorSearch = (surveyId: string) => `?survey=${encodeURIComponent(surveyId)}`;

const columns: Column[] = [{ label: "Survey" }, { label: "Questions", className: "hide-sm" }, { label: "Updated", className: "hide-md" }];

export function SurveyList({ brandId, status }: SurveyListProps) {
  const can = useCan();
  const navigate = useNavigate();
  const canWrite = can("brandContent.write", brandId);
  const query = useContentListQuery("-updatedAt", status);
  const surveys = useSurveys(brandId, { status, ...query.pageQuery, limit: SURVEYS_PAGE_SIZE });
  const duplicateSurvey = useDuplicateSurvey();
  const updateSurvey = useUpdateSurvey();
  const deleteSurvey = useDeleteSurvey();
  const deletion = useDeleteConfirmation((survey: Survey) => void deleteSurvey.trigger({ brandId, surveyId: survey.id, title: survey.title }));

  const open = (survey: Survey) => navigate({ search: surveyEditorSearch(survey.id) });
  const create = () => navigate({ search: surveyEditorSearch("new") });

  const createButton = canWrite && (
    <Button variant="primary" onClick={create}>
      <IconPlus /> New survey
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Surveys"
        description={
          canWrite ? "Questions viewers answer inside an experience: choices, ratings and free text." : "Questions viewers answer inside an experience. Only brand editors can change them."
        }
        actions={createButton}
      />
      <nav className="tabs" aria-label="Survey status">
        {(["active", "archived"] as const).map((tab) => (
          <Link key={tab} to={{ search: tab === "active" ? "" : "?status=archived" }} className={cn("tab", status === tab && "tab-active")} aria-current={status === tab ? "page" : undefined}>
            {tab === "active" ? "Active" : "Archived"}
          </Link>
        ))}
      </nav>
      <Card>
        <ContentList
          query={query}
          response={surveys}
          searchLabel="Search surveys by title"
          sortLabel="Sort surveys"
          sortOptions={sortOptions}
          searchOrder="title"
          errorTitle="Could not load surveys"
          skeletonRows={4}
          noMatches={{ title: `No ${status} surveys match “${query.q}”`, description: "Survey search matches the start of the title. Try a shorter search." }}
          empty={
            status === "archived" ? (
              <EmptyState icon={<IconArchive size={20} />} title="No archived surveys" description="Surveys you archive rest here. Viewers no longer see them, and you can restore them at any time." />
            ) : (
              <EmptyState
                icon={<IconClipboard size={20} />}
                title="No surveys yet"
                description={canWrite ? "Ask viewers what they think: single or multiple choice, ratings and free text." : "When an editor creates a survey, it shows up here."}
                action={createButton}
              />
            )
          }
        >
          {(items) => (
            <ColumnTable columns={columns} items={items}>
              {(survey) => (
                <Tr key={survey.id} className="tr-link" onClick={() => open(survey)}>
                  <Td>
                    <div className="cell-identity">
                      <span className="cell-icon" aria-hidden="true">
                        <IconClipboard size={16} />
                      </span>
                      <div className="cell-identity-text">
                        <Link to={{ search: surveyEditorSearch(survey.id) }} className="cell-title" onClick={(event) => event.stopPropagation()}>
                          {survey.title}
                        </Link>
                        <div className="cell-subtitle">{survey.description || typeSummary(survey)}</div>
                      </div>
                    </div>
                  </Td>
                  <Td className="hide-sm cell-muted">
                    {survey.questions.length} question{survey.questions.length === 1 ? "" : "s"}
                  </Td>
                  <Td className="hide-md cell-muted">{formatDate(survey.updatedAt)}</Td>
                  <Td className="cell-end">
                    <div className="row-actions">
                      {canWrite && (
                        <ArchivableActionsMenu
                          name={survey.title}
                          archived={survey.status === "archived"}
                          onEdit={() => open(survey)}
                          onDuplicate={() => void duplicateSurvey.trigger({ brandId, surveyId: survey.id })}
                          onToggleArchived={() =>
                            void updateSurvey.trigger({ brandId, surveyId: survey.id, changes: { status: survey.status === "archived" ? "active" : "archived" } })
                          }
                          onDelete={() => deletion.ask(survey)}
                        />
                      )}
                      <IconChevronRight className="cell-chevron" />
                    </div>
                  </Td>
                </Tr>
              )}
            </ColumnTable>
          )}
        </ContentList>
      </Card>
      <ConfirmDialog
        {...deletion.dialogProps}
        title={`Delete “${deletion.item?.title ?? ""}”?`}
        description="The survey and its questions are deleted for everyone. To keep it out of sight but recoverable, archive it instead."
        confirmLabel="Delete survey"
        destructive
      />
    </>
  );
}

/** "Single choice, Rating" — what a survey asks, for rows without a description. */
function typeSummary(survey: Survey): string {
  const types = [...new Set(survey.questions.map((question) => questionTypeLabels[question.type]))];
  return types.length ? types.join(", ") : "No questions";
}
