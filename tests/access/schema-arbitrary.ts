import fc from 'fast-check';

/** The JSON Schema subset /api/openapi.json uses. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * What a careless or hostile client sends instead of a proper value: wrong types, empty and huge
 * strings, unicode, NUL and lone surrogates, negative and huge numbers, SQL and HTML.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🎉 مرحبا 你好',
    '\u202Eevil',
    "' OR '1'='1' --",
    "'; DROP TABLE kid_profiles; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    'x'.repeat(10_000),
    'é'.repeat(70_000),
    -1,
    0,
    -2_147_483_649,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.5,
    true,
    false,
    null,
    [],
    {},
    [null],
    { __proto__: { polluted: true } },
    { constructor: { prototype: { polluted: true } } },
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  uuid: fc.uuid(),
  date: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  'date-time': fc
    .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  uri: fc.webUrl(),
};

export type SchemaArbitraries = {
  /** A value the schema accepts, as far as generating it is easy (patterns, formats, ranges). */
  valid(schema: JsonSchema): fc.Arbitrary<unknown>;
  /** A mostly-valid value with hostile values, missing required fields and extra fields mixed in. */
  mutated(schema: JsonSchema): fc.Arbitrary<unknown>;
};

/** Arbitraries for the schemas of one OpenAPI document (its `$ref`s resolve against `components`). */
export function schemaArbitraries(components: Record<string, unknown> = {}): SchemaArbitraries {
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve((components[name] ?? {}) as JsonSchema);
  };

  const stringOf = (s: JsonSchema): fc.Arbitrary<string> => {
    const formatted = s.format ? FORMATS[s.format] : undefined;
    if (formatted) return formatted;
    if (s.pattern) {
      try {
        return fc
          .stringMatching(new RegExp(s.pattern))
          .filter((v) => v.length <= (s.maxLength ?? 200));
      } catch {
        // A pattern fast-check cannot generate from: plain strings instead.
      }
    }
    return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
  };

  function build(input: JsonSchema, hostile: boolean, depth: number): fc.Arbitrary<unknown> {
    const s = resolve(input);
    const next = (child: JsonSchema) =>
      hostile
        ? fc.oneof(
            { weight: 4, arbitrary: build(child, true, depth + 1) },
            { weight: 1, arbitrary: hostileValue },
          )
        : build(child, false, depth + 1);
    if (depth > 6) return fc.constant(null);
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    const union = s.anyOf ?? s.oneOf;
    if (union?.length) return fc.oneof(...union.map((u) => build(u, hostile, depth + 1)));
    if (s.allOf?.length) return build(Object.assign({}, ...s.allOf.map(resolve)), hostile, depth);
    const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    if (types.length > 1) {
      return fc.oneof(...types.map((type) => build({ ...s, type }, hostile, depth)));
    }
    switch (types[0]) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 100_000 });
      case 'number':
        return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 100_000, noNaN: true });
      case 'string':
        return stringOf(s);
      case 'array':
        return fc.array(next(s.items ?? {}), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 4, 4),
        });
      case 'object':
      case undefined: {
        const properties = Object.entries(s.properties ?? {});
        if (properties.length === 0 && types[0] === undefined) return hostileValue;
        const required = new Set(s.required ?? []);
        const fields = properties.map(([name, child]) => {
          // Valid: required fields always, others sometimes. Hostile: any field may be missing.
          const present = hostile
            ? fc.nat(9).map((n) => n > 0)
            : required.has(name)
              ? fc.constant(true)
              : fc.boolean();
          return fc.tuple(fc.constant(name), present, next(child));
        });
        const extra = hostile
          ? fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), hostileValue), {
              freq: 4,
            })
          : fc.constant(null);
        return fc.tuple(fc.tuple(...fields), extra).map(([entries, extraField]) => {
          const value: Record<string, unknown> = {};
          for (const [name, present, v] of entries) if (present) value[name] = v;
          if (extraField) value[extraField[0]] = extraField[1];
          return value;
        });
      }
      default:
        return hostileValue;
    }
  }

  return {
    valid: (schema) => build(schema, false, 0),
    mutated: (schema) => build(schema, true, 0),
  };
}
