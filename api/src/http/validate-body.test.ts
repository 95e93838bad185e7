import { createExampleRequestSchema, sendMailRequestSchema } from '@sportif/contract';
import { describe, expect, it } from 'vitest';
import { ApiProblem } from './api-problem.ts';
import { validateBody } from './validate-body.ts';

function linesOf(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiProblem && error.status === 403) return error.messages;
    throw error;
  }
  throw new Error('expected a 403 ApiProblem');
}

describe('validateBody', () => {
  it('returns the parsed body without unknown fields', () => {
    expect(
      validateBody(createExampleRequestSchema, { id: 'x', field1: '  abc ', field2: 'def', extra: true }),
    ).toEqual({ field1: 'abc', field2: 'def' });
  });

  it('answers one Turkish line per field, the first rule it breaks', () => {
    expect(linesOf(() => validateBody(createExampleRequestSchema, { field1: '', field2: 'ab' }))).toEqual([
      'Alan 1 zorunludur.',
      'Alan 2 en az 3 karakter olmalıdır.',
    ]);
  });

  it('names each missing field by its own rule, not the whole body', () => {
    expect(linesOf(() => validateBody(createExampleRequestSchema, {}))).toEqual([
      'Alan 1 zorunludur.',
      'Alan 2 zorunludur.',
    ]);
    expect(
      validateBody(sendMailRequestSchema, {
        Name: 'Ali',
        Email: 'a@b.co',
        Phone: '0312 555 11 22',
        Subject: 'S',
        Message: 'M',
      }),
    ).toEqual({
      Name: 'Ali',
      Email: 'a@b.co',
      Phone: '0312 555 11 22',
      Subject: 'S',
      Message: 'M',
      Website: '',
    });
  });

  it('reads own fields only', () => {
    const body = JSON.parse('{"__proto__": {"field1": "abc", "field2": "def"}}');
    expect(linesOf(() => validateBody(createExampleRequestSchema, body))).toEqual([
      'Alan 1 zorunludur.',
      'Alan 2 zorunludur.',
    ]);
    expect(
      linesOf(() =>
        validateBody(createExampleRequestSchema, Object.create({ field1: 'abc', field2: 'def' })),
      ),
    ).toEqual(['Alan 1 zorunludur.', 'Alan 2 zorunludur.']);
  });

  it('answers one line for a body of the wrong type', () => {
    for (const body of [undefined, null, 'text', 42, [1, 2]]) {
      expect(linesOf(() => validateBody(createExampleRequestSchema, body))).toEqual([
        'İstek gövdesi geçersiz.',
      ]);
    }
  });

  it('does not repeat a line two fields share', () => {
    const lines = linesOf(() =>
      validateBody(sendMailRequestSchema, { Name: 1, Email: 'x', Phone: '', Subject: ' ', Message: null }),
    );
    expect(lines).toEqual([
      'Ad Soyad zorunludur.',
      'Geçerli bir e-posta girin.',
      'Telefon zorunludur.',
      'Konu zorunludur.',
      'Mesaj içeriği zorunludur.',
    ]);
  });
});
