/** The largest body the notify endpoints accept, and what the storage's free-space floor is measured in. */

/**
 * The biggest legitimate payload (psychotherapy form, every free-text field at its
 * 5000-character maximum, written in umlauts) stays below 128 KiB: twice that leaves room
 * without letting a body grow large.
 */
export const NOTIFY_BODY_LIMIT_BYTES = 256 * 1024;
