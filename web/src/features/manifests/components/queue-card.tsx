import type { ReactNode } from "react";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ListBody, type ListBodyProps } from "@/components/ui/content-list-body";

interface QueueCardProps<T extends { id: string }> {
  /** The card's anchor, so the manifest screen and notifications can link to it. */
  id: string;
  title: string;
  description: string;
  /** What adds to the queue (a request, a time) and its refusal, above the list; only for those who may. */
  form?: ReactNode;
  response: ListBodyProps<T>["response"];
  errorTitle: string;
  /** The line an empty queue shows. */
  emptyText: string;
  /** One queued item's row: its summary and, for those who may, its actions. */
  renderItem(item: T): ReactNode;
}

/**
 * A card of what waits to be published (publish requests, scheduled publishes): the form that adds
 * to the queue, then its items one a row.
 */
export function QueueCard<T extends { id: string }>({ id, title, description, form, response, errorTitle, emptyText, renderItem }: QueueCardProps<T>) {
  return (
    <Card id={id}>
      <CardHeader title={title} description={description} />
      <CardBody>
        {form}
        <ListBody response={response} errorTitle={errorTitle} skeletonRows={1} empty={<p className="cell-muted">{emptyText}</p>}>
          {(items) => (
            <ul className="scheduled-publish-list">
              {items.map((item) => (
                <li key={item.id}>{renderItem(item)}</li>
              ))}
            </ul>
          )}
        </ListBody>
      </CardBody>
    </Card>
  );
}
