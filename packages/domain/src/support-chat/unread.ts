/** Who wrote a support message. */
export type SupportAuthorKind = 'founder' | 'operator';

/** The sequence and author of a message, all that the unread rules need. */
export interface SequencedMessage {
  sequence: number;
  author: SupportAuthorKind;
}

/**
 * How many messages the reader has not read: the other side's messages past
 * the reader's marker (the highest sequence they have read).
 */
export function countUnread(
  messages: readonly SequencedMessage[],
  reader: SupportAuthorKind,
  readSequence: number,
): number {
  return messages.filter((message) => message.author !== reader && message.sequence > readSequence)
    .length;
}

/**
 * The reader's marker after they read up to `upTo`: it never moves back, and
 * never past the newest message they could have seen.
 */
export function advanceReadMarker(current: number, upTo: number, newest: number): number {
  return Math.max(current, Math.min(upTo, newest));
}

/** Whether a team reply left unread is due for an e-mail to the founder. */
export function isUnreadReplyEmailDue(createdAt: Date, now: Date, delayMinutes: number): boolean {
  return now.getTime() - createdAt.getTime() >= delayMinutes * 60_000;
}
