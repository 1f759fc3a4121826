import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { projectRoot } from '../../src/paths.js';

export interface ServerProcess {
  base: string;
  proc: ChildProcess;
  /** What the process printed, for failure messages. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function newestMtime(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), s.mtimeMs);
}

/** The path of the built service (`npm run build`'s dist/src), compiled first when missing or older than src/. */
export function builtServer(): string {
  const server = join(projectRoot, 'dist', 'src', 'server.js');
  if (!existsSync(server) || statSync(server).mtimeMs < newestMtime(join(projectRoot, 'src'))) {
    execFileSync(process.execPath, [join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return server;
}

/** Whether a process is still there: a zombie left to a parent that does not reap it counts as gone. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The service as its own process (src/server.ts), ready when /readyz answers 200. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300 && proc.exitCode === null; i++) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return { base, proc, output: () => output, exited, kill: (s = 'SIGTERM') => void proc.kill(s) };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

/** A minimal cookie-keeping HTTP client over fetch, for servers running in their own process. */
export class HttpClient {
  cookie?: string;
  constructor(
    public base: string,
    cookie?: string,
  ) {
    this.cookie = cookie;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const r = await fetch(this.base + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of r.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=');
      if (name?.startsWith('specgate_')) this.cookie = value ? `${name}=${value}` : undefined;
    }
    const text = await r.text();
    return { status: r.status, body: /json/.test(r.headers.get('content-type') ?? '') && text ? JSON.parse(text) : text };
  }
}
