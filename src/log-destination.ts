import type { Writable } from 'node:stream';

/**
 * Where the service's log lines go: process.stdout, written through the event loop, so that a log
 * collector that stops reading or goes away never stops the service, while it runs or as it stops.
 *
 * pino's own destination (sonic-boom 4) held a service for more than ten minutes after SIGTERM
 * (issue 21): at process.exit its exit hook flushes synchronously, and that flushSync retries
 * every failed write every 100 ms for ever, EPIPE from a reader that has gone included; with a
 * reader still there but not reading, its write blocks a libuv thread on the pipe (a child's stdio
 * is in blocking mode), which process.exit then waits for. process.stdout writes a pipe or a socket
 * without blocking (what does not fit waits in memory, bounded here), registers no exit hook, and
 * loses what is unwritten at exit: shutdown gives it a bounded wait (flush) first.
 */
export interface LogDestination {
  /** pino writes each line here. */
  write(line: string): void;
  /** Resolves once every line written so far is out, or after ms, whichever is first. */
  flush(ms: number): Promise<void>;
}

/** Bytes held for a reader that does not keep up; lines past it are dropped rather than kept in memory. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

export function logDestination(out: Writable = process.stdout): LogDestination {
  let gone = false;
  // The reader is gone (EPIPE) or the descriptor unusable: logging stops, the service does not.
  out.on('error', () => {
    gone = true;
  });
  return {
    write(line) {
      if (gone || out.writableLength > MAX_BUFFERED_BYTES) return;
      out.write(line);
    },
    flush(ms) {
      if (gone || out.writableLength === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          out.off('drain', done);
          out.off('error', done);
          resolve();
        };
        // Not unref'd: the exit that follows the flush must happen, even when nothing else holds the loop.
        const timer = setTimeout(done, ms);
        out.once('drain', done);
        out.once('error', done);
      });
    },
  };
}
