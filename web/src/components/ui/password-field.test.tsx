import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PasswordField } from "./password-field";

describe("PasswordField", () => {
  it("hides what was typed until asked, and hides it again", () => {
    render(
      <PasswordField label="Password" showLabel="Show password" value="s3cret-words" onChange={() => {}} autoComplete="current-password" error="Too short" />,
    );
    // The toggle is named by hidden text, so the input stays the only control labelled "Password".
    const input = screen.getByLabelText("Password") as HTMLInputElement;
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(input.type).toBe("password");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(toggle.getAttribute("aria-controls")).toBe(input.id);

    fireEvent.click(toggle);
    expect(input.type).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(toggle);
    expect(input.type).toBe("password");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
  });
});
