import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const serializer = (schema: z.ZodType, checkAgainstZod: boolean) =>
  responseSerializerCompiler({ checkAgainstZod })(route(schema) as never) as (
    data: unknown,
  ) => string;

const Answer = z.object({
  success: z.literal(true),
  data: z.object({
    name: z.string(),
    price: z.number().int(),
    material: z.string().nullable(),
    tags: z.array(z.string()),
  }),
});

describe('response serializer (decision 033)', () => {
  it('writes only the schema’s properties, as zod does', () => {
    const data = {
      success: true,
      data: { name: 'Kurta', price: 999, material: null, tags: ['cotton'], secret: 'otp-hash' },
    };
    for (const check of [false, true]) {
      const written = serializer(Answer, check)(data);
      expect(JSON.parse(written)).toEqual({
        success: true,
        data: { name: 'Kurta', price: 999, material: null, tags: ['cotton'] },
      });
      expect(written).not.toContain('secret');
    }
  });

  it('under the tests, refuses an answer zod refuses', () => {
    const wrong = {
      success: true,
      data: { name: 'Kurta', price: '999', material: null, tags: [] },
    };
    expect(() => serializer(Answer, true)(wrong)).toThrow();
  });

  it('keeps zod’s serializer for a schema JSON Schema cannot say', () => {
    const Dated = z.object({ at: z.date() });
    const write = serializer(Dated, false);
    expect(JSON.parse(write({ at: new Date('2026-11-28T00:00:00Z') }))).toEqual({
      at: '2026-11-28T00:00:00.000Z',
    });
    expect(() => write({ at: 'not a date' })).toThrow();
  });
});
