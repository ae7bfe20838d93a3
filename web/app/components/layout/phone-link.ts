// Footer phone entries have a platform; viber and whatsapp get app links, others tel:.
const NEPAL_CODE = '977';

/** The national number: digits only, without a leading +977 / 00977 the editor may have typed. */
export function nationalDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.startsWith(`00${NEPAL_CODE}`)) digits = digits.slice(2 + NEPAL_CODE.length);
  else if (digits.startsWith(NEPAL_CODE) && digits.length > 10) digits = digits.slice(NEPAL_CODE.length);
  return digits;
}

export function phoneHref(value: string, platform: string | null | undefined): string {
  switch (platform?.trim().toLowerCase()) {
    case 'viber':
      return `viber://chat?number=%2B${NEPAL_CODE}${nationalDigits(value)}`;
    case 'whatsapp':
      return `https://wa.me/${NEPAL_CODE}${nationalDigits(value)}`;
    default:
      // tel: URIs allow no spaces; keep only the digits and a leading plus.
      return `tel:${value.trim().replace(/(?!^\+)[^\d]/g, '')}`;
  }
}
