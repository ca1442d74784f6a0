import { useMemo, type DragEvent, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { IconButton } from "@/components/ui/icon-button";
import { IconCopy, IconTrash } from "@/components/ui/icons";
import { IconArrowDown, IconArrowUp, IconCircleDot, IconGrip, IconListChecks, IconStar, IconText } from "@/components/ui/icons-extra";
import { TextField } from "@/components/ui/text-field";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";
import type { FieldErrors } from "@/lib/form";
import { hasChoices, questionTypeLabel, questionTypes, type QuestionDraft, type QuestionType } from "../lib/question-draft";
import { useT } from "../messages";
import { ChoicesEditor } from "./choices-editor";
import "./question-card.css";

export const questionTypeIcons: Record<QuestionType, ReactNode> = {
  single: <IconCircleDot size={14} />,
  multiple: <IconListChecks size={14} />,
  rating: <IconStar size={14} />,
  text: <IconText size={14} />,
};

/** Where a dragged question would land relative to this card. */
export type DropSide = "before" | "after" | null;

interface QuestionCardProps {
  question: QuestionDraft;
  index: number;
  count: number;
  errors: FieldErrors;
  disabled: boolean;
  active: boolean;
  onActivate: () => void;
  onChange: (changes: Partial<QuestionDraft>) => void;
  onLabelChange: (label: string) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  /** Drag and drop by the grip (mouse); the move buttons do the same for keyboards and touch. */
  drag: {
    dragging: boolean;
    dropSide: DropSide;
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
}

export function QuestionCard({
  question,
  index,
  count,
  errors,
  disabled,
  active,
  onActivate,
  onChange,
  onLabelChange,
  onMove,
  onDuplicate,
  onRemove,
  drag,
}: QuestionCardProps) {
  const t = useT();
  const typeOptions = useMemo(() => questionTypes.map((type) => ({ value: type, label: questionTypeLabel(type, t), icon: questionTypeIcons[type] })), [t]);
  const path = `questions.${index}`;
  const number = index + 1;
  return (
    <section
      aria-label={t("card.label", { number })}
      data-question-id={question.id}
      className={cn(
        "question-card",
        active && "question-card-active",
        drag.dragging && "reorder-dragging",
        drag.dropSide === "before" && "reorder-drop-before",
        drag.dropSide === "after" && "reorder-drop-after",
      )}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      onFocusCapture={onActivate}
      onPointerDown={onActivate}
    >
      <header className="question-card-header">
        {!disabled && (
          // Only the grip drags (the card would turn selecting text in its inputs into a drag);
          // the browser's drag image is the whole card, set in onDragStart.
          <span className="question-grip" title={t("card.drag")} aria-hidden="true" draggable onDragStart={drag.onDragStart} onDragEnd={drag.onDragEnd}>
            <IconGrip size={18} />
          </span>
        )}
        <span className="question-number">{number}</span>
        <span className="question-type-tag">
          {questionTypeIcons[question.type]}
          {questionTypeLabel(question.type, t)}
        </span>
        {question.required && (
          <Badge tone="accent" size="sm">
            {t("card.required")}
          </Badge>
        )}
        {!disabled && (
          <div className="question-card-tools">
            <IconButton
              data-move="up"
              label={t("card.moveUp", { number })}
              title={t("card.moveUpTitle")}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <IconArrowUp />
            </IconButton>
            <IconButton
              data-move="down"
              label={t("card.moveDown", { number })}
              title={t("card.moveDownTitle")}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <IconArrowDown />
            </IconButton>
            <IconButton label={t("card.duplicate", { number })} title={t("card.duplicateTitle")} onClick={onDuplicate}>
              <IconCopy />
            </IconButton>
            <IconButton label={t("card.delete", { number })} title={t("card.deleteTitle")} onClick={onRemove}>
              <IconTrash />
            </IconButton>
          </div>
        )}
      </header>
      <div className="question-card-body">
        <SegmentedControl
          label={t("card.type", { number })}
          value={question.type}
          options={typeOptions}
          onChange={(type) => onChange({ type, choices: hasChoices(type) && question.choices.length === 0 ? ["", ""] : question.choices })}
          disabled={disabled}
          className="question-type-picker"
        />
        <TextField
          label={t("card.question")}
          error={errors[`${path}.label`]}
          value={question.label}
          onChange={(event) => onLabelChange(event.target.value)}
          placeholder={t("card.questionPlaceholder")}
          maxLength={300}
          disabled={disabled}
        />
        <div className="question-meta">
          <TextField
            label={t("card.field")}
            className="question-field-name"
            error={errors[`${path}.field`]}
            hint={question.fieldEdited ? t("card.fieldHintEdited") : t("card.fieldHint")}
            inputClassName="mono-input"
            value={question.field}
            onChange={(event) => onChange({ field: event.target.value.toLowerCase().replace(/[\s-]+/g, "_"), fieldEdited: true })}
            maxLength={40}
            spellCheck={false}
            autoCapitalize="off"
            disabled={disabled}
          />
          <Switch
            className="question-required"
            checked={question.required}
            onCheckedChange={(required) => onChange({ required })}
            label={t("card.required")}
            disabled={disabled}
            aria-label={t("card.requiredSwitch", { number })}
          />
        </div>
        {hasChoices(question.type) && (
          <ChoicesEditor
            path={path}
            type={question.type as "single" | "multiple"}
            choices={question.choices}
            onChange={(choices) => onChange({ choices })}
            errors={errors}
            disabled={disabled}
          />
        )}
        {question.type === "rating" && <p className="question-note">{t("card.ratingNote")}</p>}
        {question.type === "text" && <p className="question-note">{t("card.textNote")}</p>}
        {errors[`${path}.id`] && <p className="field-error">{errors[`${path}.id`]}</p>}
      </div>
    </section>
  );
}
