import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { formatDate } from './date-format.ts';
import { currentLocale } from './locale.ts';
import { localDigits } from './number-format.ts';

// Every refusal a schema gives is read by a person: a shopper under a form field, a seller in the
// dashboard, a developer reading an API answer. A schema that words its own messages keeps them;
// every other refusal gets a sentence here that names the field in words ("Business name must be
// filled in."), never zod's own wording ("Invalid input: expected string, received undefined").

type Issue = z.core.$ZodRawIssue;
type PathKey = PropertyKey;
/** A sentence about a field, in the language being written. */
type Sentence = (inputs: { field: string }) => string;

/** The schema keys of the shopper's forms, in Nepali words; other keys are quoted as English words. */
const nepaliFieldWords = (): Record<string, () => string> => ({
  name: m.errors_input_field_name,
  fullName: m.errors_input_field_full_name,
  receiverName: m.errors_input_field_receiver_name,
  customerName: m.errors_input_field_customer_name,
  phone: m.errors_input_field_phone,
  phoneNumber: m.errors_input_field_phone_number,
  secondaryPhoneNumber: m.errors_input_field_secondary_phone_number,
  email: m.errors_input_field_email,
  address: m.errors_input_field_address,
  landmark: m.errors_input_field_landmark,
  city: m.errors_input_field_city,
  password: m.errors_input_field_password,
  confirmPassword: m.errors_input_field_confirm_password,
  currentPassword: m.errors_input_field_current_password,
  newPassword: m.errors_input_field_new_password,
  quantity: m.errors_input_field_quantity,
  deliveryDate: m.errors_input_field_delivery_date,
  date: m.errors_input_field_date,
  timeSlotId: m.errors_input_field_time_slot_id,
  slotId: m.errors_input_field_slot_id,
  deliveryLocationId: m.errors_input_field_delivery_location_id,
  locationId: m.errors_input_field_location_id,
  deliveryMethodId: m.errors_input_field_delivery_method_id,
  paymentMethod: m.errors_input_field_payment_method,
  message: m.errors_input_field_message,
  note: m.errors_input_field_note,
  comment: m.errors_input_field_comment,
  code: m.errors_input_field_code,
  couponCode: m.errors_input_field_coupon_code,
  rating: m.errors_input_field_rating,
  title: m.errors_input_field_title,
  subject: m.errors_input_field_subject,
  description: m.errors_input_field_description,
  body: m.errors_input_field_body,
  gender: m.errors_input_field_gender,
  dateOfBirth: m.errors_input_field_date_of_birth,
  bio: m.errors_input_field_bio,
  imageIds: m.errors_input_field_image_ids,
  images: m.errors_input_field_images,
  pound: m.errors_input_field_pound,
  flavorId: m.errors_input_field_flavor_id,
  cartItemId: m.errors_input_field_cart_item_id,
  cartItems: m.errors_input_field_cart_items,
  productId: m.errors_input_field_product_id,
  orderId: m.errors_input_field_order_id,
  reasonId: m.errors_input_field_reason_id,
  username: m.errors_input_field_username,
});

/**
 * "businessName" → "business name", "deliveryLocationId" → "delivery location", "flavourIds" → "flavours".
 * In Nepali the common fields have their own words ("नाम"); any other is its English words quoted.
 */
export function fieldWords(key: string): string {
  if (currentLocale() === 'ne') {
    const own = Object.hasOwn(nepaliFieldWords(), key) ? nepaliFieldWords()[key] : undefined;
    if (own) return own();
  }
  const words = key
    .replace(/Ids$/, 's')
    .replace(/(.)Id$/, '$1')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  const english = words.replace(/\burl\b/g, 'web address').replace(/\be ?mail\b/g, 'e-mail');
  if (!english) return m.errors_input_this_field();
  return currentLocale() === 'ne' ? `‘${english}’` : english;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A number inside a sentence: as the code has it in English ("20000"), in Devanagari digits in Nepali. */
const shownNumber = (n: number | bigint) => localDigits(String(n));

/** The field an issue is about, in words: "Quantity of item 2", "Item 3 of tags", "The request". */
export function fieldLabel(path: readonly PathKey[] | undefined): string {
  const keys = (path ?? []).filter((k): k is string | number => typeof k !== 'symbol');
  if (keys.length === 0) return m.errors_input_the_request();
  const last = keys[keys.length - 1];
  if (typeof last === 'number') {
    const owner = [...keys].reverse().find((k) => typeof k === 'string');
    const n = shownNumber(last + 1);
    return owner ? m.errors_input_item_of({ n, field: fieldWords(owner) }) : m.errors_input_item({ n });
  }
  const index = [...keys].reverse().find((k) => typeof k === 'number');
  return typeof index === 'number'
    ? capital(m.errors_input_of_item({ field: fieldWords(last), n: shownNumber(index + 1) }))
    : capital(fieldWords(last));
}

const TYPE_RULES: Record<string, Sentence> = {
  string: m.errors_input_type_text,
  number: m.errors_input_type_number,
  int: m.errors_input_type_whole,
  bigint: m.errors_input_type_whole,
  boolean: m.errors_input_type_boolean,
  object: m.errors_input_type_object,
  array: m.errors_input_type_list,
  set: m.errors_input_type_list,
  date: m.errors_input_type_date,
  null: m.errors_input_type_null,
  file: m.errors_input_type_file,
};

const FORMAT_RULES: Record<string, Sentence> = {
  email: m.errors_input_format_email,
  url: m.errors_input_format_url,
  datetime: m.errors_input_format_datetime,
  date: m.errors_input_format_date,
  time: m.errors_input_format_time,
  e164: m.errors_input_format_e164,
  ipv4: m.errors_input_format_ip,
  ipv6: m.errors_input_format_ip,
  base64: m.errors_input_format_base64,
  base64url: m.errors_input_format_base64,
  lowercase: m.errors_input_format_lowercase,
  uppercase: m.errors_input_format_uppercase,
};
const ID_FORMATS = new Set([
  'uuid',
  'uuidv4',
  'uuidv6',
  'uuidv7',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'nanoid',
  'xid',
  'ksuid',
]);

type SizeSentence = (inputs: { field: string; count: string }) => string;
type SizeRules = { one: Sentence; exactly: SizeSentence; atLeast: SizeSentence; atMost: SizeSentence };
const SIZE_RULES: Record<string, SizeRules> = {
  string: {
    one: m.errors_input_not_empty,
    exactly: m.errors_input_text_exactly,
    atLeast: m.errors_input_text_at_least,
    atMost: m.errors_input_text_at_most,
  },
  array: {
    one: m.errors_input_one_item,
    exactly: m.errors_input_items_exactly,
    atLeast: m.errors_input_items_at_least,
    atMost: m.errors_input_items_at_most,
  },
  map: {
    one: m.errors_input_one_entry,
    exactly: m.errors_input_entries_exactly,
    atLeast: m.errors_input_entries_at_least,
    atMost: m.errors_input_entries_at_most,
  },
  file: {
    one: m.errors_input_one_byte,
    exactly: m.errors_input_bytes_exactly,
    atLeast: m.errors_input_bytes_at_least,
    atMost: m.errors_input_bytes_at_most,
  },
};
SIZE_RULES.set = SIZE_RULES.array;

const shown = (v: unknown) => (typeof v === 'string' ? `"${v}"` : localDigits(String(v)));
const choices = (values: readonly unknown[]) => (values.length <= 10 ? values.map(shown).join(', ') : null);

function sizeRule(issue: Issue & { code: 'too_small' | 'too_big' }, field: string): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const rules = SIZE_RULES[issue.origin];
  if (rules) {
    if (small && Number(limit) === 1 && !issue.exact) return rules.one({ field });
    const how = issue.exact ? rules.exactly : small ? rules.atLeast : rules.atMost;
    return how({ field, count: shownNumber(limit) });
  }
  if (issue.origin === 'date') {
    const day = formatDate(Number(limit), 'date-long');
    return small ? m.errors_input_on_or_after({ field, day }) : m.errors_input_on_or_before({ field, day });
  }
  const n = { field, limit: shownNumber(limit) };
  if (issue.exact) return m.errors_input_exactly(n);
  if (small) return issue.inclusive ? m.errors_input_at_least(n) : m.errors_input_more_than(n);
  return issue.inclusive ? m.errors_input_at_most(n) : m.errors_input_less_than(n);
}

function formatRule(issue: Issue & { code: 'invalid_format' }, field: string): string {
  const i = issue as { format: string; prefix?: string; suffix?: string; includes?: string };
  if (i.format === 'starts_with') return m.errors_input_starts_with({ field, text: `${i.prefix}` });
  if (i.format === 'ends_with') return m.errors_input_ends_with({ field, text: `${i.suffix}` });
  if (i.format === 'includes') return m.errors_input_includes({ field, text: `${i.includes}` });
  if (ID_FORMATS.has(i.format)) return m.errors_input_valid_id({ field });
  return (FORMAT_RULES[i.format] ?? m.errors_input_format_other)({ field });
}

/** The sentence saying which rule the field broke, its subject the field. */
function sentence(issue: Issue, field: string): string {
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type': {
      if (missing && issue.expected !== 'null') return m.errors_input_filled_in({ field });
      return (TYPE_RULES[issue.expected] ?? m.errors_input_wrong_kind)({ field });
    }
    case 'too_small':
    case 'too_big':
      return sizeRule(issue, field);
    case 'invalid_format':
      return formatRule(issue, field);
    case 'not_multiple_of':
      return m.errors_input_multiple_of({ field, n: shownNumber(issue.divisor) });
    case 'invalid_value': {
      if (missing) return m.errors_input_filled_in({ field });
      const list = choices(issue.values);
      if (!list) return m.errors_input_offered_choice({ field });
      return issue.values.length === 1
        ? m.errors_input_must_be({ field, value: list })
        : m.errors_input_one_of({ field, list });
    }
    case 'invalid_union': {
      if (missing) return m.errors_input_filled_in({ field });
      const options = (issue as { options?: unknown[] }).options;
      const list = options?.length ? choices(options) : null;
      return list ? m.errors_input_one_of({ field, list }) : m.errors_input_this_value({ field });
    }
    case 'unrecognized_keys': {
      const keys = issue.keys.map(shown).join(', ');
      return issue.keys.length === 1
        ? m.errors_input_unknown_field({ field, keys })
        : m.errors_input_unknown_fields({ field, keys });
    }
    case 'invalid_key':
      return m.errors_input_bad_key({ field });
    case 'invalid_element':
      return m.errors_input_bad_element({ field });
    default:
      return missing ? m.errors_input_filled_in({ field }) : m.errors_input_this_value({ field });
  }
}

/**
 * zod's error map for messages a schema does not word itself: a sentence naming the field, in the
 * language being written. A whole request missing its body gets a sentence of its own.
 */
export const readableMessage = (issue: Issue): string => {
  if ((issue.path ?? []).length === 0 && issue.code === 'invalid_type' && issue.input === undefined)
    return m.errors_input_no_body();
  return sentence(issue, fieldLabel(issue.path));
};

/**
 * Makes readableMessage zod's error map. The contract calls it when its schemas load (common.ts),
 * and the server and the web forms call it again before they parse: the package is marked free of
 * side effects, so a bundler may leave out a module that only installs something.
 */
export function installReadableMessages(): void {
  z.config({ customError: readableMessage });
}
