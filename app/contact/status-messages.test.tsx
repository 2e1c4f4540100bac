/**
 * The banners' texts (issue 22): a 425 asks to wait (no invitation to try again at once), every
 * failure offers the practice's phone and e-mail, and only the psychotherapy success message
 * carries the crisis note.
 */
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBanner, SuccessMessage } from "./status-messages.tsx";

const KEPT = "Ihre Eingaben sind erhalten geblieben.";
const TRY_AGAIN = "Sie können es gleich noch einmal versuchen.";

describe("ErrorBanner", () => {
  it.each([
    [0, true],
    [500, true],
    [503, true],
    [425, false],
  ])("status %i: the try-again sentence shown: %s", (status, tryAgain) => {
    render(<ErrorBanner message="Ein Satz aus §8." status={status} attempt={1} />);
    const banner = screen.getByRole("region", { name: "Ihre Anfrage wurde nicht gesendet." });
    expect(banner).toHaveFocus();
    expect(banner).toHaveAccessibleDescription("Ein Satz aus §8.");
    expect(banner).toHaveTextContent(KEPT);
    if (tryAgain) expect(banner).toHaveTextContent(`${KEPT} ${TRY_AGAIN}`);
    else expect(banner).not.toHaveTextContent(TRY_AGAIN);
  });

  it("offers the practice's phone and e-mail as links", () => {
    render(<ErrorBanner message="Fehler: Wartung" status={500} attempt={1} />);
    expect(screen.getByRole("link", { name: "0911 12345678" })).toHaveAttribute(
      "href",
      "tel:+4991112345678",
    );
    expect(screen.getByRole("link", { name: "kontakt@praxis-oberasbach.de" })).toHaveAttribute(
      "href",
      "mailto:kontakt@praxis-oberasbach.de",
    );
    expect(screen.getByText(/anrufen oder/)).toHaveTextContent(
      "Sie können mich auch unter 0911 12345678 anrufen oder mir an kontakt@praxis-oberasbach.de schreiben.",
    );
  });

  it("takes the focus again on every new failure", () => {
    const { rerender } = render(<ErrorBanner message="A" status={500} attempt={1} />);
    const banner = screen.getByRole("region");
    banner.blur();
    rerender(<ErrorBanner message="A" status={500} attempt={2} />);
    expect(banner).toHaveFocus();
  });
});

describe("SuccessMessage", () => {
  const crisisHeading = { name: "Wenn Sie sofort Hilfe brauchen" };
  let reduceMotion = false;
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    // jsdom has neither.
    reduceMotion = false;
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.matchMedia = vi.fn(() => ({ matches: reduceMotion })) as unknown as typeof matchMedia;
  });

  it("takes the focus and is scrolled into view, without motion when the visitor asks for none", () => {
    const { unmount } = render(<SuccessMessage formType="general" onNewRequest={vi.fn()} />);
    const message = screen.getByText(/^Ihre Anfrage wurde erfolgreich versendet\./);
    expect(message).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: "smooth", block: "center" });
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
    unmount();

    reduceMotion = true;
    render(<SuccessMessage formType="general" onNewRequest={vi.fn()} />);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: "auto", block: "center" });
  });

  it("adds the crisis note, with its numbers as tel: links, after a psychotherapy request", () => {
    render(<SuccessMessage formType="psychotherapie" onNewRequest={vi.fn()} />);
    expect(screen.getByRole("heading", { level: 3, ...crisisHeading })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "112" })).toHaveAttribute("href", "tel:112");
  });

  it.each(["sportphysiotherapie", "general"] as const)(
    "has no crisis note after a %s request",
    (formType) => {
      render(<SuccessMessage formType={formType} onNewRequest={vi.fn()} />);
      expect(screen.queryByRole("heading", crisisHeading)).toBeNull();
    },
  );
});
