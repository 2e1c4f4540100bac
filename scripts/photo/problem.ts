/**
 * A problem the owner can fix (a wrong file, a wrong name, a photo too small …): its message is
 * German and complete, and the command prints it without a stack trace.
 */
export class PhotoProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PhotoProblem";
  }
}
