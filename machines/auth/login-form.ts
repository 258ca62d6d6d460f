/** Rules of the login form (spec section 5), kept apart from React so they can be tested alone. */

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginErrors {
  email?: 'email_is_required' | 'email_invalid';
  password?: 'password_is_required';
}

/** The email field shows a counter of this many characters. */
export const emailMaxLength = 50;

// Deliberately loose: one '@', something on each side, a dot in the domain, no spaces. The
// server is the judge of whether the account exists; this only catches typing slips.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is sent to POST /users/signin: input trimmed, the email lowercased. */
export function normalizeCredentials(values: LoginValues): LoginValues {
  return { email: values.email.trim().toLowerCase(), password: values.password.trim() };
}

/** Field errors as translation keys; an empty object means the form may be submitted. */
export function validateLogin(values: LoginValues): LoginErrors {
  const { email, password } = normalizeCredentials(values);
  const errors: LoginErrors = {};
  if (email === '') errors.email = 'email_is_required';
  else if (!emailPattern.test(email)) errors.email = 'email_invalid';
  if (password === '') errors.password = 'password_is_required';
  return errors;
}

/** The sign-in button is enabled only while the form is valid. */
export function canSubmit(values: LoginValues): boolean {
  return Object.keys(validateLogin(values)).length === 0;
}
