import { describe, expect, it, vi } from 'vitest';
import { type LogFn, logMethod, redactUrl } from './log-hooks';

const call = (args: unknown[], level: number) => {
  const info = vi.fn();
  const method = vi.fn();
  logMethod.call(
    { info: info as unknown as LogFn },
    args as Parameters<LogFn>,
    method as unknown as LogFn,
    level,
  );
  return { info, method };
};

describe('logMethod', () => {
  it('turns a visitor leaving mid-stream into an info line', () => {
    const { info, method } = call([new Error('premature close')], 50);
    expect(method).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('client left before the answer was sent');
    expect(call([{ err: new Error('premature close') }, 'x'], 50).method).not.toHaveBeenCalled();
  });

  it('passes every other line through as it is', () => {
    const boom = new Error('database is down');
    const { info, method } = call([boom], 50);
    expect(info).not.toHaveBeenCalled();
    expect(method).toHaveBeenCalledWith(boom);
    expect(call([new Error('premature close')], 30).method).toHaveBeenCalled();
    expect(call(['hello'], 30).method).toHaveBeenCalledWith('hello');
  });
});

describe('redactUrl', () => {
  it('hides the tokens of mailed links and keeps the rest of the address', () => {
    expect(redactUrl('/api/V2/verify-email?token=abc123&referrer=%2Fcart')).toBe(
      '/api/V2/verify-email?token=[redacted]&referrer=%2Fcart',
    );
    expect(redactUrl('/reset-password?page=2&Token=xyz')).toBe('/reset-password?page=2&Token=[redacted]');
  });
  it('leaves addresses without secrets alone', () => {
    expect(redactUrl('/search?q=token+cake&page=2')).toBe('/search?q=token+cake&page=2');
  });
});
