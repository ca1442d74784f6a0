import { useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { buttonClass } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { IconArrowLeft } from "@/components/ui/icons";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { Logo } from "@/components/logo";
import { useLibrary } from "../hooks/use-library";
import { usePreloadedModels } from "../hooks/use-preloaded-models";
import { useT } from "../messages";
import { matchesSearch } from "../lib/search";
import type { ModelMeasurements } from "./library-model";
import { ModelList } from "./model-list";
import { ModelStats } from "./model-stats";
import { ModelViewport, ViewportEmpty } from "./model-viewport";
import "./dev-models.css";

/** `/dev/models`: the developer model viewer (its route module checks sign-in first). */
export function DevModelsPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get("model") ?? undefined;
  const [search, setSearch] = useState("");
  const [measured, setMeasured] = useState<ModelMeasurements | null>(null);

  const { data, error, mutate } = useLibrary();
  const { objects, retry } = usePreloadedModels(data?.items, selectedId);
  const visible = useMemo(() => objects?.filter((object) => matchesSearch(object, search)), [objects, search]);
  const selected = objects?.find((object) => object._id === selectedId);

  // No model in the address: open the first, replacing the entry so Back still leaves the tool.
  const firstId = objects?.[0]?._id;
  useEffect(() => {
    if (!selectedId && firstId) setSearchParams({ model: firstId }, { replace: true });
  }, [selectedId, firstId, setSearchParams]);

  return (
    <div className="dev-models">
      <header className="dev-models-topbar">
        <div className="dev-models-brand">
          <Logo />
          <span className="dev-models-divider" aria-hidden="true" />
          <h1 className="dev-models-title">{t("page.title")}</h1>
          <Badge tone="accent">{t("page.developer")}</Badge>
        </div>
        <Link to="/manager/panel/brands" className={buttonClass("ghost", "sm")}>
          <IconArrowLeft /> {t("page.console")}
        </Link>
      </header>
      <div className="dev-models-body">
        <aside className="dev-models-sidebar">
          <ModelList
            objects={objects}
            visible={visible}
            error={error}
            onReload={() => void mutate()}
            selectedId={selectedId}
            search={search}
            onSearchChange={setSearch}
          />
        </aside>
        <main className="dev-models-main">
          {selected ? (
            <ModelViewport object={selected} onMeasured={setMeasured} onRetry={retry} />
          ) : objects && objects.length === 0 ? (
            <ViewportEmpty title={t("page.empty.title")} text={t("page.empty.text")} />
          ) : objects && selectedId ? (
            <ViewportEmpty title={t("page.notFound.title")} text={t("page.notFound.text")} />
          ) : error ? (
            <ViewportEmpty title={t("page.error.title")} text={t("page.error.text")} />
          ) : (
            <div className="model-viewport model-viewport-empty">
              <LoadingPlaceholder text={t("page.loading")} />
            </div>
          )}
        </main>
        {selected && (
          <aside className="dev-models-details" aria-label={t("page.details")}>
            <ModelStats object={selected} measured={measured} />
          </aside>
        )}
      </div>
    </div>
  );
}
