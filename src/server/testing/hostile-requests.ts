// Requests as a fuzzer or an attacker sends them, for the property-based test of every route: bodies of
// the wrong shape, strings with NUL, lone surrogates and other scripts, nesting and sizes no form makes,
// and addresses with broken percent-encodings. fast-check generates them and shrinks a failing one.
import fc from 'fast-check';

/** Strings no form sends, mixed with ordinary text and text in the scripts of Sri Lanka. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '\u0000',
      'Kamal\u0000Perera',
      '\ud800',
      'x\udfffy',
      '%00',
      '%E0%A4%A',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      'ශ්‍රී ලංකා',
      'இலங்கை',
      '🚗💥',
      '\u202eevil',
      ' ',
      '',
      '0',
      '-1',
      '1e309',
      'NaN',
      'null',
      '__proto__',
      '771234567',
      '900011234V',
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('\u0000', '\ud800', '\udc00'),
        fc.string({ maxLength: 8 }),
      )
      .map(([before, bad, after]) => before + bad + after),
  },
);

/** Text longer than any field takes, up to twice the body limit. */
const longString = fc.integer({ min: 1_000, max: 2 * 1024 * 1024 }).map((length) => 'a'.repeat(length));

const leaf = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308),
);

/** Any JSON value, a few levels deep, with keys such as `__proto__`. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constant('__proto__')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

// Written into a URL as they are: NUL, a cut sequence, a lone surrogate's bytes, an overlong NUL.
const RAW_URL_PARTS = ['%00', '%', '%E0%A4%A', '%zz', '%ED%A0%80', '%C0%80', 'a%00b'];

/** Percent-encodes `text`; a lone surrogate becomes its three bytes, which are not UTF-8. */
function urlEncoded(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

const urlPart = fc.oneof(
  { weight: 16, arbitrary: hostileString.map(urlEncoded) },
  { weight: 6, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
  { weight: 1, arbitrary: fc.constant('a'.repeat(5_000)) },
);

/** A query string over the route's own parameters and others. */
const hostileQuery = (names: readonly string[]) =>
  fc
    .array(
      fc.tuple(
        names.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names) }, urlPart) : urlPart,
        fc.oneof(urlPart, fc.constant('')),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

export interface HostileBody {
  contentType?: string;
  payload?: string;
}

const json = (text: string): HostileBody => ({ contentType: 'application/json', payload: text });

const nested = fc
  .tuple(fc.integer({ min: 20, max: 20_000 }), fc.boolean())
  .map(([depth, asArrays]) =>
    json(asArrays ? '['.repeat(depth) + ']'.repeat(depth) : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

const multipart = fc
  .tuple(hostileString, hostileString, fc.boolean())
  .map(([name, value, cut]): HostileBody => {
    const body = `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--b--\r\n`;
    return { contentType: 'multipart/form-data; boundary=b', payload: cut ? body.slice(0, -9) : body };
  });

/** A valid `example` with one of `fields` holding anything: what reaches the service and the database. */
const oneFieldSpoiled = (example: Record<string, unknown>, fields: readonly string[]) =>
  fc
    .tuple(
      fc.constantFrom(...new Set([...Object.keys(example), ...fields])),
      fc.oneof({ weight: 3, arbitrary: hostileString }, hostileValue),
    )
    .map(([field, value]) => json(JSON.stringify({ ...example, [field]: value })));

/**
 * A body for a route whose JSON body has `fields`: their names holding anything, or no such object; or,
 * where a valid `example` is known, the example with one field spoiled.
 */
const hostileBody = (
  fields: readonly string[],
  example?: Record<string, unknown>,
): fc.Arbitrary<HostileBody> =>
  fc.oneof(
    { weight: example ? 8 : 0, arbitrary: example ? oneFieldSpoiled(example, fields) : fc.constant({}) },
    {
      weight: 6,
      arbitrary: fc
        .dictionary(
          fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })) : fc.string(),
          hostileValue,
          { maxKeys: 8 },
        )
        .map((body) => json(JSON.stringify(body))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fields.length > 0 ? fc.constantFrom(...fields) : fc.string(), longString)
        .map(([field, text]) => json(JSON.stringify({ [field]: text }))),
    },
    { weight: 3, arbitrary: hostileValue.map((value) => json(JSON.stringify(value) ?? 'null')) },
    { weight: 1, arbitrary: fc.constantFrom(json('null'), json(''), json('{"a":'), json('[1,]'), {}) },
    { weight: 1, arbitrary: nested },
    { weight: 1, arbitrary: multipart },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
          hostileString,
        )
        .map(([contentType, payload]) => ({ contentType, payload })),
    },
  );

/** What a route of the OpenAPI document takes. */
export interface RouteShape {
  method: string;
  /** The path as the document writes it, with `{name}` for path values. */
  path: string;
  query: readonly string[];
  bodyFields: readonly string[] | undefined;
  /** A body the route takes, when one is known. */
  example?: Record<string, unknown>;
}

export interface HostileRequest {
  url: string;
  body: HostileBody;
  withAuthKey: boolean;
  withVerifiedMobile: boolean;
}

/** Requests to `route`: its path values, query and body all hostile, with and without credentials. */
export const hostileRequest = (route: RouteShape): fc.Arbitrary<HostileRequest> => {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return fc.record({
    url: fc
      .tuple(
        fc.array(urlPart, { minLength: names.length, maxLength: names.length }),
        hostileQuery(route.query),
      )
      .map(([values, query]) => {
        let index = 0;
        const path = route.path.replace(/\{\w+\}/g, () => values[index++] ?? '');
        return query ? `${path}?${query}` : path;
      }),
    body: route.method === 'get' ? fc.constant({}) : hostileBody(route.bodyFields ?? [], route.example),
    withAuthKey: fc.boolean(),
    withVerifiedMobile: fc.boolean(),
  });
};
