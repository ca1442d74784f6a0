import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { TextField } from "./text-field";

describe("TextField", () => {
  it("labels its input and links the hint", () => {
    render(<TextField label="Name" hint="As shown to visitors" defaultValue="Ann" inputClassName="mono" className="wide" />);
    const input = screen.getByLabelText("Name");
    expect(input.tagName).toBe("INPUT");
    expect((input as HTMLInputElement).value).toBe("Ann");
    expect(input.className).toBe("input mono");
    expect(input.closest(".field")?.className).toBe("field wide");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe("As shown to visitors");
  });

  it("marks the input invalid and links the error instead of the hint", () => {
    render(<TextField label="Email" type="email" error="Enter an email address" hint="We never share it" />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    expect(describedBy.split(" ").map((id) => document.getElementById(id)?.textContent)).toContain("Enter an email address");
    expect(screen.queryByText("We never share it")).toBeNull();
  });

  it("forwards its ref to the input", () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Title" />);
    expect(ref.current).toBe(screen.getByLabelText("Title"));
  });
});
