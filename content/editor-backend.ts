/**
 * The browser editor's connection to the site's repository, from content/redaktion.yaml: the
 * Decap CMS backend (Forgejo, as on Codeberg, or GitLab, both with a login by OAuth and PKCE, which needs
 * no server of ours) and the addresses the editor's page may talk to (its CSP).
 */
import { load } from "./files/sources.ts";
import { editorFile } from "./sources/editor.ts";

const settings = load(editorFile);
const origin = new URL(settings.adresse).origin;

/** Where Decap's local backend (decap-server, `npm run redaktion`) listens on the own computer. */
export const LOCAL_BACKEND_URL = "http://localhost:8081/api/v1";

export const editorBackend = {
  name: settings.anbieter === "gitlab" ? "gitlab" : "forgejo",
  repo: settings.repository,
  branch: settings.zweig,
  base_url: origin,
  api_root: settings.anbieter === "gitlab" ? `${origin}/api/v4` : `${origin}/api/v1`,
  ...(settings["app-id"]
    ? {
        app_id: settings["app-id"],
        ...(settings.anbieter === "gitlab" ? { auth_type: "pkce" } : {}),
      }
    : {}),
};

/** The origins the editor's page connects to: the Git host, and the local backend. */
export const editorOrigins = [origin, new URL(LOCAL_BACKEND_URL).origin];
