import { useState, type FormEvent } from "react";
import { COMMENT_MAX_CHARS } from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useTenantMemberPicker } from "@/data/members/list-tenant-members";
import { useT } from "./messages";

export interface CommentDraft {
  body: string;
  mentions: string[];
}

interface CommentComposerProps {
  label: string;
  /** The comment being edited: its words and the people it mentions. */
  initial?: { body: string; mentions: Array<{ uid: string; name: string | null }> };
  /** Sends the draft; true clears the composer. */
  onSend: (draft: CommentDraft) => Promise<boolean>;
  onCancel?: () => void;
  sending: boolean;
  autoFocus?: boolean;
}

/**
 * A comment's text and its @mentions: picking a person writes `@Name` into the text and remembers
 * their uid; only the people whose `@Name` is still in the text when it is sent are mentioned.
 */
export function CommentComposer({ label, initial, onSend, onCancel, sending, autoFocus }: CommentComposerProps) {
  const t = useT();
  const members = useTenantMemberPicker();
  const [body, setBody] = useState(initial?.body ?? "");
  const [picked, setPicked] = useState<Array<{ uid: string; name: string }>>(() =>
    (initial?.mentions ?? []).map((person) => ({ uid: person.uid, name: person.name ?? person.uid })),
  );
  const people = (members.data?.items ?? []).filter((m) => m.status === "active").map((m) => ({ uid: m.uid, name: m.displayName ?? m.email }));

  const mention = (uid: string) => {
    const person = people.find((p) => p.uid === uid);
    if (!person) return;
    setPicked((current) => (current.some((p) => p.uid === uid) ? current : [...current, person]));
    setBody((current) => `${current}${current && !current.endsWith(" ") ? " " : ""}@${person.name} `);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const mentions = picked.filter((p) => body.includes(`@${p.name}`)).map((p) => p.uid);
    if (await onSend({ body, mentions })) {
      setBody("");
      setPicked([]);
    }
  };

  return (
    <form className="comment-composer" onSubmit={submit}>
      <Field label={label}>
        {(control) => (
          <Textarea
            {...control}
            value={body}
            rows={2}
            maxLength={COMMENT_MAX_CHARS}
            placeholder={t("composer.placeholder")}
            autoFocus={autoFocus}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </Field>
      <div className="comment-composer-actions">
        <Select
          aria-label={t("composer.mention")}
          value=""
          className="comment-mention"
          onChange={(event) => mention(event.target.value)}
          options={[{ value: "", label: t("composer.mentionSomeone") }, ...people.map((p) => ({ value: p.uid, label: p.name }))]}
        />
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {t("composer.cancel")}
          </Button>
        )}
        <Button type="submit" variant="primary" size="sm" loading={sending} disabled={body.trim() === ""}>
          {t("composer.send")}
        </Button>
      </div>
    </form>
  );
}
