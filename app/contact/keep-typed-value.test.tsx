import { describe, expect, it, vi } from "vitest";
import { keepTypedValue, typedValue } from "./keep-typed-value.ts";

function element(html: string): Element {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content.firstElementChild as Element;
}

describe("typedValue", () => {
  it("reads what a visitor changed, per kind of control", () => {
    const text = element('<input type="text" value="">') as HTMLInputElement;
    expect(typedValue(text)).toBeUndefined();
    text.value = "Anna";
    expect(typedValue(text)).toBe("Anna");

    const area = element("<textarea></textarea>") as HTMLTextAreaElement;
    area.value = "Hallo";
    expect(typedValue(area)).toBe("Hallo");

    const box = element('<input type="checkbox">') as HTMLInputElement;
    expect(typedValue(box)).toBeUndefined();
    box.checked = true;
    expect(typedValue(box)).toBe(true);

    const radio = element('<input type="radio" value="JA">') as HTMLInputElement;
    radio.checked = true;
    expect(typedValue(radio)).toBe("JA");

    const range = element('<input type="range" min="1" max="10" value="5">') as HTMLInputElement;
    expect(typedValue(range)).toBeUndefined();
    range.value = "8";
    expect(typedValue(range)).toBe(8);

    const select = element(
      '<select><option value="">Bitte auswählen</option><option>Empfehlung</option></select>',
    ) as HTMLSelectElement;
    expect(typedValue(select)).toBeUndefined();
    select.value = "Empfehlung";
    expect(typedValue(select)).toBe("Empfehlung");
  });
});

describe("keepTypedValue", () => {
  it("registers the element first, then adopts the early value, once per element", () => {
    const order: string[] = [];
    const registration = {
      name: "firstName",
      onChange: vi.fn(),
      onBlur: vi.fn(),
      ref: vi.fn((_element: Element | null) => {
        order.push("ref");
      }),
    };
    const adopt = vi.fn(() => order.push("adopt"));
    const wrapped = keepTypedValue(registration, adopt);
    const input = element('<input type="text">') as HTMLInputElement;
    input.value = "Anna";
    wrapped.ref(input);
    wrapped.ref(input);
    expect(order).toEqual(["ref", "adopt", "ref"]);
    expect(adopt).toHaveBeenCalledWith("Anna");
    wrapped.ref(null);
    expect(registration.ref).toHaveBeenLastCalledWith(null);
  });
});
