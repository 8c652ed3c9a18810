import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';

// The server as operators run it: its own process, configured by its environment, logging JSON lines
// to standard output. A test starts it, reads the address it serves from the 'Kavacha is serving' line,
// and ends it with a signal, as a process manager would.

export interface ServerProcess {
  /** 'http://127.0.0.1:port' */
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far, standard output and error together. */
  output(): string;
  /** Sends `signal` and resolves to the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The server of the source tree, run by tsx as `npm start` does. */
export const SOURCE_SERVER = ['--import', 'tsx', 'src/server/main.ts'];

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

function spawnServer(env: Record<string, string>, args: string[]) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      listeners.forEach((listener) => listener());
    });
  }
  return { child, output: () => output, onOutput: (listener: () => void) => listeners.add(listener) };
}

/**
 * Runs `node <args>` with `env` added to this process's environment (PORT=0 and HOST=127.0.0.1 unless
 * given). Resolves once the server listens; rejects with its output if it exits first or takes longer
 * than `timeoutMs`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { args = SOURCE_SERVER, timeoutMs = 60_000 } = {},
): Promise<ServerProcess> {
  const { child, output, onOutput } = spawnServer(env, args);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const ended = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code}:\n${output()}`));
    };
    child.once('exit', ended);
    onOutput(() => {
      const serving = /"url":"(http:\/\/[^"]+)"[^\n]*Kavacha is serving/.exec(output());
      if (!serving) return;
      clearTimeout(timer);
      child.off('exit', ended);
      resolve(serving[1]!);
    });
  });
  return {
    url,
    child,
    output,
    async stop(signal = 'SIGTERM') {
      child.kill(signal);
      return exited(child);
    },
  };
}

/** Runs `node <args>` with `env` to its end: for a start that must refuse. */
export async function runServerToExit(env: Record<string, string>, { args = SOURCE_SERVER } = {}) {
  const { child, output } = spawnServer(env, args);
  const code = await exited(child);
  return { code, output: output() };
}
