/**
 * The banners' texts (issue 22): a 425 asks to wait (no invitation to try again at once), every
 * failure offers the practice's phone and e-mail, and only the psychotherapy success message
 * carries the crisis note.
 */
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type CrisisNumber, crisisNote, crisisNumbers } from "#content/crisis.ts";
import { contactForm } from "#content/pages/kontakt.ts";
import { practice } from "#content/practice.ts";
import { ErrorBanner, SuccessMessage } from "./status-messages.tsx";

const KEPT = contactForm.errorBannerKept;
const TRY_AGAIN = contactForm.errorBannerRetry;

describe("ErrorBanner", () => {
  it.each([
    [0, true],
    [500, true],
    [503, true],
    [425, false],
  ])("status %i: the try-again sentence shown: %s", (status, tryAgain) => {
    render(<ErrorBanner message="Ein Satz aus §8." status={status} attempt={1} />);
    const banner = screen.getByRole("region", { name: contactForm.errorBannerHeading });
    expect(banner).toHaveFocus();
    expect(banner).toHaveAccessibleDescription("Ein Satz aus §8.");
    expect(banner).toHaveTextContent(KEPT);
    if (tryAgain) expect(banner).toHaveTextContent(`${KEPT} ${TRY_AGAIN}`);
    else expect(banner).not.toHaveTextContent(TRY_AGAIN);
  });

  it("offers the practice's phone and e-mail as links", () => {
    render(<ErrorBanner message="Fehler: Wartung" status={500} attempt={1} />);
    expect(screen.getByRole("link", { name: practice.phone.display })).toHaveAttribute(
      "href",
      practice.phone.href,
    );
    expect(screen.getByRole("link", { name: practice.email })).toHaveAttribute(
      "href",
      `mailto:${practice.email}`,
    );
    const { beforePhone, beforeEmail, end } = contactForm.errorBannerDirect;
    const sentence = `${beforePhone}${practice.phone.display}${beforeEmail}${practice.email}${end}`;
    expect(screen.getByText(beforeEmail.trim(), { exact: false })).toHaveTextContent(
      sentence.replaceAll("\u00a0", " "),
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
  const crisisHeading = { name: crisisNote.heading };
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    // jsdom has none.
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it("takes the focus and is scrolled into view at once", () => {
    render(<SuccessMessage formType="general" onNewRequest={vi.fn()} />);
    const message = screen.getByText(/^Ihre Anfrage wurde erfolgreich versendet\./);
    expect(message).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({
      behavior: "instant",
      block: "center",
    });
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
  });

  it("adds the crisis note, with its numbers as tel: links, after a psychotherapy request", () => {
    render(<SuccessMessage formType="psychotherapie" onNewRequest={vi.fn()} />);
    expect(screen.getByRole("heading", { level: 3, ...crisisHeading })).toBeInTheDocument();
    const [emergency] = Object.values(crisisNumbers) as [CrisisNumber];
    expect(screen.getByRole("link", { name: emergency.display })).toHaveAttribute(
      "href",
      emergency.href,
    );
  });

  it.each(["sportphysiotherapie", "general"] as const)(
    "has no crisis note after a %s request",
    (formType) => {
      render(<SuccessMessage formType={formType} onNewRequest={vi.fn()} />);
      expect(screen.queryByRole("heading", crisisHeading)).toBeNull();
    },
  );
});
