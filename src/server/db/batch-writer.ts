// Group commit: rows written at about the same time share one INSERT. A write starts once the event loop
// has handled the requests already received (setImmediate), so they join it; rows that arrive while
// writes are in progress go together in the next one. Up to three writes may be in flight, so the database
// always has the next batch waiting while it works on one. An idle server waits for nothing. Each
// caller's promise settles only when its row is committed (or the write failed), so nothing is
// acknowledged before it is stored (see docs/decisions/006). A batch is one statement, so one row the
// database refuses would fail all of them: a failed batch is split in halves and each written again,
// down to the row at fault, so only its caller gets the error (docs/decisions/024).

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

  /** Writes `batch`, and on failure its halves, until each row is written or failed alone. */
  async function settle(batch: Pending<Row, Result>[]): Promise<void> {
    try {
      const results = await write(batch.map((pending) => pending.row));
      batch.forEach((pending, index) => pending.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      const half = Math.ceil(batch.length / 2);
      await Promise.all([settle(batch.slice(0, half)), settle(batch.slice(half))]);
    }
  }

  function flush() {
    scheduled = false;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(maxBatch);
    inFlight++;
    void settle(batch).finally(() => {
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
