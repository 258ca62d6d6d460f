import { describe, expect, it } from 'vitest';
import { canSubmit, emailMaxLength, normalizeCredentials, validateLogin } from './login-form.ts';

describe('the login form', () => {
  it('asks for an email and a password when both are empty', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'email_is_required',
      password: 'password_is_required',
    });
  });

  it('counts blank input as empty, because input is trimmed', () => {
    expect(validateLogin({ email: '   ', password: ' \t ' })).toEqual({
      email: 'email_is_required',
      password: 'password_is_required',
    });
  });

  it.each(['ada', 'ada@', '@example.org', 'ada@example', 'ada lovelace@example.org', 'a@b@c.org'])(
    'rejects %j as an invalid email',
    (email) => {
      expect(validateLogin({ email, password: 'pw' })).toEqual({ email: 'email_invalid' });
    },
  );

  it.each(['ada@example.org', '  Ada.Lovelace@Example.ORG  ', 'a+b@sub.example.co.uk'])(
    'accepts %j',
    (email) => {
      expect(validateLogin({ email, password: 'pw' })).toEqual({});
    },
  );

  it('enables the sign-in button only while the form is valid', () => {
    expect(canSubmit({ email: 'ada@example.org', password: 'pw' })).toBe(true);
    expect(canSubmit({ email: 'ada@example.org', password: '  ' })).toBe(false);
    expect(canSubmit({ email: 'ada', password: 'pw' })).toBe(false);
  });

  it('sends the email trimmed and lowercased, the password trimmed', () => {
    expect(normalizeCredentials({ email: ' Ada@Example.ORG ', password: ' Pw ' })).toEqual({
      email: 'ada@example.org',
      password: 'Pw',
    });
  });

  it('counts the email up to 50 characters', () => {
    expect(emailMaxLength).toBe(50);
  });
});
