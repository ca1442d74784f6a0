import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { ErrorState } from "./error-state";

describe("ErrorState", () => {
  it("says the data layer is trying again when the failure may pass (503, 429, offline)", () => {
    render(<ErrorState title="Could not load brands" error={new ApiError({ code: "unavailable", message: "A service is unavailable", status: 503 })} />);
    expect(screen.getByRole("alert").textContent).toContain("A service is unavailable (503)");
    expect(screen.getByText("Trying again automatically…")).toBeTruthy();
  });

  it("promises nothing for a failure that asking again will not cure", () => {
    render(<ErrorState error={new ApiError({ code: "not-found", message: "Brand not found", status: 404 })} />);
    expect(screen.getByRole("alert").textContent).toContain("Brand not found (404)");
    expect(screen.queryByText("Trying again automatically…")).toBeNull();
  });
});
