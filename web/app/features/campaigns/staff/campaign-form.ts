import {
  KATHMANDU_OFFSET_MINUTES,
  slugify,
  type TCampaignBody,
  type TCampaignFunder,
  type TFlashSaleBody,
  type TOfferBody,
  type TStaffCampaign,
  type TStaffFlashSale,
  ZCampaignBody,
  ZFlashSaleBody,
  ZOfferBody,
} from '@upahar/contract';
import { type FieldErrors, validate } from '~/components/form/validate';
import { paisaOf, rupeesOf } from '~/features/staff-shell';

// The campaign screens' values as the fields hold them (rupees, Kathmandu date and time) and the
// bodies they make (paisa, ISO instants). The contract's schemas check the bodies in the browser.

const OFFSET_MS = KATHMANDU_OFFSET_MINUTES * 60_000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An instant as the date and time Kathmandu's clock shows then. */
export function kathmanduParts(iso: string): { date: string; time: string } {
  const local = new Date(new Date(iso).getTime() + OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** A Kathmandu date and time as an ISO instant; '' when either is missing or malformed. */
export const instantOf = (date: string, time: string) =>
  DATE_RE.test(date) && TIME_RE.test(time) ? `${date}T${time}:00+05:45` : '';

export type CampaignForm = {
  name: string;
  slug: string;
  /** The admin changed the web address by hand: it stops following the name. */
  slugEdited: boolean;
  tagline: string;
  description: string;
  iconPath: string | null;
  bannerPath: string | null;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  isPublished: boolean;
  fundedBy: TCampaignFunder;
  festivalId: number | null;
};

export const emptyCampaignForm = (): CampaignForm => ({
  name: '',
  slug: '',
  slugEdited: false,
  tagline: '',
  description: '',
  iconPath: null,
  bannerPath: null,
  startDate: '',
  startTime: '00:00',
  endDate: '',
  endTime: '23:59',
  isPublished: false,
  fundedBy: 'shop',
  festivalId: null,
});

export function campaignFormOf(c: TStaffCampaign): CampaignForm {
  const start = kathmanduParts(c.startsAt);
  const end = kathmanduParts(c.endsAt);
  return {
    name: c.name,
    slug: c.slug,
    slugEdited: true,
    tagline: c.tagline,
    description: c.description,
    iconPath: c.iconPath,
    bannerPath: c.bannerPath,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    isPublished: c.isPublished,
    fundedBy: c.fundedBy,
    festivalId: c.festivalId,
  };
}

/** The name changed: the web address follows it until the admin edits it. */
export const withName = (f: CampaignForm, name: string): CampaignForm =>
  f.slugEdited ? { ...f, name } : { ...f, name, slug: slugify(name).slice(0, 60).replace(/-+$/, '') };

export const campaignBodyOf = (f: CampaignForm): TCampaignBody => ({
  name: f.name,
  slug: f.slug,
  tagline: f.tagline,
  description: f.description,
  iconPath: f.iconPath,
  bannerPath: f.bannerPath,
  startsAt: instantOf(f.startDate, f.startTime),
  endsAt: instantOf(f.endDate, f.endTime),
  isPublished: f.isPublished,
  fundedBy: f.fundedBy,
  festivalId: f.festivalId,
});

/** Messages about the instants (the browser's or the server's) shown on their date fields. */
export function onDateFields(errors: FieldErrors): FieldErrors {
  return {
    ...errors,
    ...(errors.startsAt ? { startDate: errors.startsAt } : {}),
    ...(errors.endsAt ? { endDate: errors.endsAt } : {}),
  };
}

export function checkCampaignForm(f: CampaignForm) {
  const body = campaignBodyOf(f);
  const checked = validate(ZCampaignBody, body);
  return checked.ok
    ? ({ ok: true, body } as const)
    : { ok: false as const, errors: onDateFields(checked.errors) };
}

export type OfferForm = {
  target: 'product' | 'category' | 'brand';
  targetId: string;
  /** What the picker shows for the chosen product. */
  targetName: string;
  kind: 'percent' | 'price';
  percentOff: string;
  price: string;
};

export const emptyOfferForm = (): OfferForm => ({
  target: 'category',
  targetId: '',
  targetName: '',
  kind: 'percent',
  percentOff: '',
  price: '',
});

export const offerBodyOf = (f: OfferForm): TOfferBody => ({
  target: f.target,
  targetId: f.targetId,
  percentOff: f.kind === 'percent' ? f.percentOff.trim() : '',
  price: f.kind === 'price' ? paisaOf(f.price) : '',
});

export function checkOfferForm(f: OfferForm) {
  const body = offerBodyOf(f);
  const checked = validate(ZOfferBody, body);
  return checked.ok ? ({ ok: true, body } as const) : checked;
}

export type FlashSaleForm = {
  productId: string;
  productName: string;
  price: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  stock: string;
  perCustomerLimit: string;
};

export const emptyFlashSaleForm = (): FlashSaleForm => ({
  productId: '',
  productName: '',
  price: '',
  startDate: '',
  startTime: '10:00',
  endDate: '',
  endTime: '22:00',
  stock: '',
  perCustomerLimit: '1',
});

export function flashSaleFormOf(s: TStaffFlashSale): FlashSaleForm {
  const start = kathmanduParts(s.startsAt);
  const end = kathmanduParts(s.endsAt);
  return {
    productId: s.productId,
    productName: s.productName,
    price: rupeesOf(s.price),
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    stock: String(s.stock),
    perCustomerLimit: String(s.perCustomerLimit),
  };
}

export const flashSaleBodyOf = (f: FlashSaleForm): TFlashSaleBody => ({
  productId: f.productId,
  price: paisaOf(f.price) as number,
  startsAt: instantOf(f.startDate, f.startTime),
  endsAt: instantOf(f.endDate, f.endTime),
  stock: f.stock.trim() as unknown as number,
  perCustomerLimit: f.perCustomerLimit.trim() as unknown as number,
});

export function checkFlashSaleForm(f: FlashSaleForm) {
  const body = flashSaleBodyOf(f);
  const checked = validate(ZFlashSaleBody, body);
  return checked.ok
    ? ({ ok: true, body } as const)
    : { ok: false as const, errors: onDateFields(checked.errors) };
}
