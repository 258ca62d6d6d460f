import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error.ts';
import { ComparisonRefusal, comparisonError } from './api.ts';

describe('a comparison the server refuses', () => {
  it('says why and which edition, for the page to explain', () => {
    const error = comparisonError(409, {
      statusCode: 409,
      error: 'Conflict',
      message: 'edition_text_not_indexed: to edition 42',
    });
    expect(error).toBeInstanceOf(ComparisonRefusal);
    expect(error).toMatchObject({ reason: 'edition_text_not_indexed', side: 'to', status: 409 });
  });

  it('names the first edition when it is the one without a PDF', () => {
    expect(
      comparisonError(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'edition_without_pdf: from edition 7',
      }),
    ).toMatchObject({ reason: 'edition_without_pdf', side: 'from' });
  });

  it('of one edition twice is a refusal without a side', () => {
    expect(
      comparisonError(400, { statusCode: 400, error: 'Bad Request', message: 'same_edition' }),
    ).toMatchObject({
      reason: 'same_edition',
      side: null,
    });
  });

  it('of an unknown edition is a refusal', () => {
    expect(comparisonError(404, { statusCode: 404, error: 'Not Found', message: 'not_found' })).toMatchObject(
      {
        reason: 'not_found',
      },
    );
  });

  it('for any other reason is a failure to retry', () => {
    const error = comparisonError(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ComparisonRefusal);
    expect(comparisonError(400, { message: ['querystring/from must be integer'] })).not.toBeInstanceOf(
      ComparisonRefusal,
    );
  });
});
