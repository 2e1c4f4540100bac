/**
 * The browser editor (/admin): Decap CMS over the practice's content files, in German, with a
 * form per file made from the build's schemas (collections.ts), the build's check before every
 * save (check-file.ts), files written back with their comments (file-text.ts) and previews in
 * the site's own components and CSS (previews.tsx). Decap's prebuilt bundle is served from our
 * own folder and runs on our React; nothing is loaded from another server.
 */
import type { CmsConfig, CmsWidgetControlProps } from "decap-cms-core";
import { de } from "decap-cms-locales";
import * as React from "react";
import { Component, createElement } from "react";
import * as ReactDOM from "react-dom";
import * as ReactDOMClient from "react-dom/client";
import { z } from "zod/mini";
import { editorBackend, LOCAL_BACKEND_URL } from "#content/editor-backend.ts";
import { fileProblems } from "./check-file.ts";
import { editorCollections, FILE_FORMAT } from "./collections.ts";
import { readFileText, writeFileText } from "./file-text.ts";
import type { FieldChecks } from "./form-fields.ts";
import { registerPreviews } from "./previews.tsx";

type Cms = {
  init(options: { config: CmsConfig }): void;
  registerLocale(name: string, phrases: unknown): void;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  getWidget(name: string): {
    control: React.ComponentType<CmsWidgetControlProps>;
    preview: unknown;
  };
  registerCustomFormat(name: string, extension: string, formatter: unknown): void;
  registerEventListener(listener: {
    name: string;
    handler: (event: { entry: Entry }) => unknown;
  }): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerPreviewTemplate(name: string, component: unknown): void;
};
/** The part of Decap's entry (an Immutable.js Map) the editor reads. */
export type Entry = {
  get(key: "path" | "raw"): string;
  get(key: "data"): { toJS(): Record<string, unknown> };
  getIn(path: string[]): unknown;
};

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    DecapCmsApp?: { default?: Cms } & Cms;
    React?: unknown;
    ReactDOM?: unknown;
  }
}

/** Decap's prebuilt bundle, copied beside this page by the build (scripts/build-editor.ts). */
const DECAP_BUNDLE = "/admin/decap/decap-cms-app.js";

function loadDecap(): Promise<Cms> {
  // The bundle takes React from the page, so the previews and Decap share one React.
  window.React = React;
  window.ReactDOM = { ...ReactDOM, ...ReactDOMClient };
  window.CMS_MANUAL_INIT = true;
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = DECAP_BUNDLE;
    script.onload = () => {
      const app = window.DecapCmsApp;
      if (app) resolve(app.default ?? app);
      else reject(new Error("Decap CMS did not load"));
    };
    script.onerror = () => reject(new Error("Decap CMS did not load"));
    document.head.append(script);
  });
}

/** The first of a value's problems by its field's schema: the build's own message. */
function valueProblem(schema: z.ZodMiniType, value: unknown): string | undefined {
  const result = z.safeParse(schema, value ?? "");
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** A text control of Decap's that also checks its value by the field's schema. */
function checkedControl(base: React.ComponentType<CmsWidgetControlProps>, checks: FieldChecks) {
  return class CheckedControl extends Component<CmsWidgetControlProps> {
    isValid = () => {
      const { field, value } = this.props;
      const schema = checks.get(String(field.get("check")));
      const empty = value === undefined || value === null || value === "";
      // An empty optional field is left out of the file; an empty required one Decap reports.
      if (!schema || empty) return true;
      const message = valueProblem(schema, value);
      return message ? { error: { type: "CUSTOM", message } } : true;
    };
    override render() {
      return createElement(base, this.props);
    }
  };
}

/**
 * The build's messages, as Decap shows a failed save: its text only. An Error would read
 * „Error: …“, and the file and line mean nothing in a form (the preview names the same).
 */
class RefusedSave extends Error {
  override name = "RefusedSave";
  override toString() {
    return this.message;
  }
}

/**
 * The text a save writes, by file: set while Decap saves an entry (its "preSave" event knows
 * the file; the format's toFile, called right after, does not).
 */
let pendingText: { data: string; text: string } | undefined;

async function start() {
  const CMS = await loadDecap();
  CMS.registerLocale("de", de);
  const checks: FieldChecks = new Map();
  const collections = editorCollections(checks);
  for (const [name, base] of [
    ["checked-string", "string"],
    ["checked-text", "text"],
  ] as const) {
    const widget = CMS.getWidget(base);
    CMS.registerWidget(name, checkedControl(widget.control, checks), widget.preview);
  }
  CMS.registerCustomFormat(FILE_FORMAT, "yaml", {
    fromFile: readFileText,
    toFile: (data: Record<string, unknown>) =>
      pendingText && pendingText.data === JSON.stringify(data)
        ? pendingText.text
        : writeFileText(undefined, data),
  });
  CMS.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const path = entry.get("path");
      const data = entry.get("data").toJS();
      const text = writeFileText(entry.get("raw") || undefined, data);
      const problems = fileProblems(path, text);
      if (problems.length > 0) {
        pendingText = undefined;
        // Decap shows this in its message „Beitrag speichern fehlgeschlagen: …“ and saves nothing.
        throw new RefusedSave(problems.map((problem) => problem.message).join(" · "));
      }
      pendingText = { data: JSON.stringify(data), text };
      return undefined;
    },
  });
  registerPreviews(CMS, collections);
  CMS.init({
    config: {
      load_config_file: false,
      locale: "de",
      backend: { ...editorBackend, commit_messages: COMMIT_MESSAGES },
      // On this computer (npm run redaktion), Decap writes through decap-server instead.
      local_backend: { url: LOCAL_BACKEND_URL },
      media_folder: "content/fotos",
      public_folder: "/fotos",
      site_url: window.location.origin,
      logo_url: "/media/logo.svg",
      show_preview_links: false,
      search: false,
      collections,
    } as unknown as CmsConfig,
  });
}

/** Commit messages in German: what the practice reads in the repository's history. */
const COMMIT_MESSAGES = {
  create: "{{collection}}: „{{slug}}“ angelegt",
  update: "{{collection}}: {{path}} geändert",
  delete: "{{collection}}: „{{slug}}“ gelöscht",
  uploadMedia: "Foto {{path}} hochgeladen",
  deleteMedia: "Foto {{path}} gelöscht",
};

start().catch((error: unknown) => {
  const message = document.getElementById("editor-error");
  if (message) message.hidden = false;
  console.error(error);
});
