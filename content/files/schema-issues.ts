/**
 * A failed schema check as German sentences for the practice, each naming its field and saying
 * what to write. The path tells the caller which line to name.
 */
import type { z } from "zod/mini";
import { distance } from "./distance.ts";
import { quoted } from "./problems.ts";

type Issue = z.core.$ZodIssue;
type Described = { message: string; path: readonly PropertyKey[] };

/** The schema that checks the value at `path`, to name the fields that are allowed there. */
function schemaAt(schema: z.ZodMiniType, path: readonly PropertyKey[]): z.ZodMiniType | undefined {
  let current: z.ZodMiniType | undefined = schema;
  const unwrap = () => {
    for (;;) {
      const def = current?._zod.def as Record<string, unknown> | undefined;
      if (!def) return;
      if (def.type === "optional" || def.type === "default" || def.type === "readonly") {
        current = def.innerType as z.ZodMiniType;
      } else if (def.type === "pipe") {
        current = def.in as z.ZodMiniType;
      } else return;
    }
  };
  unwrap();
  for (const key of path) {
    const def = current?._zod.def as Record<string, unknown> | undefined;
    if (def?.type === "object") current = (def.shape as Record<string, z.ZodMiniType>)[String(key)];
    else if (def?.type === "array") current = def.element as z.ZodMiniType;
    else if (def?.type === "record") current = def.valueType as z.ZodMiniType;
    else return undefined;
    unwrap();
  }
  return current;
}

function fieldsAt(schema: z.ZodMiniType, path: readonly PropertyKey[]): string[] {
  const def = schemaAt(schema, path)?._zod.def as Record<string, unknown> | undefined;
  return def?.type === "object" ? Object.keys(def.shape as object) : [];
}

const list = (names: readonly string[]) => names.map(quoted).join(", ");

function unknownField(key: string, allowed: readonly string[]): string {
  const near = allowed.filter((name) => distance(key.toLowerCase(), name) <= 2);
  const hint =
    near.length > 0
      ? ` Meinten Sie ${list(near)}?`
      : allowed.length > 0
        ? ` Möglich sind hier: ${list(allowed)}.`
        : "";
  return `Das Feld ${quoted(key)} gibt es hier nicht.${hint}`;
}

const KIND: Record<string, string> = {
  string: "ein Text",
  array: "eine Liste (jeder Eintrag in einer eigenen Zeile, beginnend mit „- “)",
  object: "eine Gruppe eingerückter Felder",
};

export function describeIssue(issue: Issue, schema: z.ZodMiniType): Described[] {
  const path = issue.path;
  const last = [...path].reverse().find((key) => typeof key === "string");
  const field = last === undefined ? "Eintrag" : quoted(String(last));
  const item =
    typeof path.at(-1) === "number"
      ? `Der ${Number(path.at(-1)) + 1}. Eintrag von ${field}`
      : field;
  switch (issue.code) {
    case "unrecognized_keys": {
      const allowed = fieldsAt(schema, path);
      return issue.keys.map((key) => ({
        message: unknownField(key, allowed),
        path: [...path, key],
      }));
    }
    case "invalid_type": {
      if (issue.input === undefined) return [{ message: `Das Feld ${field} fehlt.`, path }];
      const kind = KIND[issue.expected] ?? "etwas anderes";
      const fields = issue.expected === "object" ? fieldsAt(schema, path) : [];
      const which = fields.length > 0 ? `: ${list(fields)}` : "";
      return [{ message: `${item} muss ${kind} sein${which}.`, path }];
    }
    case "too_small":
      return [
        {
          message:
            issue.origin === "array"
              ? `${item} braucht mindestens ${issue.minimum} Einträge.`
              : `${item} ist leer. Bitte einen Text eintragen.`,
          path,
        },
      ];
    case "too_big":
      return [
        {
          message:
            issue.origin === "array"
              ? `${item} hat zu viele Einträge: höchstens ${issue.maximum}.`
              : `${item} ist zu lang: höchstens ${issue.maximum} Zeichen.`,
          path,
        },
      ];
    case "invalid_value":
      return [
        {
          message: `${item} muss einer dieser Werte sein: ${list(issue.values.map(String))}.`,
          path,
        },
      ];
    default:
      return [{ message: `${field}: ${issue.message}`, path }];
  }
}
