import { useState } from "react";
import { Avatar } from "./avatar";
import { Badge, type BadgeTone } from "./badge";
import { Select } from "./input";

interface MemberIdentityProps {
  displayName: string | null | undefined;
  email: string;
  /** Marks the signed-in person's own row. */
  isYou: boolean;
}

/** A person in a people table: avatar, name (or the email's local part) and email. */
export function MemberIdentity({ displayName, email, isYou }: MemberIdentityProps) {
  return (
    <div className="cell-identity">
      <Avatar name={displayName} email={email} />
      <div className="cell-identity-text">
        <div className="cell-title">
          {displayName ?? email.split("@")[0]}
          {isYou && <span className="you-tag">You</span>}
        </div>
        <div className="cell-subtitle">{email}</div>
      </div>
    </div>
  );
}

/** Whether a person has signed in yet or only holds an invitation. */
export function MemberStatusBadge({ status }: { status: "active" | "invited" }) {
  return status === "active" ? (
    <Badge tone="success" dot>
      Active
    </Badge>
  ) : (
    <Badge tone="warning" dot>
      Invited
    </Badge>
  );
}

interface MemberRoleProps<R extends string> {
  role: R;
  labels: Record<R, { label: string; tone: BadgeTone }>;
  options: readonly { value: R; label: string }[];
  /** Accessible name of the role menu, e.g. "Role of ann@example.com". */
  label: string;
  /** Saves a new role; without it the role is only shown, as a badge. */
  onChange?: (role: R) => Promise<unknown>;
}

/** A person's role: a menu for those who may change it (busy while the change saves), else a badge. */
export function MemberRole<R extends string>({ role, labels, options, label, onChange }: MemberRoleProps<R>) {
  const [saving, setSaving] = useState(false);
  if (!onChange) return <Badge tone={labels[role].tone}>{labels[role].label}</Badge>;

  const change = async (next: R) => {
    setSaving(true);
    try {
      await onChange(next);
    } finally {
      setSaving(false);
    }
  };
  return <Select aria-label={label} className="select-compact" value={role} options={options} disabled={saving} onChange={(event) => void change(event.target.value as R)} />;
}
