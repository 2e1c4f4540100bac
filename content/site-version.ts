/**
 * The site's release, shown in the footer; raised with every release, like package.json's
 * "version". Apart from content/practice.ts, so that a release never touches the file the
 * practice edits on its server (docs/operations.md, "Updates").
 */
export const siteVersion = "1.0.1";
