// One parameterised statement on PGlite as a single message of PostgreSQL's extended protocol (Parse,
// Bind, Execute, Sync), built in a buffer kept from one statement to the next, with the rows read
// straight from the reply. PGlite's own `query` sends each of those steps in its own call and writes
// each through a buffer that grows from 256 bytes; for a batch of quotes (about 60 KB) that cost more
// than PostgreSQL's work and made so much short-lived memory that the thread collected its whole heap
// several times a second (docs/decisions/006). Plain JavaScript, like the worker that uses it.
import { Buffer } from 'node:buffer';

const PARSE = 0x50;
const BIND = 0x42;
const EXECUTE = 0x45;
const SYNC = 0x53;
const DATA_ROW = 0x44;
const ERROR_RESPONSE = 0x45;

let buffer = Buffer.allocUnsafe(64 * 1024);

/** Room for `bytes` in the buffer, which is reserved before a message is written into it. */
function reserve(bytes) {
  if (bytes > buffer.length) buffer = Buffer.allocUnsafe(Math.max(bytes, 2 * buffer.length));
}

/** The message for `sql` with `params` (strings, numbers or null), all sent as text. */
function message(sql, params) {
  // The four messages' fixed parts take 37 bytes, each parameter's length 4; a UTF-16 code unit takes at
  // most 3 bytes in UTF-8.
  let most = 37 + 3 * sql.length + 4 * params.length;
  for (const param of params) if (param !== null) most += 3 * String(param).length;
  reserve(most);
  let at = 0;
  const int16 = (value) => (at = buffer.writeInt16BE(value, at));
  const int32 = (value) => (at = buffer.writeInt32BE(value, at));
  const text = (value) => (at += buffer.write(value, at, 'utf8'));
  /** Starts a message of `type`; the returned function writes its length once it is complete. */
  const start = (type) => {
    buffer[at++] = type;
    const lengthAt = at;
    at += 4;
    return () => buffer.writeInt32BE(at - lengthAt, lengthAt);
  };

  let end = start(PARSE);
  text('\0'); // the unnamed statement
  text(sql);
  text('\0');
  int16(0); // no parameter types given: PostgreSQL infers them
  end();

  end = start(BIND);
  text('\0\0'); // the unnamed portal and statement
  int16(0); // every parameter as text
  int16(params.length);
  for (const param of params) {
    if (param === null) {
      int32(-1);
      continue;
    }
    const lengthAt = at;
    at += 4;
    text(String(param));
    buffer.writeInt32BE(at - lengthAt - 4, lengthAt);
  }
  int16(0); // every result column as text
  end();

  end = start(EXECUTE);
  text('\0');
  int32(0); // all rows
  end();

  start(SYNC)();
  return buffer.subarray(0, at);
}

/** The rows of a reply (each an array of text or null), or the error it reports. */
function rowsOf(reply) {
  const bytes = Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength);
  const rows = [];
  let error;
  for (let at = 0; at < bytes.length; at += 1 + bytes.readInt32BE(at + 1)) {
    let field = at + 5;
    if (bytes[at] === DATA_ROW) {
      const row = new Array(bytes.readInt16BE(field));
      field += 2;
      for (let column = 0; column < row.length; column++) {
        const length = bytes.readInt32BE(field);
        field += 4;
        row[column] = length < 0 ? null : bytes.toString('utf8', field, field + length);
        field += Math.max(length, 0);
      }
      rows.push(row);
    } else if (bytes[at] === ERROR_RESPONSE) {
      // Fields: a code byte, then text ending in a zero byte; a zero byte ends the list.
      error = {};
      while (bytes[field] !== 0) {
        const end = bytes.indexOf(0, field + 1);
        error[String.fromCharCode(bytes[field])] = bytes.toString('utf8', field + 1, end);
        field = end + 1;
      }
    }
  }
  if (error) {
    const { M: text, C: code, D: detail, n: constraint, t: table, c: column } = error;
    throw Object.assign(new Error(text), { code, detail, constraint, table, column });
  }
  return rows;
}

/**
 * Runs `sql` with `params` on `db`, outside any transaction: it waits, as PGlite's own `query` does,
 * for an open transaction to end, so it never becomes part of one. Rows are arrays of text.
 */
export async function runStatement(db, sql, params) {
  await db._checkReady();
  return db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(async () => rowsOf(await db.execProtocolRaw(message(sql, params)))),
  );
}
