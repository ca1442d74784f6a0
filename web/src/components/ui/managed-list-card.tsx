import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { buttonClass } from "./button";
import { Card, CardHeader } from "./card";
import { ContentListBody, type ContentListBodyProps } from "./content-list-body";
import { EmptyState } from "./empty-state";
import { IconLock } from "./icons";
import { ColumnTable, type Column } from "./table";
import { useT } from "../messages";

interface ManagedListCardProps<T> extends Pick<ContentListBodyProps<T>, "response" | "pages" | "errorTitle"> {
  title: string;
  description: string;
  /** The add button: in the header, or in the nothing-yet state while the list is empty. */
  action: ReactNode;
  /** Owners and admins manage the list; anyone else is told whom to ask and where the reference is. */
  canManage: boolean;
  notAllowed: { title: string; description: string; referencePath: string };
  empty: { icon?: ReactNode; title: string; description: string };
  columns: readonly Column[];
  /** One item's row. */
  children: (item: T) => ReactNode;
}

/** A workspace settings list that only owners and admins manage (API keys, webhook endpoints), in its card. */
export function ManagedListCard<T>({
  title,
  description,
  action,
  canManage,
  notAllowed,
  response,
  pages,
  errorTitle,
  empty,
  columns,
  children,
}: ManagedListCardProps<T>) {
  const t = useT();
  const { data } = response;
  return (
    <Card>
      <CardHeader title={title} description={description} actions={data && data.items.length === 0 ? undefined : action} />
      {!canManage ? (
        <EmptyState
          icon={<IconLock size={20} />}
          title={notAllowed.title}
          description={notAllowed.description}
          action={
            <Link className={buttonClass("secondary")} to={notAllowed.referencePath}>
              {t("managedList.apiReference")}
            </Link>
          }
        />
      ) : (
        <ContentListBody
          response={response}
          errorTitle={errorTitle}
          skeletonRows={3}
          empty={<EmptyState icon={empty.icon} title={empty.title} description={empty.description} action={action} />}
          pages={pages}
        >
          {(items) => (
            <ColumnTable columns={columns} items={items}>
              {children}
            </ColumnTable>
          )}
        </ContentListBody>
      )}
    </Card>
  );
}
