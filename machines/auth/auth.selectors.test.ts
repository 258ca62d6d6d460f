import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { authMachine } from './auth.machine.ts';
import type { AuthInput } from './auth.rules.ts';
import { selectAuth, selectAuthBeforeStart } from './auth.selectors.ts';

describe('the sign-in before its machine has started', () => {
  const inputs: Array<[string, AuthInput]> = [
    ['no stored token: signed out', { token: null }],
    ['an empty stored token: signed out', { token: '' }],
    ['a stored token: restoring', { token: 'stored-token' }],
  ];

  it.each(inputs)('looks as its first snapshot will (%s)', (_, input) => {
    const first = selectAuth(createActor(authMachine, { input }).getSnapshot());
    expect(selectAuthBeforeStart(input)).toEqual(first);
  });
});
