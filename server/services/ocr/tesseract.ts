/**
 * Debian's Tesseract 5 command line, run as a child process: the recognition never runs on the
 * server's event loop, and a page that crashes or hangs it costs that page only.
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type TesseractCheck =
  | { available: true; version: string; languages: string[]; missing: string[] }
  | { available: false; reason: string };

/**
 * Whether `tesseract` is on the PATH and which of the wanted languages it has. Without the
 * program, or without any of the languages, OCR is off, and the reason says what to install.
 */
export async function checkTesseract(wanted: string[], command = 'tesseract'): Promise<TesseractCheck> {
  let version: string;
  let installed: string[];
  try {
    const [versionOutput, languageOutput] = await Promise.all([
      run(command, ['--version'], { timeout: 10_000 }),
      run(command, ['--list-langs'], { timeout: 10_000 }),
    ]);
    version = /tesseract\s+v?([\d.]+)/i.exec(`${versionOutput.stdout}${versionOutput.stderr}`)?.[1] ?? '?';
    // "List of available languages in …:" and then one per line.
    installed = `${languageOutput.stdout}`
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
      .filter(Boolean);
  } catch (error) {
    const missing = (error as { code?: unknown }).code === 'ENOENT';
    return {
      available: false,
      reason: missing
        ? 'Tesseract is not installed (apt-get install tesseract-ocr tesseract-ocr-ita …)'
        : `Tesseract does not run: ${(error as Error).message}`,
    };
  }
  const languages = wanted.filter((language) => installed.includes(language));
  const missing = wanted.filter((language) => !installed.includes(language));
  if (languages.length === 0) {
    return {
      available: false,
      reason: `Tesseract has none of the languages ${wanted.join(', ')} (apt-get install tesseract-ocr-${wanted[0]} …)`,
    };
  }
  return { available: true, version, languages, missing };
}

export interface RecogniseOptions {
  languages: string[];
  /** The image's resolution, so Tesseract does not have to guess it from a PNG without one. */
  dpi: number;
  timeoutMs: number;
  signal?: AbortSignal;
  command?: string;
}

/** Tesseract failed on one image: unreadable, killed at the time limit, or stopped by `signal`. */
export class TesseractError extends Error {
  override name = 'TesseractError';
}

/**
 * Recognises an image (PNG bytes, given on stdin) and answers Tesseract's TSV. LSTM only
 * (`--oem 1`) and one thread (OMP_THREAD_LIMIT=1): on 2 cores OpenMP's threads made a page
 * take 10 s instead of 2.4 s, and each OCR worker is already one process of its own.
 */
export function recogniseImage(image: Uint8Array, options: RecogniseOptions): Promise<string> {
  const { languages, dpi, timeoutMs, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new TesseractError('stopped'));
    const child = spawn(
      options.command ?? 'tesseract',
      ['stdin', 'stdout', '--oem', '1', '--dpi', String(dpi), '-l', languages.join('+'), 'tsv'],
      { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const stdout: Buffer[] = [];
    let stderr = '';
    let failure: string | null = null;
    const stop = (reason: string) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(`gave no answer within ${Math.round(timeoutMs / 1000)} s`),
      timeoutMs,
    );
    const onAbort = () => stop('stopped');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString();
    });
    // Tesseract may exit before reading all of a picture it cannot read: that is its answer, not ours to throw.
    child.stdin.on('error', () => {});
    child.on('error', (error) => {
      failure ??= error.message;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure || code !== 0) {
        const detail = failure ?? (stderr.trim().split('\n').at(-1) || `exit code ${code}`);
        reject(new TesseractError(`Tesseract ${detail}`));
      } else resolve(Buffer.concat(stdout).toString('utf8'));
    });
    child.stdin.end(image);
  });
}
