import type { TStaffCampaign } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { paisaOf, rupeesOf } from '~/features/staff-shell';
import {
  campaignBodyOf,
  campaignFormOf,
  checkCampaignForm,
  checkFlashSaleForm,
  checkOfferForm,
  emptyCampaignForm,
  emptyFlashSaleForm,
  emptyOfferForm,
  instantOf,
  kathmanduParts,
  withName,
} from './campaign-form';

describe('rupees and paisa', () => {
  it('turns typed rupees into paisa and back', () => {
    expect(paisaOf('1499')).toBe(149_900);
    expect(paisaOf(' 1,499.5 ')).toBe(149_950);
    expect(paisaOf('0.07')).toBe(7);
    expect(rupeesOf(149_950)).toBe('1499.5');
    expect(rupeesOf(249_900)).toBe('2499');
  });
  it('leaves blank and malformed amounts for the schema to word', () => {
    expect(paisaOf('')).toBe('');
    expect(paisaOf('12.345')).toBe('12.345');
    expect(paisaOf('abc')).toBe('abc');
  });
});

describe('Kathmandu date and time', () => {
  it('reads an instant on Kathmandu’s clock, across midnight UTC', () => {
    expect(kathmanduParts('2026-11-01T18:15:00.000Z')).toEqual({ date: '2026-11-02', time: '00:00' });
    expect(kathmanduParts('2026-11-02T04:15:00Z')).toEqual({ date: '2026-11-02', time: '10:00' });
  });
  it('makes an instant that names the same moment', () => {
    const iso = instantOf('2026-11-02', '00:00');
    expect(iso).toBe('2026-11-02T00:00:00+05:45');
    expect(new Date(iso).toISOString()).toBe('2026-11-01T18:15:00.000Z');
    expect(kathmanduParts(iso)).toEqual({ date: '2026-11-02', time: '00:00' });
  });
  it('makes nothing of a missing or malformed part', () => {
    expect(instantOf('', '10:00')).toBe('');
    expect(instantOf('2026-11-02', '25:00')).toBe('');
  });
});

describe('the campaign form', () => {
  it('suggests the web address from the name until it is edited', () => {
    const f = withName(emptyCampaignForm(), 'Tihar Gifts 2026!');
    expect(f.slug).toBe('tihar-gifts-2026');
    expect(withName({ ...f, slug: 'mine', slugEdited: true }, 'Other').slug).toBe('mine');
  });
  it('puts the schema’s messages on the date fields', () => {
    const f = {
      ...withName(emptyCampaignForm(), 'Tihar'),
      startDate: '2026-11-05',
      endDate: '2026-11-01',
    };
    const checked = checkCampaignForm(f);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.endDate).toBe('The campaign must end after it starts');
    const missing = checkCampaignForm(withName(emptyCampaignForm(), 'Tihar'));
    if (!missing.ok) expect(missing.errors.startDate).toBe('Choose when the campaign starts');
  });
  it('sends instants for a good form', () => {
    const checked = checkCampaignForm({
      ...withName(emptyCampaignForm(), 'Tihar'),
      startDate: '2026-11-01',
      endDate: '2026-11-05',
    });
    expect(checked.ok && checked.body).toMatchObject({
      slug: 'tihar',
      startsAt: '2026-11-01T00:00:00+05:45',
      endsAt: '2026-11-05T23:59:00+05:45',
      fundedBy: 'shop',
    });
  });
  it('keeps who pays for the discount from the campaign to the body', () => {
    const saved: TStaffCampaign = {
      id: 7,
      slug: 'tihar',
      name: 'Tihar',
      tagline: '',
      description: '',
      iconPath: null,
      bannerPath: null,
      startsAt: '2026-11-01T00:00:00+05:45',
      endsAt: '2026-11-05T23:59:00+05:45',
      isPublished: true,
      fundedBy: 'store',
      festivalId: 4,
      state: 'upcoming',
      offers: [],
      flashSales: [],
    };
    const form = campaignFormOf(saved);
    expect(form.fundedBy).toBe('store');
    expect(campaignBodyOf(form).festivalId).toBe(4);
    expect(campaignBodyOf({ ...form, festivalId: null }).festivalId).toBeNull();
    expect(campaignBodyOf({ ...form, fundedBy: 'shop' }).fundedBy).toBe('shop');
    const checked = checkCampaignForm(form);
    expect(checked.ok && checked.body.fundedBy).toBe('store');
  });
});

describe('offers and flash sales', () => {
  it('sends a percent or a price in paisa, never both', () => {
    const percent = checkOfferForm({ ...emptyOfferForm(), targetId: '4', percentOff: '15', price: '99' });
    expect(percent.ok && percent.body).toMatchObject({ target: 'category', percentOff: '15', price: '' });
    const price = checkOfferForm({
      ...emptyOfferForm(),
      target: 'product',
      targetId: '0b7d2a8e-2f0a-4d53-8a5e-4f6f7a1c2b3d',
      kind: 'price',
      price: '1,299.50',
    });
    expect(price.ok && price.body.price).toBe(129_950);
    const none = checkOfferForm({ ...emptyOfferForm(), targetId: '4' });
    expect(!none.ok && none.errors.percentOff).toBe('Give either a percent off or a campaign price');
  });
  it('checks a flash sale in paisa and Kathmandu time', () => {
    const goodForm = () => ({
      ...emptyFlashSaleForm(),
      productId: '0b7d2a8e-2f0a-4d53-8a5e-4f6f7a1c2b3d',
      price: '999',
      startDate: '2026-11-03',
      endDate: '2026-11-03',
      stock: '20',
    });
    const good = checkFlashSaleForm(goodForm());
    expect(good.ok && good.body).toMatchObject({ price: 99_900, startsAt: '2026-11-03T10:00:00+05:45' });
    const early = checkFlashSaleForm({ ...goodForm(), endDate: '2026-11-02' });
    expect(!early.ok && early.errors.endDate).toBe('The flash sale must end after it starts');
    const empty = checkFlashSaleForm(emptyFlashSaleForm());
    expect(!empty.ok && empty.errors).toMatchObject({
      productId: 'Choose a product',
      startDate: 'Choose when the flash sale starts',
    });
  });
});
