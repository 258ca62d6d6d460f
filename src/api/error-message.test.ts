import { describe, expect, it } from 'vitest';
import { errorMessageOf } from './error-message.ts';

const texts: Record<string, string> = {
  service_unavailable: 'Service unavailable',
  internal_server_error: 'Internal server error',
  error_to_delete_place_it_is_being_used: 'Error to delete place, it is being used',
  an_error_has_occurred_please_try_again: 'An error has occurred please try again',
};
const translate = (key: string) => texts[key] ?? key;
const hasText = (key: string) => key in texts;

describe('the text of a failed request', () => {
  it('shows a known server error by its lowercased name', () => {
    expect(errorMessageOf(500, { error: 'Internal Server Error' }, translate, hasText)).toBe(
      'Internal server error',
    );
  });
  it('falls back to service_unavailable for other server failures and network errors', () => {
    expect(errorMessageOf(502, { error: 'Bad Gateway' }, translate, hasText)).toBe('Service unavailable');
    expect(errorMessageOf(0, undefined, translate, hasText)).toBe('Service unavailable');
  });
  it('looks the message of a client error up as a translation key', () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'error_to_delete_place_it_is_being_used' };
    expect(errorMessageOf(409, body, translate, hasText)).toBe('Error to delete place, it is being used');
  });
  it('joins a list of validation messages with commas', () => {
    const body = { message: ['body.mainTitle must be string', 'body.date is too long'] };
    expect(errorMessageOf(400, body, translate, hasText)).toBe(
      'body.mainTitle must be string, body.date is too long',
    );
  });
  it('says an error has occurred when there is no message', () => {
    expect(errorMessageOf(400, {}, translate, hasText)).toBe('An error has occurred please try again');
    expect(errorMessageOf(404, 'not json', translate, hasText)).toBe(
      'An error has occurred please try again',
    );
  });
});
