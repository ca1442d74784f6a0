import { useMemo } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { Survey } from "@vitrine/contract";
import { CreateButton } from "@/components/ui/create-button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ContentListTable } from "@/components/ui/content-list-table";
import { EmptyState } from "@/components/ui/empty-state";
import { IconChevronRight, IconClipboard } from "@/components/ui/icons";
import { IconArchive } from "@/components/ui/icons-extra";
import { LinkIdentity } from "@/components/ui/link-identity";
import { PageHeader } from "@/components/ui/page-header";
import { RowActionsCell } from "@/components/ui/row-actions-cell";
import { type Column, Td, Tr } from "@/components/ui/table";
import { useContentListQuery } from "@/hooks/use-content-list-query";
import { useDeleteConfirmation } from "@/hooks/use-delete-confirmation";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { nameOrRecentSortOptions } from "@/lib/list-sort";
import { useCan } from "@/data/me/use-can";
import { useDeleteSurvey } from "@/data/surveys/delete-survey";
import { useDuplicateSurvey } from "@/data/surveys/duplicate-survey";
import { useSurveys } from "@/data/surveys/list-surveys";
import { useUpdateSurvey } from "@/data/surveys/update-survey";
import { questionTypeLabel } from "../lib/question-draft";
import { useT } from "../messages";
import { ArchivableActionsMenu } from "@/components/ui/archivable-actions-menu";

export const SURVEYS_PAGE_SIZE = 20;

type Status = "active" | "archived";

interface SurveyListProps {
  brandId: string;
  status: Status;
}

/** `?survey=<id>` opens the editor on the same route, so the list and the editor share one screen. */
export const surveyEditorSearch = (surveyId: string) => `?survey=${encodeURIComponent(surveyId)}`;

export function SurveyList({ brandId, status }: SurveyListProps) {
  const t = useT();
  const sortOptions = useMemo(() => nameOrRecentSortOptions(t("list.sortTitle"), t("list.sortUpdated")), [t]);
  const columns = useMemo<Column[]>(
    () => [
      { label: t("list.columnSurvey") },
      { label: t("list.columnQuestions"), className: "hide-sm" },
      { label: t("list.columnUpdated"), className: "hide-md" },
    ],
    [t],
  );
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

  const createButton = canWrite && <CreateButton onClick={create}>{t("list.newSurvey")}</CreateButton>;

  return (
    <>
      <PageHeader title={t("list.title")} description={canWrite ? t("list.descriptionEditor") : t("list.descriptionReader")} actions={createButton} />
      <nav className="tabs" aria-label={t("list.statusNav")}>
        {(["active", "archived"] as const).map((tab) => (
          <Link
            key={tab}
            to={{ search: tab === "active" ? "" : "?status=archived" }}
            className={cn("tab", status === tab && "tab-active")}
            aria-current={status === tab ? "page" : undefined}
          >
            {tab === "active" ? t("list.tabActive") : t("list.tabArchived")}
          </Link>
        ))}
      </nav>
      <Card>
        <ContentListTable
          columns={columns}
          query={query}
          response={surveys}
          searchLabel={t("list.search")}
          sortLabel={t("list.sort")}
          sortOptions={sortOptions}
          searchOrder="title"
          errorTitle={t("list.loadError")}
          skeletonRows={4}
          noMatches={{
            title: t(status === "archived" ? "list.noMatchesArchived" : "list.noMatchesActive", { query: query.q }),
            description: t("list.noMatchesDescription"),
          }}
          empty={
            status === "archived" ? (
              <EmptyState icon={<IconArchive size={20} />} title={t("list.emptyArchivedTitle")} description={t("list.emptyArchivedDescription")} />
            ) : (
              <EmptyState
                icon={<IconClipboard size={20} />}
                title={t("list.emptyTitle")}
                description={canWrite ? t("list.emptyEditor") : t("list.emptyReader")}
                action={createButton}
              />
            )
          }
        >
          {(survey) => (
            <Tr key={survey.id} className="tr-link" onClick={() => open(survey)}>
              <Td>
                <LinkIdentity
                  icon={<IconClipboard size={16} />}
                  to={{ search: surveyEditorSearch(survey.id) }}
                  name={survey.title}
                  subtitle={survey.description || typeSummary(survey, t)}
                />
              </Td>
              <Td className="hide-sm cell-muted">{t("list.questionCount", { count: survey.questions.length })}</Td>
              <Td className="hide-md cell-muted">{formatDate(survey.updatedAt)}</Td>
              <RowActionsCell>
                {canWrite && (
                  <ArchivableActionsMenu
                    name={survey.title}
                    archived={survey.status === "archived"}
                    onEdit={() => open(survey)}
                    onDuplicate={() => void duplicateSurvey.trigger({ brandId, surveyId: survey.id })}
                    onToggleArchived={() =>
                      void updateSurvey.trigger({
                        brandId,
                        surveyId: survey.id,
                        changes: { status: survey.status === "archived" ? "active" : "archived" },
                      })
                    }
                    onDelete={() => deletion.ask(survey)}
                  />
                )}
                <IconChevronRight className="cell-chevron" />
              </RowActionsCell>
            </Tr>
          )}
        </ContentListTable>
      </Card>
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t("delete.title", { title: deletion.item?.title ?? "" })}
        description={t("delete.description")}
        confirmLabel={t("delete.confirm")}
        destructive
      />
    </>
  );
}

/** "Single choice, Rating" — what a survey asks, for rows without a description. */
function typeSummary(survey: Survey, t: ReturnType<typeof useT>): string {
  const types = [...new Set(survey.questions.map((question) => questionTypeLabel(question.type, t)))];
  return types.length ? types.join(", ") : t("list.noQuestions");
}
