import { describe, expect, it } from 'vitest';
import { nationalDigits, phoneHref } from './phone-link';

describe('phoneHref (footer phones)', () => {
  it('builds a viber chat link with the Nepal country code', () => {
    expect(phoneHref('984-123 4567', 'viber')).toBe('viber://chat?number=%2B9779841234567');
  });

  it('builds a wa.me link for whatsapp, case-insensitively', () => {
    expect(phoneHref('9841234567', 'WhatsApp')).toBe('https://wa.me/9779841234567');
  });

  it('does not double the country code the editor already typed', () => {
    expect(phoneHref('+977 9841234567', 'whatsapp')).toBe('https://wa.me/9779841234567');
    expect(phoneHref('00977-9841234567', 'viber')).toBe('viber://chat?number=%2B9779841234567');
  });

  it('uses tel: for any other platform, without spaces', () => {
    expect(phoneHref('01-4412345', null)).toBe('tel:014412345');
    expect(phoneHref(' +977 1 4412345 ', 'landline')).toBe('tel:+97714412345');
  });
});

describe('nationalDigits', () => {
  it('keeps a plain national number', () => {
    expect(nationalDigits('9771234567')).toBe('9771234567');
  });
});
