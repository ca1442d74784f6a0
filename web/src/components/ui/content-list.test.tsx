import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useContentListQuery } from "@/hooks/use-content-list-query";
import { ContentList } from "./content-list";

type Page = { items: { id: string; name: string }[]; nextCursor: string | null };

const sortOptions = [
  { value: "name", label: "Title (A–Z)" },
  { value: "-updatedAt", label: "Recently updated" },
] as const;

/** A list screen in miniature: the real query hook, and whatever page the "server" answers. */
function Harness({ page, showToolbar = true }: { page: Page | undefined; showToolbar?: boolean }) {
  const query = useContentListQuery("-updatedAt");
  return (
    <ContentList
      query={query}
      response={{ data: page, error: undefined, isLoading: !page, isValidating: false, mutate: () => undefined }}
      showToolbar={showToolbar}
      searchLabel="Search videos by title"
      sortLabel="Sort videos"
      sortOptions={sortOptions}
      searchOrder="title"
      errorTitle="Could not load videos"
      noMatches={{ title: `No videos match “${query.q}”`, description: "Video search matches the start of the title." }}
      empty={<p>No videos yet</p>}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </ContentList>
  );
}

const search = () => screen.getByRole("searchbox", { name: "Search videos by title" }) as HTMLInputElement;
const sortMenu = () => screen.getByRole("combobox", { name: "Sort videos" }) as HTMLSelectElement;

function type(text: string) {
  fireEvent.change(search(), { target: { value: text } });
  // The search is debounced before it reaches the query.
  act(() => void vi.advanceTimersByTime(300));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("ContentList", () => {
  it("shows the page's items and a pager when there is a next page", () => {
    render(<Harness page={{ items: [{ id: "a", name: "Spring promo" }], nextCursor: "next" }} />);
    expect(screen.getByText("Spring promo")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy();
  });

  it("locks the sort menu while searching, and says why", () => {
    render(<Harness page={{ items: [{ id: "a", name: "Spring promo" }], nextCursor: null }} />);
    expect(sortMenu().disabled).toBe(false);
    type("spr");
    expect(sortMenu().disabled).toBe(true);
    expect(sortMenu().title).toBe("Search results are sorted by title");
    expect(sortMenu().value).toBe("name");
  });

  it("a search that finds nothing says so and clears back to the whole list", () => {
    render(<Harness page={{ items: [], nextCursor: null }} />);
    expect(screen.getByText("No videos yet")).toBeTruthy();
    type("zebra");
    expect(screen.getByText("No videos match “zebra”")).toBeTruthy();
    expect(screen.queryByText("No videos yet")).toBeNull();
    fireEvent.click(screen.getAllByRole("button", { name: "Clear search" }).at(-1)!);
    expect(search().value).toBe("");
  });

  it("can leave the toolbar out", () => {
    render(<Harness page={{ items: [], nextCursor: null }} showToolbar={false} />);
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(screen.getByText("No videos yet")).toBeTruthy();
  });
});
