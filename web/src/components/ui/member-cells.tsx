import { useState, type ReactNode } from "react";
import { formatDate } from "@/lib/format";
import { Avatar } from "./avatar";
import { Badge, type BadgeTone } from "./badge";
import { IconTrash } from "./icons";
import { Select } from "./input";
import { RowActionButton } from "./row-action-button";
import { type Column, ColumnTable, Td, Tr } from "./table";
import { useT } from "../messages";

interface MemberIdentityProps {
  displayName: string | null | undefined;
  email: string;
  /** Marks the signed-in person's own row. */
  isYou: boolean;
  /** Something about the person that needs attention (and its action), under the email: it shows on phones too. */
  notice?: ReactNode;
}

/** A person in a people table: avatar, name (or the email's local part) and email. */
export function MemberIdentity({ displayName, email, isYou, notice }: MemberIdentityProps) {
  const t = useT();
  return (
    <div className="cell-identity">
      <Avatar name={displayName} email={email} />
      <div className="cell-identity-text">
        <div className="cell-title">
          {displayName ?? email.split("@")[0]}
          {isYou && <span className="you-tag">{t("memberCells.you")}</span>}
        </div>
        <div className="cell-subtitle">{email}</div>
        {notice && <div className="member-notice">{notice}</div>}
      </div>
    </div>
  );
}

/** Whether a person has signed in yet or only holds an invitation. */
export function MemberStatusBadge({ status }: { status: "active" | "invited" }) {
  const t = useT();
  const active = status === "active";
  return (
    <Badge tone={active ? "success" : "warning"} dot>
      {active ? t("memberCells.active") : t("memberCells.invited")}
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
  return (
    <Select
      aria-label={label}
      className="select-compact"
      value={role}
      options={options}
      disabled={saving}
      onChange={(event) => void change(event.target.value as R)}
    />
  );
}

interface MemberRowProps<R extends string> {
  member: { displayName: string | null; email: string; status: "active" | "invited"; createdAt: string };
  isYou: boolean;
  role: MemberRoleProps<R>;
  /** Cells between the status and the date added, e.g. the workspace's people's brands. */
  children?: ReactNode;
  /** Removes the person (its button's accessible name and tooltip); without it the row has no actions cell. */
  remove?: { label: string; title: string; onClick: () => void };
  /** Under the person's email: see `MemberIdentity`. */
  notice?: ReactNode;
}

/** A row of a people table: who, their role, their status, then when they were added and the remove button. */
export function MemberRow<R extends string>({ member, isYou, role, children, remove, notice }: MemberRowProps<R>) {
  return (
    <Tr>
      <Td>
        <MemberIdentity displayName={member.displayName} email={member.email} isYou={isYou} notice={notice} />
      </Td>
      <Td>
        <MemberRole {...role} />
      </Td>
      <Td className="hide-sm">
        <MemberStatusBadge status={member.status} />
      </Td>
      {children}
      <Td className="hide-md cell-muted">{formatDate(member.createdAt)}</Td>
      {remove && (
        <Td className="cell-end">
          <RowActionButton label={remove.label} title={remove.title} onClick={remove.onClick}>
            <IconTrash />
          </RowActionButton>
        </Td>
      )}
    </Tr>
  );
}

interface TableMember<R extends string> {
  uid: string;
  displayName: string | null;
  email: string;
  role: R;
  status: "active" | "invited";
  createdAt: string;
}

interface MemberTableProps<M extends TableMember<R>, R extends string> {
  /** Its heads, in `MemberRow`'s order of cells. */
  columns: readonly Column[];
  items: readonly M[];
  /** The signed-in person's uid: that row says "You". */
  youUid: string | undefined;
  roles: Pick<MemberRoleProps<R>, "labels" | "options">;
  /** What a manager may do to a row, with the accessible names of its controls; without it the table only lists. */
  manage?: {
    roleLabel: (member: M) => string;
    changeRole: (member: M, role: R) => Promise<unknown>;
    removeLabel: (member: M) => string;
    removeTitle: string;
    remove: (member: M) => void;
  };
  /** A row's cells between the status and the date added. */
  cells?: (member: M) => ReactNode;
  /** What needs attention about a person, under their email (e.g. a membership to re-link). */
  notice?: (member: M) => ReactNode;
}

/** A people table: a `MemberRow` a person, with the role menus and remove buttons for those who manage them. */
export function MemberTable<M extends TableMember<R>, R extends string>({ columns, items, youUid, roles, manage, cells, notice }: MemberTableProps<M, R>) {
  return (
    <ColumnTable columns={columns} items={items} actions={Boolean(manage)}>
      {(member) => (
        <MemberRow
          key={member.uid}
          member={member}
          isYou={member.uid === youUid}
          role={{
            ...roles,
            role: member.role,
            label: manage ? manage.roleLabel(member) : "",
            onChange: manage && ((role: R) => manage.changeRole(member, role)),
          }}
          remove={manage && { label: manage.removeLabel(member), title: manage.removeTitle, onClick: () => manage.remove(member) }}
          notice={notice?.(member)}
        >
          {cells?.(member)}
        </MemberRow>
      )}
    </ColumnTable>
  );
}
