import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface AppServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
  /** Ends the server at once (SIGKILL), as a crash or a pulled plug would, and keeps its data for a restart. */
  kill: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app server did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the built app the way `npm start` does (check and import the dealer
 * documents, then scripts/serve.ts) on a free port with a database of its own:
 * a fresh PGlite directory, or the DATABASE_URL server when that is set.
 */
export async function startAppServer(options: { env?: Record<string, string>; dataDir?: string } = {}): Promise<AppServer> {
  const port = await freePort();
  // A data directory given is the caller's, kept when the server stops (a restart opens it again).
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'dealer-app-'));
  // The tests sign in as the demo marketers (SEED_DEMO, also on PostgreSQL), read
  // shoppers' codes from the local SMS provider, keep lead emails in the local
  // mailbox and reserve cars with the local payment provider, which production
  // refuses unless allowed.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    ALLOW_LOCAL_SMS: '1',
    ALLOW_LOCAL_MAILBOX: '1',
    ALLOW_LOCAL_PAYMENTS: '1',
    ...options.env,
  };
  const prepared = spawnSync('npm', ['run', '--silent', 'prepare-data'], { env, stdio: 'inherit' });
  if (prepared.status !== 0) throw new Error('Preparing the data failed');
  const child = spawn('node', ['--import', 'tsx', 'scripts/serve.ts', '-p', String(port), '-H', '127.0.0.1'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, signal);
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  const stop = async () => {
    await end('SIGTERM');
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = () => end('SIGKILL');
  try {
    await waitForHttp(`${url}/`, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop, kill };
}
