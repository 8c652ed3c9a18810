// Group commit: rows written at about the same time share one INSERT. A write starts once the event loop
// has handled the requests already received (setImmediate), so they join it; rows that arrive while
// writes are in progress go together in the next one. Up to three writes may be in flight, so the database
// always has the next batch waiting while it works on one. An idle server waits for nothing. Each
// caller's promise settles only when its row is committed (or the write failed), so nothing is
// acknowledged before it is stored (see docs/decisions/006).

type Pending<Row, Result> = { row: Row; resolve: (result: Result) => void; reject: (error: unknown) => void };

export function batchWriter<Row, Result>(
  write: (rows: Row[]) => Promise<Result[]>,
  { maxBatch = 40, maxInFlight = 3 } = {},
): (row: Row) => Promise<Result> {
  let queue: Pending<Row, Result>[] = [];
  let inFlight = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled || queue.length === 0 || inFlight >= maxInFlight) return;
    scheduled = true;
    setImmediate(flush);
  }

  function flush() {
    scheduled = false;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(maxBatch);
    inFlight++;
    write(batch.map((pending) => pending.row))
      .then(
        (results) => batch.forEach((pending, index) => pending.resolve(results[index]!)),
        (error: unknown) => batch.forEach((pending) => pending.reject(error)),
      )
      .finally(() => {
        inFlight--;
        schedule();
      });
    schedule();
  }

  return (row) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      schedule();
    });
}
