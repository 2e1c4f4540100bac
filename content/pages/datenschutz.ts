/**
 * The privacy statement /datenschutz (requirements §2), true to what this site does:
 * no cookies, no analytics, no third-party requests; a contact request is encrypted with
 * OpenPGP to the practice's key (server MAIL_PGP_KEY_FILE), stored on the server of this
 * website in encrypted form only, mailed to the practice and deleted after 180 days
 * (server RETENTION_DAYS). docs/operations.md says how the server keeps these promises. Before
 * the send, the form keeps its entries in the tab's sessionStorage only (app/contact/
 * draft-storage.ts, decision 015): "kontaktformular-entwurf" says so. The text is
 * content/seiten/datenschutz.md.
 */
import type { LegalPage } from "../content-types.ts";
import { load } from "../files/sources.ts";
import { placeholders } from "../practice.ts";
import { datenschutzFile, legalPage } from "../sources/legal.ts";

/** Days after which stored contact requests are deleted. */
export const CONTACT_REQUEST_RETENTION_DAYS = 180;

export const datenschutz: LegalPage = legalPage(load(datenschutzFile, { placeholders }), {
  values: { speicherdauer: String(CONTACT_REQUEST_RETENTION_DAYS) },
});
