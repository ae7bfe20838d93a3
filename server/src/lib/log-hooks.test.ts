import { describe, expect, it, vi } from 'vitest';
import { type LogFn, logMethod } from './log-hooks';

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
