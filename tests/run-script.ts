import { spawn } from 'node:child_process';

export type ScriptRun = { code: number | null; stdout: string; stderr: string };

/**
 * One of the project's commands as a person runs it (`node --import tsx scripts/<name>.ts …`), in
 * a child process with exactly the environment given; answers its exit code and output.
 */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<ScriptRun>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}
