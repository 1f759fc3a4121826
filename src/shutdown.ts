import { spawn } from 'node:child_process';
import type { Logger } from 'pino';
import type { LogDestination } from './log-destination.js';

/**
 * The last resort, in a process of its own: should this process be stuck where no timer of it can
 * fire — a synchronous loop, or process.exit itself, which stops worker threads and then waits for
 * every libuv thread (one blocked writing to a pipe nobody reads never returns) — it is killed
 * (SIGKILL: the exit status says it was forced). The watchdog leaves as soon as this process has
 * ended (its parent changes), so it never signals a process id used again.
 */
const WATCHDOG = `
const parent = process.ppid;
const deadline = Date.now() + Number(process.argv[1]);
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
  if (Date.now() < deadline) return;
  try { process.kill(parent, 'SIGKILL'); } catch {}
  process.exit(0);
}, 100);
`;

function startWatchdog(ms: number): void {
  try {
    // Its own process group: a signal sent to this service's group does not end it too.
    spawn(process.execPath, ['-e', WATCHDOG, String(ms)], { detached: true, stdio: 'ignore' }).unref();
  } catch {
    // Without it the timer below still forces the exit in every case but a stuck thread.
  }
}

/** After the timeout, the time left to write the last log lines before the watchdog acts. */
const FORCE_GRACE_MS = 2000;

export interface ShutdownDeps {
  timeoutMs: number;
  log: Logger;
  logs: LogDestination;
  /** Stops taking work, lets calls in flight finish, releases the database and Redis. */
  close(): Promise<void>;
}

/**
 * On SIGTERM or SIGINT: close, then exit 0. Whatever holds the event loop or the main thread, the
 * process ends within timeoutMs: with exit code 1 and a log line when it had to force, by the
 * watchdog's SIGKILL FORCE_GRACE_MS later if even that cannot run.
 */
export function exitOnSignals(deps: ShutdownDeps): void {
  let closing = false;
  const end = async (code: number) => {
    await deps.logs.flush(FORCE_GRACE_MS / 2);
    process.exit(code);
  };
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    startWatchdog(deps.timeoutMs + FORCE_GRACE_MS);
    const force = setTimeout(() => {
      deps.log.error({ signal, timeoutMs: deps.timeoutMs }, 'shutdown did not finish within SHUTDOWN_TIMEOUT_MS: forcing exit');
      void end(1);
    }, deps.timeoutMs); // not unref'd: should nothing else hold the loop, the exit must still be this one's
    deps.log.info({ signal, timeoutMs: deps.timeoutMs }, 'shutting down: finishing in-flight requests');
    deps.close().then(
      () => {
        clearTimeout(force);
        deps.log.info('shut down');
        return end(0);
      },
      (err: unknown) => {
        clearTimeout(force);
        deps.log.error({ err }, 'shutdown failed');
        return end(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
