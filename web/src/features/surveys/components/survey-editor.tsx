import { useEffect, useMemo, useRef, useState, type DragEvent, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import type { Survey } from "@vitrine/contract";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LeaveConfirmDialog } from "@/components/ui/leave-confirm-dialog";
import { SaveBar } from "@/components/ui/save-bar";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { IconArrowLeft, IconPlus, IconEye } from "@/components/ui/icons";
import { TextField } from "@/components/ui/text-field";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { PageHeader } from "@/components/ui/page-header";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-error";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { formatDate } from "@/lib/format";
import { useCan } from "@/data/me/use-can";
import { createSurveySchema, useCreateSurvey } from "@/data/surveys/create-survey";
import { useDeleteSurvey } from "@/data/surveys/delete-survey";
import { useDuplicateSurvey } from "@/data/surveys/duplicate-survey";
import { useSurvey } from "@/data/surveys/get-survey";
import { surveyKeys } from "@/data/surveys/keys";
import { useUpdateSurvey } from "@/data/surveys/update-survey";
import { useLeaveGuard } from "@/hooks/use-leave-guard";
import { uniqueFieldName } from "../lib/field-name";
import {
  draftFromSurvey,
  draftToBody,
  emptySurveyDraft,
  moveItem,
  newQuestion,
  newQuestionId,
  questionTypeLabel,
  questionTypes,
  withLabel,
  type QuestionDraft,
  type QuestionType,
  type SurveyDraft,
} from "../lib/question-draft";
import { QuestionCard, questionTypeIcons, type DropSide } from "./question-card";
import { QuestionPreview } from "./question-preview";
import { ArchivableActionsMenu } from "@/components/ui/archivable-actions-menu";
import { surveyEditorSearch } from "./survey-list";
import { useT } from "../messages";
import "./survey-editor.css";

interface SurveyEditorProps {
  brandId: string;
  /** null for a new survey. */
  surveyId: string | null;
}

export function SurveyEditor({ brandId, surveyId }: SurveyEditorProps) {
  const t = useT();
  const { data: survey, error, mutate } = useSurvey(brandId, surveyId ?? undefined);

  if (surveyId && error && !survey) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 403);
    return (
      <Card>
        <ErrorState
          title={missing ? t("editor.unavailable") : t("editor.loadError")}
          error={error}
          onRetry={missing ? undefined : () => mutate()}
          action={
            <Link to={{ search: "" }} className={buttonClass("secondary")}>
              <IconArrowLeft /> {t("editor.back")}
            </Link>
          }
        />
      </Card>
    );
  }
  if (surveyId && !survey) return <LoadingPlaceholder text={t("editor.loading")} />;
  return <SurveyForm brandId={brandId} survey={survey ?? null} />;
}

function startingDraft(survey: Survey | null): SurveyDraft {
  if (survey) return draftFromSurvey(survey);
  // A new survey opens with one question ready, so the shape of the form is clear at once.
  const draft = emptySurveyDraft();
  return { ...draft, questions: [newQuestion("single", [])] };
}

interface SurveyFormProps {
  brandId: string;
  survey: Survey | null;
}

function SurveyForm({ brandId, survey }: SurveyFormProps) {
  const t = useT();
  const can = useCan();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const editable = can("brandContent.write", brandId);
  const createSurvey = useCreateSurvey();
  const updateSurvey = useUpdateSurvey();
  // Its own instance, so archiving does not show the Save button as busy.
  const setStatus = useUpdateSurvey();
  const duplicateSurvey = useDuplicateSurvey();
  const deleteSurvey = useDeleteSurvey();

  const [draft, setDraft] = useState<SurveyDraft>(() => startingDraft(survey));
  const [baseline, setBaseline] = useState(() => JSON.stringify(draftToBody(startingDraft(survey))));
  const [activeId, setActiveId] = useState<string | null>(draft.questions[0]?.id ?? null);
  // Schema errors show after the first save attempt and then follow the typing; server errors until the next edit.
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const focusAfterRender = useRef<{ id: string; selector: string } | null>(null);

  const body = useMemo(() => draftToBody(draft), [draft]);
  const dirty = JSON.stringify(body) !== baseline;
  const { blocker, allowNextNavigation } = useLeaveGuard(editable && dirty);
  const errors = useMemo<FieldErrors>(
    () => ({ ...(attempted ? (validate(createSurveySchema, body).errors ?? {}) : {}), ...serverErrors }),
    [attempted, body, serverErrors],
  );

  // Restore focus after a question moves, appears or is duplicated (React moves the DOM node, which drops focus).
  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    const card = document.querySelector<HTMLElement>(`[data-question-id="${target.id}"]`);
    const element = card?.querySelector<HTMLElement>(target.selector);
    (element && !(element as HTMLButtonElement).disabled ? element : card?.querySelector<HTMLElement>("input"))?.focus();
  }, [draft.questions]);

  const update = (changes: Partial<SurveyDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setServerErrors({});
  };
  const setQuestions = (questions: QuestionDraft[]) => update({ questions });
  const changeQuestion = (index: number, changes: Partial<QuestionDraft>) =>
    setQuestions(draft.questions.map((q, i) => (i === index ? { ...q, ...changes } : q)));

  const addQuestion = (type: QuestionType) => {
    const question = newQuestion(type, draft.questions);
    setQuestions([...draft.questions, question]);
    setActiveId(question.id);
    focusAfterRender.current = { id: question.id, selector: "input" };
  };

  const moveQuestion = (from: number, to: number, selector = `[data-move="${to < from ? "up" : "down"}"]`) => {
    if (to < 0 || to >= draft.questions.length || from === to) return;
    const moved = draft.questions[from];
    setQuestions(moveItem(draft.questions, from, to));
    focusAfterRender.current = { id: moved.id, selector };
    setAnnouncement(t("editor.moved", { position: to + 1, count: draft.questions.length }));
  };

  const duplicateQuestion = (index: number) => {
    const source = draft.questions[index];
    const copy: QuestionDraft = {
      ...source,
      id: newQuestionId(),
      field: uniqueFieldName(
        source.field || "question",
        draft.questions.map((q) => q.field),
      ),
      fieldEdited: true,
      choices: [...source.choices],
    };
    setQuestions([...draft.questions.slice(0, index + 1), copy, ...draft.questions.slice(index + 1)]);
    setActiveId(copy.id);
    focusAfterRender.current = { id: copy.id, selector: "input" };
  };

  const removeQuestion = (index: number) => {
    const next = draft.questions.filter((_, i) => i !== index);
    setQuestions(next);
    if (draft.questions[index].id === activeId) setActiveId(next[Math.min(index, next.length - 1)]?.id ?? null);
    setAnnouncement(t("editor.deleted", { number: index + 1 }));
  };

  const discard = () => {
    setDraft(startingDraft(survey));
    setAttempted(false);
    setServerErrors({});
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    setAttempted(true);
    const result = validate(createSurveySchema, body);
    if (result.errors) {
      // Take the person to the first problem; the list can be long.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.survey-editor [aria-invalid="true"]')?.focus());
      return;
    }
    if (!survey) {
      const outcome = await createSurvey.trigger({ brandId, survey: result.data });
      if (!outcome.ok) return setServerErrors(apiFieldErrors(outcome.error));
      // The editor reopens on the saved survey: hand it the answer instead of loading it again.
      await mutate(surveyKeys.detail(brandId, outcome.data.id), outcome.data, { revalidate: false });
      allowNextNavigation();
      navigate({ search: surveyEditorSearch(outcome.data.id) }, { replace: true });
      return;
    }
    const { title, description, questions } = result.data;
    const outcome = await updateSurvey.trigger({ brandId, surveyId: survey.id, changes: { title, description, questions } });
    if (!outcome.ok) return setServerErrors(apiFieldErrors(outcome.error));
    // The server trims text; take its copy so the form is clean again.
    const saved = draftFromSurvey(outcome.data);
    setDraft((current) => ({
      ...saved,
      questions: saved.questions.map((q, i) => ({ ...q, fieldEdited: current.questions[i]?.fieldEdited ?? q.fieldEdited })),
    }));
    setBaseline(JSON.stringify(draftToBody(saved)));
    setAttempted(false);
  };

  const duplicate = async () => {
    if (!survey) return;
    const outcome = await duplicateSurvey.trigger({ brandId, surveyId: survey.id });
    if (outcome.ok) navigate({ search: surveyEditorSearch(outcome.data.id) });
  };

  const toggleArchived = () => {
    if (!survey) return;
    void setStatus.trigger({ brandId, surveyId: survey.id, changes: { status: survey.status === "archived" ? "active" : "archived" } });
  };

  const confirmDelete = async () => {
    if (!survey) return;
    const outcome = await deleteSurvey.trigger({ brandId, surveyId: survey.id, title: survey.title });
    setConfirmingDelete(false);
    if (!outcome.ok) return;
    allowNextNavigation();
    navigate({ search: survey.status === "archived" ? "?status=archived" : "" }, { replace: true });
  };

  // Drag and drop with the grip (mouse); the move buttons cover keyboards and touch screens.
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [drop, setDrop] = useState<{ index: number; side: Exclude<DropSide, null> } | null>(null);

  const dragHandlers = (index: number, question: QuestionDraft) => ({
    dragging: dragIndex === index,
    dropSide: drop && drop.index === index && dragIndex !== null && dragIndex !== index ? drop.side : null,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", question.id);
      const card = (event.currentTarget as HTMLElement).closest("section");
      if (card) {
        const rect = card.getBoundingClientRect();
        event.dataTransfer.setDragImage(card, event.clientX - rect.left, event.clientY - rect.top);
      }
      setDragIndex(index);
    },
    onDragOver: (event: DragEvent) => {
      if (dragIndex === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      const rect = (event.currentTarget as HTMLElement).getBoundingClientRect();
      const side = event.clientY < rect.top + rect.height / 2 ? "before" : "after";
      if (drop?.index !== index || drop.side !== side) setDrop({ index, side });
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragIndex !== null && drop) {
        // Index in the list once the dragged question has been taken out.
        const target = drop.side === "before" ? drop.index : drop.index + 1;
        moveQuestion(dragIndex, target > dragIndex ? target - 1 : target, ".question-grip");
      }
      setDragIndex(null);
      setDrop(null);
    },
    onDragEnd: () => {
      setDragIndex(null);
      setDrop(null);
    },
  });

  const activeIndex = Math.max(
    0,
    draft.questions.findIndex((q) => q.id === activeId),
  );
  const activeQuestion = draft.questions[activeIndex];
  const archived = survey?.status === "archived";
  const saving = createSurvey.isMutating || updateSurvey.isMutating;
  const backSearch = archived ? "?status=archived" : "";

  return (
    <div className="survey-editor">
      <Link to={{ search: backSearch }} className="back-link">
        <IconArrowLeft size={14} /> {t("editor.allSurveys")}
      </Link>
      <PageHeader
        title={survey ? survey.title : t("editor.newTitle")}
        description={
          survey ? (
            <span className="header-meta">
              {archived ? (
                <Badge tone="neutral">{t("editor.archived")}</Badge>
              ) : (
                <Badge tone="success" dot>
                  {t("editor.active")}
                </Badge>
              )}
              <span>{t("editor.meta", { count: survey.questions.length, date: formatDate(survey.updatedAt) })}</span>
            </span>
          ) : (
            t("editor.newDescription")
          )
        }
        actions={
          editable && (
            <>
              {survey && (
                <ArchivableActionsMenu
                  name={survey.title}
                  archived={survey.status === "archived"}
                  variant="button"
                  onDuplicate={duplicate}
                  onToggleArchived={toggleArchived}
                  onDelete={() => setConfirmingDelete(true)}
                />
              )}
              <Button variant="primary" onClick={() => save()} loading={saving} disabled={Boolean(survey) && !dirty}>
                {survey ? t("editor.saveChanges") : t("editor.create")}
              </Button>
            </>
          )
        }
      />

      {!editable && <Alert tone="info">{t("editor.readOnly")}</Alert>}
      {archived && editable && (
        <Alert tone="info" title={t("editor.archivedTitle")}>
          {t("editor.archivedBefore")}{" "}
          <button type="button" className="link-button" onClick={toggleArchived}>
            {t("editor.restore")}
          </button>{" "}
          {t("editor.archivedAfter")}
        </Alert>
      )}

      <div className="preview-editor">
        <form className="stack" onSubmit={save} noValidate aria-label={t("editor.form")}>
          <Card>
            <CardHeader title={t("editor.detailsTitle")} description={t("editor.detailsDescription")} />
            <CardBody className="form-stack">
              <TextField
                label={t("editor.title")}
                error={errors.title}
                value={draft.title}
                onChange={(event) => update({ title: event.target.value })}
                placeholder={t("editor.titlePlaceholder")}
                maxLength={120}
                disabled={!editable}
                autoFocus={!survey}
              />
              <Field label={t("editor.description")} error={errors.description}>
                {(control) => (
                  <Textarea
                    {...control}
                    value={draft.description}
                    onChange={(event) => update({ description: event.target.value })}
                    placeholder={t("editor.descriptionPlaceholder")}
                    maxLength={1000}
                    rows={2}
                    disabled={!editable}
                  />
                )}
              </Field>
            </CardBody>
          </Card>

          <div className="questions-heading">
            <h2 className="section-title">{t("editor.questions")}</h2>
            <span className="section-count">{draft.questions.length}</span>
            {editable && draft.questions.length > 1 && <span className="section-hint">{t("editor.reorderHint")}</span>}
          </div>
          {errors.questions && <Alert tone="danger">{errors.questions}</Alert>}

          <div className="question-list">
            {draft.questions.map((question, index) => (
              <QuestionCard
                key={question.id}
                question={question}
                index={index}
                count={draft.questions.length}
                errors={errors}
                disabled={!editable}
                active={question.id === activeQuestion?.id}
                onActivate={() => setActiveId(question.id)}
                onChange={(changes) => changeQuestion(index, changes)}
                onLabelChange={(label) => setQuestions(withLabel(draft.questions, index, label))}
                onMove={(to) => moveQuestion(index, to)}
                onDuplicate={() => duplicateQuestion(index)}
                onRemove={() => removeQuestion(index)}
                drag={dragHandlers(index, question)}
              />
            ))}
          </div>

          {editable && (
            <div className="add-question">
              <span className="add-question-label">
                <IconPlus size={14} /> {t("editor.addQuestion")}
              </span>
              <div className="add-question-types">
                {questionTypes.map((type) => (
                  <Button key={type} size="sm" onClick={() => addQuestion(type)}>
                    {questionTypeIcons[type]} {questionTypeLabel(type, t)}
                  </Button>
                ))}
              </div>
            </div>
          )}

          {editable && (dirty || !survey) && (
            <SaveBar
              label={t("editor.saveRegion")}
              text={survey ? t("editor.unsaved") : t("editor.notSaved")}
              onDiscard={survey ? discard : undefined}
              discardLabel={t("editor.discard")}
              saveLabel={survey ? t("editor.saveChanges") : t("editor.create")}
              busy={saving}
            />
          )}
        </form>

        <aside className="preview-editor-side survey-editor-side" aria-label={t("editor.previewRegion")}>
          <Card>
            <CardHeader
              title={
                <span className="preview-title">
                  <IconEye /> {t("editor.previewTitle")}
                </span>
              }
              description={activeQuestion ? t("editor.previewDescription", { number: activeIndex + 1 }) : undefined}
            />
            <CardBody>
              {activeQuestion ? (
                <QuestionPreview question={activeQuestion} position={activeIndex + 1} count={draft.questions.length} />
              ) : (
                <p className="preview-empty">{t("editor.previewEmpty")}</p>
              )}
            </CardBody>
          </Card>
        </aside>
      </div>

      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      {survey && (
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title={t("delete.title", { title: survey.title })}
          description={t("delete.description")}
          confirmLabel={t("delete.confirm")}
          destructive
          busy={deleteSurvey.isMutating}
          onConfirm={confirmDelete}
        />
      )}
      <LeaveConfirmDialog blocker={blocker} title={t("editor.leaveTitle")} description={t("editor.leaveDescription")} confirmLabel={t("editor.leaveConfirm")} />
    </div>
  );
}
