/**
 * Keeps what a visitor typed before the page hydrated.
 *
 * The contact page is prerendered: on a slow phone the form is visible (and can be filled in)
 * before React takes over. When react-hook-form registers an input, it writes the form's
 * default value into it, which would wipe such early input. `keepTypedValue` wraps a
 * registration's ref: the first time it sees an element it reads the value the element holds
 * (if it differs from the element's initial value, i.e. the visitor changed it), lets
 * react-hook-form register it, then hands the early value to `adopt` (which puts it into the
 * form). Elements React creates itself start with their initial value, so nothing is adopted.
 * An adopted value makes its field dirty, which is how the tab's draft (use-contact-draft.ts),
 * restored right after hydration, knows to leave it: what the visitor typed last wins.
 */
import type { UseFormRegisterReturn } from "react-hook-form";

const seen = new WeakSet<Element>();

/** The value the visitor gave the element before hydration, or undefined if unchanged. */
export function typedValue(element: Element): string | number | boolean | undefined {
  if (element instanceof HTMLInputElement) {
    switch (element.type) {
      case "checkbox":
        return element.checked !== element.defaultChecked ? element.checked : undefined;
      case "radio":
        return element.checked && !element.defaultChecked ? element.value : undefined;
      case "range":
        return element.value !== element.defaultValue ? Number(element.value) : undefined;
      default:
        return element.value !== element.defaultValue ? element.value : undefined;
    }
  }
  if (element instanceof HTMLTextAreaElement) {
    return element.value !== element.defaultValue ? element.value : undefined;
  }
  if (element instanceof HTMLSelectElement) {
    const initial = Array.from(element.options).find((option) => option.defaultSelected);
    const initialValue = initial?.value ?? element.options[0]?.value ?? "";
    return element.value !== initialValue ? element.value : undefined;
  }
  return undefined;
}

export function keepTypedValue<T extends UseFormRegisterReturn<string>>(
  registration: T,
  adopt: (value: string | number | boolean) => void,
): T {
  return {
    ...registration,
    ref: (element: Element | null) => {
      let early: ReturnType<typeof typedValue>;
      if (element && !seen.has(element)) {
        seen.add(element);
        early = typedValue(element);
      }
      registration.ref(element);
      if (early !== undefined) adopt(early);
    },
  };
}
