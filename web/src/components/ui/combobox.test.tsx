import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Combobox, type ComboboxOption } from "./combobox";
import { Dialog } from "./dialog";

const STORES: ComboboxOption[] = [
  { value: "s-1", label: "Lyon Bellecour" },
  { value: "s-2", label: "Lyon Part-Dieu" },
  { value: "s-3", label: "Paris Opéra" },
];

/** A picker whose chosen option is not among the results on screen until searched for. */
function Harness({ onSearch }: { onSearch: (text: string) => void }) {
  const [chosen, setChosen] = useState<ComboboxOption>({ value: "s-9", label: "Marseille Vieux-Port" });
  const [text, setText] = useState("");
  return (
    <>
      <Combobox
        label="Store"
        selectedLabel={chosen.label}
        onSearch={(typed) => {
          setText(typed);
          onSearch(typed);
        }}
        options={STORES.filter((s) => s.label.toLowerCase().startsWith(text.toLowerCase()))}
        emptyText="No store"
        onSelect={setChosen}
      />
      <output>{chosen.value}</output>
    </>
  );
}

describe("Combobox", () => {
  it("shows the chosen option though the results do not hold it, and chooses with the keyboard", () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const box = screen.getByRole("combobox", { name: "Store" }) as HTMLInputElement;
    expect(box.value).toBe("Marseille Vieux-Port");
    expect(box.getAttribute("aria-expanded")).toBe("false");

    fireEvent.change(box, { target: { value: "lyon" } });
    expect(onSearch).toHaveBeenLastCalledWith("lyon");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    const listbox = screen.getByRole("listbox");
    expect(box.getAttribute("aria-controls")).toBe(listbox.id);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Lyon Bellecour", "Lyon Part-Dieu"]);
    expect(box.getAttribute("aria-activedescendant")).toBe(screen.getByRole("option", { name: "Lyon Bellecour" }).id);

    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(screen.getByRole("option", { name: "Lyon Part-Dieu" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(box, { key: "ArrowDown" }); // wraps round to the first
    expect(box.getAttribute("aria-activedescendant")).toBe(screen.getByRole("option", { name: "Lyon Bellecour" }).id);
    fireEvent.keyDown(box, { key: "ArrowUp" });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(screen.getByText("s-2")).toBeTruthy();
    expect(box.value).toBe("Lyon Part-Dieu");
    expect(box.getAttribute("aria-expanded")).toBe("false");
  });

  it("puts the chosen name back on Escape, and says when nothing matches", () => {
    render(<Harness onSearch={() => {}} />);
    const box = screen.getByRole("combobox", { name: "Store" }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "zzz" } });
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByText("No store")).toBeTruthy();
    fireEvent.keyDown(box, { key: "Enter" });
    expect(screen.getByText("s-9")).toBeTruthy();
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box.value).toBe("Marseille Vieux-Port");
    expect(box.getAttribute("aria-expanded")).toBe("false");
  });

  it("chooses with the mouse", () => {
    render(<Harness onSearch={() => {}} />);
    const box = screen.getByRole("combobox", { name: "Store" });
    fireEvent.click(box);
    fireEvent.click(screen.getByRole("option", { name: "Paris Opéra" }));
    expect(screen.getByText("s-3")).toBeTruthy();
  });

  it("closes its list on Escape inside a dialog, and only the next Escape closes the dialog", () => {
    function InDialog() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Dialog open={open} onOpenChange={setOpen} title="New QR code">
            <Harness onSearch={() => {}} />
          </Dialog>
          <p>{open ? "dialog open" : "dialog closed"}</p>
        </>
      );
    }
    render(<InDialog />);
    const box = screen.getByRole("combobox", { name: "Store" });
    fireEvent.change(box, { target: { value: "lyon" } });
    expect(box.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByText("dialog open")).toBeTruthy();
    fireEvent.keyDown(box, { key: "Escape" });
    expect(screen.getByText("dialog closed")).toBeTruthy();
  });
});
