import { AI_CHAT_LIMITS, type KnowledgeEntry } from "@vitrine/contract";
import { useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { IconPlus, IconSearch, IconTrash } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import type { FieldErrors } from "@/lib/form";
import { matchesFilter, newKnowledgeEntry, type KnowledgeKind } from "../lib/settings-draft";
import { useT } from "../messages";
import { CharCount } from "./char-count";
import { IconBook } from "./icons";

interface KnowledgeEditorProps {
  entries: KnowledgeEntry[];
  errors: FieldErrors;
  disabled: boolean;
  /** The entry a citation chip pointed at last: briefly highlighted. */
  highlightedId: string | null;
  onChange: (entries: KnowledgeEntry[]) => void;
}

const L = AI_CHAT_LIMITS;

/** What the assistant knows: questions with their answers, and free text passages. */
export function KnowledgeEditor({ entries, errors, disabled, highlightedId, onChange }: KnowledgeEditorProps) {
  const t = useT();
  const [filter, setFilter] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const full = entries.length >= L.knowledgeEntries;

  const add = (kind: KnowledgeKind) => {
    const entry = newKnowledgeEntry(kind);
    onChange([...entries, entry]);
    setFilter("");
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLElement>(`[data-knowledge-id="${entry.id}"] textarea, [data-knowledge-id="${entry.id}"] input`)?.focus(),
    );
  };
  const change = (index: number, next: KnowledgeEntry) => onChange(entries.map((entry, i) => (i === index ? next : entry)));
  const shown = entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => matchesFilter(entry, filter));

  return (
    <Card>
      <CardHeader
        title={
          <>
            {t("knowledge.title")}{" "}
            <span className="section-count">
              {entries.length} / {L.knowledgeEntries}
            </span>
          </>
        }
        description={t("knowledge.description")}
      />
      <CardBody className="form-stack">
        {entries.length > 5 && (
          <div className="search-input knowledge-filter">
            <IconSearch className="search-input-icon" />
            <Input value={filter} onChange={(event) => setFilter(event.target.value)} placeholder={t("knowledge.filter")} aria-label={t("knowledge.filter")} />
          </div>
        )}
        {errors.knowledge && <p className="field-error">{errors.knowledge}</p>}
        {entries.length === 0 ? (
          <EmptyState
            icon={<IconBook size={20} />}
            title={t("knowledge.emptyTitle")}
            description={disabled ? t("knowledge.emptyReader") : t("knowledge.emptyWriter")}
          />
        ) : shown.length === 0 ? (
          <p className="field-hint">{t("knowledge.noMatch", { filter: filter.trim() })}</p>
        ) : (
          <ol className="knowledge-list" ref={list}>
            {shown.map(({ entry, index }) => (
              <li key={entry.id} data-knowledge-id={entry.id} className={cn("knowledge-entry", highlightedId === entry.id && "knowledge-entry-highlight")}>
                <div className="knowledge-entry-header">
                  <span className="knowledge-entry-number">{index + 1}</span>
                  <Badge tone={entry.kind === "qa" ? "accent" : "neutral"}>{entry.kind === "qa" ? t("knowledge.qa") : t("knowledge.text")}</Badge>
                  {!disabled && (
                    <IconButton
                      className="knowledge-entry-remove"
                      label={t("knowledge.remove", { number: index + 1 })}
                      onClick={() => onChange(entries.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={14} />
                    </IconButton>
                  )}
                </div>
                {entry.kind === "qa" ? (
                  <div className="form-stack">
                    <TextField
                      label={t("knowledge.question")}
                      error={errors[`knowledge.${index}.question`]}
                      hint={<CharCount value={entry.question} max={L.knowledgeQuestion} />}
                      value={entry.question}
                      onChange={(event) => change(index, { ...entry, question: event.target.value })}
                      placeholder={t("knowledge.questionPlaceholder")}
                      disabled={disabled}
                    />
                    <Field
                      label={t("knowledge.answer")}
                      error={errors[`knowledge.${index}.answer`]}
                      hint={<CharCount value={entry.answer} max={L.knowledgeText} />}
                    >
                      {(control) => (
                        <Textarea
                          {...control}
                          value={entry.answer}
                          onChange={(event) => change(index, { ...entry, answer: event.target.value })}
                          placeholder={t("knowledge.answerPlaceholder")}
                          rows={3}
                          disabled={disabled}
                        />
                      )}
                    </Field>
                  </div>
                ) : (
                  <Field label={t("knowledge.text")} error={errors[`knowledge.${index}.text`]} hint={<CharCount value={entry.text} max={L.knowledgeText} />}>
                    {(control) => (
                      <Textarea
                        {...control}
                        value={entry.text}
                        onChange={(event) => change(index, { ...entry, text: event.target.value })}
                        placeholder={t("knowledge.textPlaceholder")}
                        rows={5}
                        disabled={disabled}
                      />
                    )}
                  </Field>
                )}
              </li>
            ))}
          </ol>
        )}
        {!disabled && (
          <div className="knowledge-add">
            <Button size="sm" onClick={() => add("qa")} disabled={full}>
              <IconPlus size={14} /> {t("knowledge.qa")}
            </Button>
            <Button size="sm" onClick={() => add("text")} disabled={full}>
              <IconPlus size={14} /> {t("knowledge.addText")}
            </Button>
            {full && <span className="field-hint">{t("knowledge.full", { max: L.knowledgeEntries })}</span>}
          </div>
        )}
      </CardBody>
    </Card>
  );
}
