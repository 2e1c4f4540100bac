import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field, FieldGroup } from "./field.tsx";

describe("Field", () => {
  it("labels its control and has no error wiring while valid", () => {
    render(
      <Field id="name" label="Vorname">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("Vorname");
    expect(input).toHaveAttribute("id", "name");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(input).toHaveAccessibleDescription("");
  });

  it("ties the error to the control with aria-invalid and aria-describedby", () => {
    render(
      <Field id="name" label="Vorname" error="Bitte Ihren Vornamen eingeben.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("Vorname");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-describedby", "name-error");
    expect(input).toHaveAccessibleDescription("Bitte Ihren Vornamen eingeben.");
    expect(document.getElementById("name-error")).toHaveTextContent(
      "Bitte Ihren Vornamen eingeben.",
    );
  });

  it("describes the control by hint and error, hint first; shows the error once", () => {
    render(
      <Field id="mail" label="E-Mail" hint="Für die Antwort." error="Bitte prüfen.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("E-Mail");
    expect(input).toHaveAttribute("aria-describedby", "mail-hint mail-error");
    expect(input).toHaveAccessibleDescription("Für die Antwort. Bitte prüfen.");
    expect(screen.getAllByText("Bitte prüfen.")).toHaveLength(1);
  });

  it("appends a label suffix and, for checkboxes, puts the control before its label", () => {
    const { container } = render(
      <Field id="ok" label="Einverstanden" labelSuffix=" (optional)" layout="checkbox">
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    const checkbox = screen.getByRole("checkbox", { name: "Einverstanden (optional)" });
    const row = container.querySelector(".field__checkbox-row");
    expect(row?.firstElementChild).toBe(checkbox);
    expect(row?.lastElementChild?.tagName).toBe("LABEL");
  });
});

describe("FieldGroup", () => {
  it("names the group by its legend and wires every control of the group", () => {
    render(
      <FieldGroup
        id="choice"
        legend="Nehmen Sie Medikamente?"
        error="Bitte wählen Sie eine Option aus."
      >
        {(control) => (
          <>
            <input type="radio" id="choice" name="choice" aria-label="Ja" {...control} />
            <input type="radio" id="choice-nein" name="choice" aria-label="Nein" {...control} />
          </>
        )}
      </FieldGroup>,
    );
    const group = screen.getByRole("group", { name: "Nehmen Sie Medikamente?" });
    expect(group.tagName).toBe("FIELDSET");
    for (const radio of screen.getAllByRole("radio")) {
      expect(radio).toHaveAttribute("aria-invalid", "true");
      expect(radio).toHaveAccessibleDescription("Bitte wählen Sie eine Option aus.");
    }
  });

  it("without an error the controls are not marked", () => {
    render(
      <FieldGroup id="days" legend="Tage">
        {(control) => <input type="checkbox" aria-label="Montag" {...control} />}
      </FieldGroup>,
    );
    const checkbox = screen.getByRole("checkbox", { name: "Montag" });
    expect(checkbox).not.toHaveAttribute("aria-invalid");
    expect(checkbox).not.toHaveAttribute("aria-describedby");
  });
});
