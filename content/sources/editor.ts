/** content/redaktion.yaml: where the browser editor finds the site's repository, and how it logs in. */
import { z } from "zod/mini";
import { group, text, webAddress } from "../files/fields.ts";
import { yamlFile } from "../files/sources.ts";

/** The Git hosts whose login needs no server of ours (OAuth with PKCE): Forgejo/Gitea, GitLab. */
export const GIT_HOSTS = ["codeberg", "gitlab"] as const;

export const editorFile = yamlFile(
  "redaktion.yaml",
  group({
    anbieter: z.enum(GIT_HOSTS, {
      error: "Möglich sind „codeberg“ (auch für Forgejo und Gitea) und „gitlab“.",
    }),
    adresse: webAddress(),
    repository: z
      .pipe(
        z.string(),
        z.transform((value) => value.trim()),
      )
      .check(
        z.regex(/^[\w.-]+(\/[\w.-]+)+$/, {
          message:
            "Das Repository steht als „Besitzer/Name“ da, wie in seiner Adresse, etwa „praxis-muster/website“.",
        }),
      ),
    zweig: text(),
    "app-id": z.optional(text()),
  }),
);
