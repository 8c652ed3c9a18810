// Group commit: rows written at about the same time share one INSERT. A write starts once the event loop
// has handled the requests already received (setImmediate), so they join it; rows that arrive while a
// write is in progress go together in the next one. An idle server waits for nothing. Each
// caller's promise settles only when its row is committed (or the write failed), so nothing is
// acknowledged before it is stored. With many callers this turns hundreds of small transactions into
// a few large ones, which is what lets the embedded database keep up (see docs/decisions/006).

export function batchWriter<Row, Result>(
  write: (rows: Row[]) => Promise<Result[]>,
  maxBatch = 100,
): (row: Row) => Promise<Result> {
  type Pending = { row: Row; resolve: (result: Result) => void; reject: (error: unknown) => void };
  let queue: Pending[] = [];
  let writing = false;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        const results = await write(batch.map((pending) => pending.row));
        batch.forEach((pending, index) => pending.resolve(results[index]!));
      } catch (error) {
        batch.forEach((pending) => pending.reject(error));
      }
    }
    writing = false;
  }

  return (row) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      if (!writing) {
        writing = true;
        setImmediate(() => void drain());
      }
    });
}
