/**
 * Downloads the field kit's files a few at a time, reporting bytes and files
 * as each one is stored, and stopping every download at once when the
 * visitor cancels or one file fails. What to fetch and where to keep it is
 * the caller's `save`; this holds the order, the concurrency and the
 * bookkeeping a stopped run needs (lib/offline/choice.ts `stoppedSave`).
 */

/**
 * Files in flight at once: enough to hide each request's round trip on a
 * phone's connection, few enough that a slow link shares itself between
 * whole files rather than stalling many half-done ones.
 */
export const KIT_DOWNLOAD_CONCURRENCY = 3;

export interface DownloadItem {
  path: string;
  bytes: number;
}

export interface DownloadProgress {
  bytes: number;
  files: number;
}

export interface DownloadOptions {
  items: readonly DownloadItem[];
  /** Fetches one file and stores it; rejects when it cannot, and gives up when `signal` aborts. */
  save: (path: string, signal: AbortSignal) => Promise<void>;
  /** The visitor's Cancel. */
  signal: AbortSignal;
  onProgress: (progress: DownloadProgress) => void;
  concurrency?: number;
}

interface Ran {
  /** Every file a save was started for, finished or not. */
  touched: string[];
  /** The files stored, in the order they finished. */
  stored: string[];
}

export type DownloadResult =
  | ({ outcome: 'done' } & Ran)
  | ({ outcome: 'cancelled' } & Ran)
  | ({ outcome: 'failed'; file: string; error: unknown } & Ran);

export async function downloadAll({ items, save, signal, onProgress, concurrency = KIT_DOWNLOAD_CONCURRENCY }: DownloadOptions): Promise<DownloadResult> {
  const stop = new AbortController();
  const cancel = () => stop.abort(signal.reason);
  if (signal.aborted) cancel();
  else signal.addEventListener('abort', cancel, { once: true });

  const ran: Ran = { touched: [], stored: [] };
  const done: DownloadProgress = { bytes: 0, files: 0 };
  let failure: { file: string; error: unknown } | null = null;
  let next = 0;

  const worker = async () => {
    while (!stop.signal.aborted && next < items.length) {
      const item = items[next++]!;
      ran.touched.push(item.path);
      try {
        await save(item.path, stop.signal);
        ran.stored.push(item.path);
        done.bytes += item.bytes;
        done.files += 1;
        onProgress({ ...done });
      } catch (error) {
        // The first failure stops the rest; the failures it causes in the other downloads are not news.
        if (!stop.signal.aborted) {
          failure = { file: item.path, error };
          stop.abort(error);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  signal.removeEventListener('abort', cancel);

  if (failure) return { outcome: 'failed', ...(failure as { file: string; error: unknown }), ...ran };
  if (signal.aborted) return { outcome: 'cancelled', ...ran };
  return { outcome: 'done', ...ran };
}
