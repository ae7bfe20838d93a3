import { ZChangePasswordBody, ZLoginBody, ZUserSignupBody } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors, validate } from './validate';

describe('validate', () => {
  it('returns the parsed, normalised data when the values are valid', () => {
    const r = validate(ZLoginBody, { email: '  Asha@Example.COM ', password: 'secret' });
    expect(r).toEqual({ ok: true, data: { email: 'asha@example.com', password: 'secret' } });
  });

  it('keeps the first message per field', () => {
    const r = validate(ZLoginBody, { email: 'nope', password: '' });
    expect(r).toEqual({
      ok: false,
      errors: { email: 'Invalid email format', password: 'Password is required' },
    });
  });

  it('puts refine errors on the field the schema names', () => {
    const r = validate(ZChangePasswordBody, {
      currentPassword: 'old-password',
      password: 'new-password-1',
      confirmPassword: 'new-password-2',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('accepts an empty optional phone on sign-up', () => {
    const r = validate(ZUserSignupBody, {
      name: 'Asha Rai',
      username: 'Asha_R',
      email: 'asha@example.com',
      phone: '',
      password: 'long-enough',
      confirmPassword: 'long-enough',
      source: 'web',
    });
    expect(r.ok && r.data.phone).toBe(undefined);
    expect(r.ok && r.data.username).toBe('asha_r');
  });
});

describe('serverFieldErrors', () => {
  it('takes the first non-empty message and strips path prefixes', () => {
    expect(
      serverFieldErrors({ 'body.email': ['', 'E-mail is already registered'], username: ['Taken', 'Other'] }),
    ).toEqual({ email: 'E-mail is already registered', username: 'Taken' });
  });

  it('is empty when the server sent no field errors', () => {
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
