/**
 * A problem in a content file, said in German for the practice: the file, the line and what to
 * write. Every check of the content reports these, so the build can print all of them at once.
 */
export type Problem = {
  /** The file as the owner finds it, e.g. "content/praxis.yaml". */
  file: string;
  /** 1-based; absent when the problem is the whole file (it is missing, say). */
  line?: number;
  message: string;
};

export function formatProblem({ file, line, message }: Problem): string {
  return line ? `${file}, Zeile ${line}: ${message}` : `${file}: ${message}`;
}

/** Thrown by a loader whose file has problems: its message is the German lines, nothing else. */
export class ContentError extends Error {
  readonly problems: readonly Problem[];
  constructor(problems: readonly Problem[]) {
    super(problems.map(formatProblem).join("\n"));
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** The German way to quote a name inside a message: „frage“. */
export const quoted = (text: string) => `„${text}“`;
