import { slugify, type TDashboardProduct, type TProductBody, ZProductBody } from '@upahar/contract';
import { validate } from '~/components/form/validate';

// The product form's values as the fields hold them (text), and the body they make. Lists (tags,
// colours, sizes) are typed as comma-separated words; a blank number is "none".

export type ProductForm = {
  name: string;
  slug: string;
  /** The seller changed the web address by hand: it stops following the name. */
  slugEdited: boolean;
  storeId: string;
  /** Blank until the seller chooses: nothing is picked for them, as it is fixed once created. */
  type: TProductBody['type'] | '';
  categoryId: string;
  occasionIds: number[];
  brandId: string;
  description: string;
  /** The Nepali name and description: optional, blank for none (Nepali pages show the English). */
  nameNe: string;
  descriptionNe: string;
  price: string;
  salePrice: string;
  stock: string;
  prepHours: string;
  isSameDay: boolean;
  photoPrintable: boolean;
  tags: string;
  colors: string;
  sizes: string;
};

export const emptyProductForm = (
  storeId: number | undefined,
  type: ProductForm['type'] = '',
): ProductForm => ({
  name: '',
  slug: '',
  slugEdited: false,
  storeId: storeId === undefined ? '' : String(storeId),
  type,
  categoryId: '',
  occasionIds: [],
  brandId: '',
  description: '',
  nameNe: '',
  descriptionNe: '',
  price: '',
  salePrice: '',
  stock: '',
  prepHours: '0',
  isSameDay: false,
  photoPrintable: false,
  tags: '',
  colors: '',
  sizes: '',
});

const text = (n: number | null) => (n === null ? '' : String(n));

export const productFormOf = (p: TDashboardProduct): ProductForm => ({
  name: p.name,
  slug: p.slug,
  slugEdited: true,
  storeId: String(p.storeId),
  type: p.type,
  categoryId: String(p.categoryId),
  occasionIds: p.occasionIds,
  brandId: text(p.brandId),
  description: p.description,
  nameNe: p.nameNe ?? '',
  descriptionNe: p.descriptionNe ?? '',
  price: text(p.price),
  salePrice: text(p.salePrice),
  stock: text(p.stock),
  prepHours: String(p.prepHours),
  isSameDay: p.isSameDay,
  photoPrintable: p.photoPrintable ?? false,
  tags: p.tags.join(', '),
  colors: p.colors.join(', '),
  sizes: p.sizes.join(', '),
});

/** The name changed: the web address follows it until the seller edits it. */
export const withName = (f: ProductForm, name: string): ProductForm =>
  f.slugEdited ? { ...f, name } : { ...f, name, slug: slugify(name) };

const words = (s: string) =>
  s
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
const blankIsNull = (s: string) => (s.trim() === '' ? null : s.trim());
const idOrBlank = (s: string) => (s === '' ? undefined : s);

/** The request body; the contract's schema checks it in the browser and again on the server. */
export const bodyOf = (f: ProductForm): TProductBody => ({
  name: f.name,
  slug: f.slug,
  storeId: idOrBlank(f.storeId),
  // Blank is refused by the schema ("Choose cake or gift"), in the browser before the server.
  type: f.type as TProductBody['type'],
  categoryId: idOrBlank(f.categoryId),
  occasionIds: f.occasionIds,
  brandId: f.brandId === '' ? null : f.brandId,
  description: f.description,
  nameNe: f.nameNe,
  descriptionNe: f.descriptionNe,
  price: blankIsNull(f.price),
  salePrice: blankIsNull(f.salePrice),
  stock: blankIsNull(f.stock),
  prepHours: f.prepHours.trim() === '' ? 0 : f.prepHours.trim(),
  isSameDay: f.isSameDay,
  photoPrintable: f.photoPrintable,
  tags: words(f.tags),
  colors: words(f.colors),
  sizes: words(f.sizes),
});

/** Checks the form with the contract's rules: the body when it passes, else one message a field. */
export const checkProductForm = (form: ProductForm) => validate(ZProductBody, bodyOf(form));
