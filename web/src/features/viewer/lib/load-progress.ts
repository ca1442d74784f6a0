/**
 * Real loading progress over a set of files: bytes received against what each file weighs (the
 * manifest's size, or the server's Content-Length when it says more), and whole files done.
 * A failed file counts as finished: the rest of the experience must not wait for it.
 */
export interface LoadProgress {
  /** 0..1 */
  fraction: number;
  done: number;
  total: number;
}

interface FileState {
  expected: number;
  loaded: number;
  finished: boolean;
}

/** Files with no known size still weigh something, so that finishing one moves the bar. */
const UNKNOWN_SIZE = 50_000;

export class ProgressTracker {
  private readonly files = new Map<string, FileState>();

  add(url: string, expectedBytes: number): void {
    if (this.files.has(url)) return;
    this.files.set(url, { expected: expectedBytes > 0 ? expectedBytes : UNKNOWN_SIZE, loaded: 0, finished: false });
  }

  update(url: string, loaded: number, total: number | null): void {
    const file = this.files.get(url);
    if (!file || file.finished) return;
    if (total && total > 0) file.expected = Math.max(file.expected, total);
    file.loaded = Math.min(Math.max(loaded, file.loaded), file.expected);
  }

  finish(url: string): void {
    const file = this.files.get(url);
    if (!file) return;
    file.finished = true;
    file.loaded = file.expected;
  }

  snapshot(): LoadProgress {
    let expected = 0;
    let loaded = 0;
    let done = 0;
    for (const file of this.files.values()) {
      expected += file.expected;
      loaded += file.finished ? file.expected : file.loaded;
      if (file.finished) done += 1;
    }
    const total = this.files.size;
    return { fraction: total === 0 ? 1 : expected > 0 ? loaded / expected : done / total, done, total };
  }
}
