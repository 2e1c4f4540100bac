import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { PsychotherapieFormInput } from "#contact/form-schemas.ts";
import { controlsFor, FormTypeContext } from "./form-controls.tsx";

function InForm({ children }: { children: ReactNode }) {
  return <FormTypeContext.Provider value="psychotherapie">{children}</FormTypeContext.Provider>;
}

describe("controlsFor", () => {
  it("labels a field of the form from contact/labels.ts", () => {
    const { TextAreaField } = controlsFor<PsychotherapieFormInput>();
    render(
      <InForm>
        <TextAreaField name="beschwerden" />
      </InForm>,
    );
    expect(screen.getByLabelText("Beschwerden")).toBeInstanceOf(HTMLTextAreaElement);
  });

  it("takes only field names of the form (type check)", () => {
    const { TextAreaField } = controlsFor<PsychotherapieFormInput>();
    // @ts-expect-error: a misspelt field name is a type error
    const misspelt = <TextAreaField name="beschwerdn" />;
    expect(misspelt.props).toEqual({ name: "beschwerdn" });
  });

  it("throws for a field without a label instead of showing its name", () => {
    const { TextField } = controlsFor<{ unlabelled: string }>();
    // React logs the error it rethrows; keep the test output clean.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(
        <InForm>
          <TextField name="unlabelled" />
        </InForm>,
      ),
    ).toThrow('The psychotherapie form has no label for "unlabelled".');
    consoleError.mockRestore();
  });
});
