/** One server-sent event as a test reads it. */
export interface StreamEvent {
  id: string;
  event: string;
  data: string;
}

/** A server-sent events stream read by a test: the events so far, and a wait for the next ones. */
export interface EventStreamReader {
  status: number;
  events: StreamEvent[];
  /** Resolves once `count` events arrived in all, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<StreamEvent[]>;
  close(): void;
}

/** Opens `url` as an event stream with the given headers and parses what arrives. */
export async function openEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: StreamEvent = { id: '', event: 'message', data: '' };
            let hasData = false;
            for (const line of block.split('\n')) {
              const [field, ...rest] = line.split(': ');
              const value = rest.join(': ');
              if (field === 'id') event.id = value;
              else if (field === 'event') event.event = value;
              else if (field === 'data') {
                event.data = value;
                hasData = true;
              }
            }
            if (hasData) events.push(event);
            waiters.splice(0).forEach((wake) => wake());
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Closed by the test.
      }
    })();
  }
  return {
    status: response.status,
    events,
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} events, got ${events.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return events;
    },
    close: () => controller.abort(),
  };
}
