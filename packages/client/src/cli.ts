#!/usr/bin/env node
/**
 * specgate: a small command line over @specgate/client.
 *
 *   specgate ask --spec ID [--spec ID …] [--session S] "question"
 *   specgate authorize [--print-token]
 *
 * Configuration from the environment: SPECGATE_URL, SPECGATE_USERNAME, SPECGATE_PASSWORD, and
 * optionally SPECGATE_TIMEOUT_MS and SPECGATE_MAX_RETRIES. The password is never printed.
 *
 * Exit codes: 0 ok, 1 other failure, 2 usage, 3 authentication (401), 4 refused (400, 403),
 * 5 unavailable (429, 503, timeout, connection failure).
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { realpathSync } from 'node:fs';
import {
  AuthenticationError,
  BadRequestError,
  ForbiddenError,
  NetworkError,
  RateLimitedError,
  ServiceUnavailableError,
  SpecgateClient,
  SpecgateError,
  TimeoutError,
} from './index.js';

export const EXIT = { ok: 0, failure: 1, usage: 2, auth: 3, refused: 4, unavailable: 5 } as const;

export const USAGE = `Usage:
  specgate ask --spec ID [--spec ID ...] [--session S] "question"
  specgate authorize [--print-token]

Environment:
  SPECGATE_URL          base URL of the service, e.g. https://specgate.example.com
  SPECGATE_USERNAME     API user name
  SPECGATE_PASSWORD     API user password (never printed)
  SPECGATE_TIMEOUT_MS   per-request timeout (default 90000)
  SPECGATE_MAX_RETRIES  retries of 429/503 with backoff (default 5)

Exit codes: 0 ok, 1 other failure, 2 usage, 3 authentication, 4 refused (400/403),
5 unavailable (429/503/timeout/connection).`;

export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

class UsageError extends Error {}

function clientFrom(env: CliIo['env']): SpecgateClient {
  const missing = ['SPECGATE_URL', 'SPECGATE_USERNAME', 'SPECGATE_PASSWORD'].filter((k) => !env[k]);
  if (missing.length > 0) throw new UsageError(`missing environment variable${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  const num = (name: string): number | undefined => {
    const v = env[name];
    if (v === undefined || v === '') return undefined;
    if (!/^\d+$/.test(v)) throw new UsageError(`${name} must be a whole number`);
    return Number(v);
  };
  try {
    return new SpecgateClient({
      baseUrl: env.SPECGATE_URL!,
      username: env.SPECGATE_USERNAME!,
      password: env.SPECGATE_PASSWORD!,
      timeoutMs: num('SPECGATE_TIMEOUT_MS'),
      maxRetries: num('SPECGATE_MAX_RETRIES'),
    });
  } catch (err) {
    if (err instanceof TypeError) throw new UsageError(err.message);
    throw err;
  }
}

function exitCodeOf(err: unknown): number {
  if (err instanceof AuthenticationError) return EXIT.auth;
  if (err instanceof BadRequestError || err instanceof ForbiddenError) return EXIT.refused;
  if (err instanceof RateLimitedError || err instanceof ServiceUnavailableError || err instanceof TimeoutError || err instanceof NetworkError) {
    return EXIT.unavailable;
  }
  return EXIT.failure;
}

/** Runs one command; returns the exit code. Separate from process handling so it is easy to reason about. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  try {
    const [command, ...rest] = argv;
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      (command === undefined ? io.stderr : io.stdout)(`${USAGE}\n`);
      return command === undefined ? EXIT.usage : EXIT.ok;
    }
    if (command === 'ask') {
      let parsed;
      try {
        parsed = parseArgs({
          args: rest,
          options: { spec: { type: 'string', multiple: true }, session: { type: 'string' } },
          allowPositionals: true,
        });
      } catch (err) {
        throw new UsageError((err as Error).message);
      }
      const specIds = parsed.values.spec ?? [];
      const prompt = parsed.positionals.join(' ').trim();
      if (specIds.length === 0) throw new UsageError('at least one --spec ID is required');
      if (prompt === '') throw new UsageError('the question is required');
      const client = clientFrom(io.env);
      const out = await client.infer({ prompt, specIds, sessionId: parsed.values.session });
      io.stdout(`${out.result}\n`);
      io.stderr(`exposure: ${out.exposure}\nspec count: ${out.specCount}\ncorrelation id: ${out.correlationId}\n`);
      return EXIT.ok;
    }
    if (command === 'authorize') {
      let parsed;
      try {
        parsed = parseArgs({ args: rest, options: { 'print-token': { type: 'boolean' } }, allowPositionals: false });
      } catch (err) {
        throw new UsageError((err as Error).message);
      }
      const client = clientFrom(io.env);
      const auth = await client.authorize();
      io.stdout(
        `token expires at ${auth.expiresAt?.toISOString() ?? 'an unannounced time'}${auth.expiresIn === undefined ? '' : ` (in ${auth.expiresIn} s)`}\n`,
      );
      if (parsed.values['print-token']) io.stdout(`${auth.token}\n`);
      return EXIT.ok;
    }
    throw new UsageError(`unknown command: ${command}`);
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr(`specgate: ${err.message}\n\n${USAGE}\n`);
      return EXIT.usage;
    }
    if (err instanceof SpecgateError) {
      const id = err.correlationId ? ` (correlation id ${err.correlationId})` : '';
      io.stderr(`specgate: ${err.message}${id}\n`);
      return exitCodeOf(err);
    }
    io.stderr(`specgate: ${err instanceof Error ? err.message : String(err)}\n`);
    return EXIT.failure;
  }
}

function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isMain()) {
  const code = await run(process.argv.slice(2), {
    env: process.env,
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
  });
  process.exitCode = code;
}
