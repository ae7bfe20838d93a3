import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

const HINT = 'At least 8 characters, with a letter and a number';
const noop = () => {};
const describedIds = (html: string) => (/aria-describedby="([^"]*)"/.exec(html)?.[1] ?? '').split(' ');
const idOf = (html: string, text: string) => new RegExp(`id="([^"]+)"[^>]*>${text}`).exec(html)?.[1];

describe('a field’s words under it', () => {
  it('shows the hint and points at it while all is well', () => {
    const html = renderToString(
      <TextField label="Name" name="n" value="" onValueChange={noop} hint={HINT} />,
    );
    expect(html).toContain(HINT);
    expect(describedIds(html)).toEqual([idOf(html, HINT)]);
  });

  it('shows the error instead of the hint, and points only at the error', () => {
    const error = 'Use at least 8 characters';
    const html = renderToString(
      <PasswordField
        label="Password"
        name="p"
        value="x"
        onValueChange={noop}
        autoComplete="new-password"
        hint={HINT}
        error={error}
      />,
    );
    expect(html).toContain(error);
    expect(html).not.toContain(HINT);
    expect(describedIds(html)).toEqual([idOf(html, error)]);
  });
});
