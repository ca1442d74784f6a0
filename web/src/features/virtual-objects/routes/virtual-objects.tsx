import { Link, useParams } from "react-router-dom";
import { TranslatableContent } from "@/components/content-translations/translatable-content";
import { buttonClass } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconCompass, IconCube } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { Table, Th } from "@/components/ui/table";
import { useCan } from "@/data/me/use-can";
import { useProductsForPicker } from "@/data/products/list-products";
import { useVirtualObjects } from "@/data/virtual-objects/list-virtual-objects";
import { useUpdateVirtualObject } from "@/data/virtual-objects/update-virtual-object";
import { VirtualObjectRow } from "../components/virtual-object-row";
import { useT } from "../messages";
import "../components/virtual-objects.css";

/** The names visitors read for the models (the display names set here), in the manifest's keys. */
const MODEL_TEXTS = ["model."];

/** `…/experience/:experienceId/experience-virtual-objects`: the models the scenes use and how this experience shows each. */
export default function VirtualObjectsRoute() {
  const t = useT();
  const { brandId = "", experienceId = "" } = useParams();
  const can = useCan();
  const editable = can("brandContent.write", brandId);
  const { data, error, mutate } = useVirtualObjects(brandId, experienceId);
  const products = useProductsForPicker({ brandId, experienceId });
  const updateObject = useUpdateVirtualObject();
  // null: it could not be read (yet).
  const productList = products.data ? products.data.items : null;

  return (
    <div className="stack">
      <TranslatableContent brandId={brandId} experienceId={experienceId} prefixes={MODEL_TEXTS} readOnly={!editable}>
        <Card className="vo-card">
          <CardHeader title={t("route.title")} description={editable ? t("route.description") : t("route.descriptionReadOnly")} />
          {error && !data ? (
            <ErrorState title={t("route.loadError")} error={error} onRetry={() => mutate()} />
          ) : !data ? (
            <SkeletonRows rows={4} />
          ) : data.items.length === 0 ? (
            <EmptyState
              icon={<IconCube size={20} />}
              title={t("route.empty.title")}
              description={t("route.empty.description")}
              action={
                <Link to="../world-builder" className={buttonClass("secondary")}>
                  <IconCompass /> {t("route.openWorldBuilder")}
                </Link>
              }
            />
          ) : (
            <Table className="vo-table">
              <thead>
                <tr>
                  <Th>{t("route.column.model")}</Th>
                  <Th className="hide-sm">{t("route.column.usedIn")}</Th>
                  <Th>{t("route.column.displayName")}</Th>
                  <Th>{t("route.column.scale")}</Th>
                  <Th>{t("route.column.tappable")}</Th>
                  {productList !== undefined && <Th>{t("route.column.product")}</Th>}
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
      </TranslatableContent>
    </div>
  );
}
