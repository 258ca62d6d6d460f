import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error.ts';
import { authorityErrorsOf, authorityIdSchema } from './authority-ids.ts';

describe('an authority id field', () => {
  it('takes blank as none and a valid id in its stored form', () => {
    expect(authorityIdSchema('isil').parse('  ')).toBeNull();
    expect(authorityIdSchema('isil').parse(' IT-FI0098 ')).toBe('IT-FI0098');
    expect(authorityIdSchema('isni').parse('0000 0002 1694 233x')).toBe('000000021694233X');
  });

  it('refuses anything else with the message the server sends', () => {
    const refused = authorityIdSchema('isil').safeParse('IT FI0098');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('invalid_isil');
  });
});

describe('the server refusing authority ids', () => {
  it('puts each refusal at its field', () => {
    const refusal = new ApiError(400, { error: 'Bad Request', message: ['invalid_ulan', 'invalid_isni'] });
    expect(authorityErrorsOf(refusal, ['wikidata', 'ulan', 'isni'])).toEqual({
      ulan: 'invalid_ulan',
      isni: 'invalid_isni',
    });
    expect(authorityErrorsOf(new ApiError(400, { message: 'invalid_isil' }), ['wikidata', 'isil'])).toEqual({
      isil: 'invalid_isil',
    });
  });

  it('leaves other failures to the notification', () => {
    expect(authorityErrorsOf(new ApiError(400, { message: 'bad_request' }), ['isil'])).toBeNull();
    expect(authorityErrorsOf(new ApiError(409, { message: 'invalid_isil' }), ['isil'])).toBeNull();
    expect(authorityErrorsOf(new Error('network'), ['isil'])).toBeNull();
  });
});
