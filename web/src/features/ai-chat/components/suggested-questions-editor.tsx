import { AI_CHAT_LIMITS } from "@vitrine/contract";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { IconPlus, IconX } from "@/components/ui/icons";
import { IconArrowDown, IconArrowUp } from "@/components/ui/icons-extra";
import { Input } from "@/components/ui/input";
import type { FieldErrors } from "@/lib/form";
import { moveItem } from "../lib/settings-draft";
import { useT } from "../messages";

interface SuggestedQuestionsEditorProps {
  questions: string[];
  errors: FieldErrors;
  disabled: boolean;
  onChange: (questions: string[]) => void;
}

/** Up to six questions the chat offers as buttons: when it opens, and when it cannot answer. */
export function SuggestedQuestionsEditor({ questions, errors, disabled, onChange }: SuggestedQuestionsEditorProps) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const max = AI_CHAT_LIMITS.suggestedQuestions;
  const focusRow = (index: number, selector = "input") =>
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>(`li:nth-child(${index + 1}) ${selector}`)[0]?.focus());

  const add = () => {
    onChange([...questions, ""]);
    focusRow(questions.length);
  };

  return (
    <Card>
      <CardHeader
        title={
          <>
            {t("suggested.title")}{" "}
            <span className="section-count">
              {questions.length} / {max}
            </span>
          </>
        }
        description={t("suggested.description")}
      />
      <CardBody className="form-stack">
        {questions.length > 0 && (
          <ol className="suggested-list" ref={list}>
            {questions.map((question, index) => {
              const error = errors[`suggestedQuestions.${index}`];
              return (
                <li key={index} className="suggested-row">
                  <span className="suggested-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <div className="suggested-input">
                    <Input
                      value={question}
                      onChange={(event) => onChange(questions.map((q, i) => (i === index ? event.target.value : q)))}
                      placeholder={t("suggested.placeholder")}
                      aria-label={t("suggested.label", { number: index + 1 })}
                      aria-invalid={error ? true : undefined}
                      maxLength={AI_CHAT_LIMITS.suggestedQuestion + 20}
                      disabled={disabled}
                    />
                    {error && <p className="field-error">{error}</p>}
                  </div>
                  {!disabled && (
                    <div className="row-actions">
                      <IconButton
                        label={t("suggested.moveUp", { number: index + 1 })}
                        disabled={index === 0}
                        onClick={() => {
                          onChange(moveItem(questions, index, index - 1));
                          focusRow(index - 1, "button[data-move=up]");
                        }}
                        data-move="up"
                      >
                        <IconArrowUp size={14} />
                      </IconButton>
                      <IconButton
                        label={t("suggested.moveDown", { number: index + 1 })}
                        disabled={index === questions.length - 1}
                        onClick={() => {
                          onChange(moveItem(questions, index, index + 1));
                          focusRow(index + 1, "button[data-move=down]");
                        }}
                        data-move="down"
                      >
                        <IconArrowDown size={14} />
                      </IconButton>
                      <IconButton label={t("suggested.remove", { number: index + 1 })} onClick={() => onChange(questions.filter((_, i) => i !== index))}>
                        <IconX size={14} />
                      </IconButton>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {errors.suggestedQuestions && <p className="field-error">{errors.suggestedQuestions}</p>}
        {!disabled && (
          <div>
            <Button size="sm" onClick={add} disabled={questions.length >= max}>
              <IconPlus size={14} /> {t("suggested.add")}
            </Button>
          </div>
        )}
        {disabled && questions.length === 0 && <p className="field-hint">{t("suggested.none")}</p>}
      </CardBody>
    </Card>
  );
}
