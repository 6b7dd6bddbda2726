import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import {
  findNewestSequence,
  listMessagesAfter,
  type MessageRow,
} from './support-chat.repository.js';

/** A message as the live stream sends it, with the customer whose conversation holds it. */
export interface LiveMessage {
  customerId: string;
  message: MessageRow;
}

type Listener = (message: MessageRow) => void;

/** How many messages each poll reads at most. */
const POLL_BATCH = 500;

/**
 * How far behind the newest sequence seen a poll looks again: a message whose
 * transaction committed after a later one's (sequences are taken before
 * commit) is still found. Messages already delivered are skipped.
 */
const POLL_LOOKBACK = 100;

/** How many delivered sequences are remembered to skip them on the next polls. */
const DELIVERED_MEMORY = 2_000;

/**
 * Live delivery of support messages to the founders' open streams. A message
 * written by this instance is published at once, after its transaction
 * committed; while anyone listens, the database is also polled for messages
 * written by other instances of the app (PGlite and PostgreSQL alike, no
 * LISTEN/NOTIFY connection to hold). Each message reaches each listener once.
 */
export class SupportChatHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly delivered = new Set<number>();
  private cursor: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly logger: FastifyBaseLogger,
    private readonly pollIntervalMs: number,
  ) {}

  /** Calls `listener` with every new message of the customer's conversations; returns the unsubscribe. */
  subscribe(customerId: string, listener: Listener): () => void {
    let set = this.listeners.get(customerId);
    if (!set) {
      set = new Set();
      this.listeners.set(customerId, set);
    }
    set.add(listener);
    this.startPolling();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(customerId);
      if (this.listeners.size === 0) this.stopPolling();
    };
  }

  /** Delivers a committed message to this instance's listeners. */
  publish(live: LiveMessage): void {
    if (this.delivered.has(live.message.sequence)) return;
    this.remember(live.message.sequence);
    for (const listener of this.listeners.get(live.customerId) ?? []) {
      try {
        listener(live.message);
      } catch (error) {
        this.logger.warn({ err: error }, 'A support chat listener failed');
      }
    }
  }

  /** Reads the messages written since the last poll (by any instance) and delivers the new ones. */
  async poll(): Promise<void> {
    this.polling ??= this.readNewMessages().finally(() => {
      this.polling = undefined;
    });
    return this.polling;
  }

  /** Stops polling and forgets every listener (the app is closing). */
  close(): void {
    this.listeners.clear();
    this.stopPolling();
  }

  private async readNewMessages() {
    try {
      if (this.cursor === undefined) {
        // Listening starts now: what was written before is not news, even inside the lookback.
        const newest = await findNewestSequence(this.db);
        const past = await listMessagesAfter(
          this.db,
          Math.max(0, newest - POLL_LOOKBACK),
          POLL_BATCH,
        );
        for (const row of past) this.remember(row.message.sequence);
        this.cursor = newest;
        return;
      }
      const rows = await listMessagesAfter(
        this.db,
        Math.max(0, this.cursor - POLL_LOOKBACK),
        POLL_BATCH,
      );
      for (const row of rows) {
        this.cursor = Math.max(this.cursor, row.message.sequence);
        this.publish({ customerId: row.customerId, message: row.message });
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'Polling support messages failed');
    }
  }

  private remember(sequence: number) {
    this.delivered.add(sequence);
    if (this.delivered.size > DELIVERED_MEMORY) {
      const oldest = this.delivered.values().next().value;
      if (oldest !== undefined) this.delivered.delete(oldest);
    }
  }

  private startPolling() {
    if (this.timer) return;
    void this.poll();
    this.timer = setInterval(() => void this.poll(), this.pollIntervalMs);
    this.timer.unref();
  }

  private stopPolling() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.cursor = undefined;
  }
}
