import { Link, useParams } from "react-router-dom";
import { buttonClass } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconCompass, IconCube } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { Table, Th } from "@/components/ui/table";
import { useCan } from "@/lib/me";
import { useProductsForPicker } from "@/data/products/list-products";
import { useVirtualObjects } from "@/data/virtual-objects/list-virtual-objects";
import { useUpdateVirtualObject } from "@/data/virtual-objects/update-virtual-object";
import { VirtualObjectRow } from "../components/virtual-object-row";
import "../components/virtual-objects.css";

/** `…/experience/:experienceId/experience-virtual-objects`: the models the scenes use and how this experience shows each. */
export default function VirtualObjectsRoute() {
  const { brandId = "", experienceId = "" } = useParams();
  const can = useCan();
  const editable = can("brandContent.write", brandId);
  const { data, error, mutate } = useVirtualObjects(brandId, experienceId);
  const products = useProductsForPicker({ brandId, experienceId });
  const updateObject = useUpdateVirtualObject();
  // null: it could not be read (yet).
  const productList = products.data ? products.data.items : null;

  return (
    <Card className="vo-card">
      <CardHeader
        title="Virtual objects"
        description={
          editable
            ? "The library models this experience’s scenes place. Changes here apply to every placement of a model, in this experience only."
            : "The library models this experience’s scenes place. Only brand editors can change how they show."
        }
      />
      {error && !data ? (
        <ErrorState title="Could not load the virtual objects" error={error} onRetry={() => mutate()} />
      ) : !data ? (
        <SkeletonRows rows={4} />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<IconCube size={20} />}
          title="No models placed yet"
          description="Models you place in the world builder show up here, so you can rename them for viewers, scale them or link them to a product."
          action={
            <Link to="../world-builder" className={buttonClass("secondary")}>
              <IconCompass /> Open the world builder
            </Link>
          }
        />
      ) : (
        <Table className="vo-table">
          <thead>
            <tr>
              <Th>Model</Th>
              <Th className="hide-sm">Used in</Th>
              <Th>Display name</Th>
              <Th>Scale</Th>
              <Th>Tappable</Th>
              {productList !== undefined && <Th>Product</Th>}
            </tr>
          </thead>
          <tbody>
            {data.items.map((object) => (
              <VirtualObjectRow
                key={object.libraryObjectId}
                object={object}
                editable={editable}
                products={productList}
                onChange={(changes) => void updateObject.trigger({ brandId, experienceId, libraryObjectId: object.libraryObjectId, changes })}
              />
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
