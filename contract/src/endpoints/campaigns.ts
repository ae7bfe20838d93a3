import {
  ZCampaignDealsQuery,
  ZCampaignDealsResponse,
  ZCampaignDetailsResponse,
  ZCampaignOffersResponse,
  ZCampaignParams,
  ZCampaignProductsQuery,
  ZCampaignProductsResponse,
  ZCampaignQuery,
  ZCampaignStoresResponse,
} from '../campaigns.ts';
import {
  ZCampaignBody,
  ZCampaignImageResponse,
  ZCampaignTargetsResponse,
  ZFlashSaleBody,
  ZOfferBody,
  ZStaffCampaignItemParams,
  ZStaffCampaignParams,
  ZStaffCampaignResponse,
  ZStaffCampaignsResponse,
} from '../campaigns-dashboard.ts';
import { defineEndpoint } from '../endpoint.ts';

// Campaign pages read these; a campaign that is not published, or unknown, answers 404.
const shop = { surface: 'storefront', tag: 'campaigns', access: 'public', method: 'GET' } as const;

export const getCampaign = defineEndpoint({
  ...shop,
  id: 'getCampaign',
  path: '/campaign/:id',
  summary: 'A campaign (by number or slug) with its flash sales, banners, best deals, categories and brands',
  params: ZCampaignParams,
  response: ZCampaignDetailsResponse,
  errors: [404],
});

export const listCampaignOffers = defineEndpoint({
  ...shop,
  id: 'listCampaignOffers',
  path: '/campaign/offers',
  summary: "A campaign's offers: percent off products, categories and brands, and campaign prices",
  query: ZCampaignQuery,
  response: ZCampaignOffersResponse,
  errors: [404],
});

export const listCampaignStores = defineEndpoint({
  ...shop,
  id: 'listCampaignStores',
  path: '/campaign/stores',
  summary: 'The stores taking part in a campaign, with how many of their products are on offer',
  query: ZCampaignQuery,
  response: ZCampaignStoresResponse,
  errors: [404],
});

export const listCampaignProducts = defineEndpoint({
  ...shop,
  id: 'listCampaignProducts',
  path: '/campaign/products',
  summary: "A page of a campaign's products with their campaign prices, optionally of one category or brand",
  query: ZCampaignProductsQuery,
  response: ZCampaignProductsResponse,
  errors: [404],
});

export const listCampaignDeals = defineEndpoint({
  ...shop,
  id: 'listCampaignDeals',
  path: '/campaign/deals',
  summary: 'The campaign deals running now on the products named (by id), keyed by product id',
  query: ZCampaignDealsQuery,
  response: ZCampaignDealsResponse,
});

const desk = { surface: 'dashboard', tag: 'dashboard campaigns', access: 'staff' } as const;

export const listStaffCampaigns = defineEndpoint({
  ...desk,
  id: 'listStaffCampaigns',
  method: 'GET',
  path: '/campaigns',
  summary: 'Admins: every campaign, newest first',
  response: ZStaffCampaignsResponse,
  errors: [403],
});

export const getStaffCampaign = defineEndpoint({
  ...desk,
  id: 'getStaffCampaign',
  method: 'GET',
  path: '/campaigns/:id',
  summary: 'Admins: a campaign with its offers and flash sales (sold and buyers)',
  params: ZStaffCampaignParams,
  response: ZStaffCampaignResponse,
  errors: [403, 404],
});

export const createCampaign = defineEndpoint({
  ...desk,
  id: 'createCampaign',
  auditLabel: 'Created a campaign',
  method: 'POST',
  path: '/campaigns',
  summary: 'Admins: make a campaign; 409 when the web address is taken',
  body: ZCampaignBody,
  response: ZStaffCampaignResponse,
  errors: [403, 409],
});

export const updateCampaign = defineEndpoint({
  ...desk,
  id: 'updateCampaign',
  auditLabel: 'Changed a campaign',
  method: 'PUT',
  path: '/campaigns/:id',
  summary: 'Admins: change a campaign, publish or withdraw it',
  params: ZStaffCampaignParams,
  body: ZCampaignBody,
  response: ZStaffCampaignResponse,
  errors: [403, 404, 409],
});

export const addCampaignOffer = defineEndpoint({
  ...desk,
  id: 'addCampaignOffer',
  auditLabel: 'Put something on offer in a campaign',
  method: 'POST',
  path: '/campaigns/:id/offers',
  summary: 'Admins: put a product, category or brand on offer in the campaign',
  params: ZStaffCampaignParams,
  body: ZOfferBody,
  response: ZStaffCampaignResponse,
  errors: [403, 404, 409],
});

export const removeCampaignOffer = defineEndpoint({
  ...desk,
  id: 'removeCampaignOffer',
  auditLabel: 'Took an offer out of a campaign',
  method: 'DELETE',
  path: '/campaigns/:id/offers/:itemId',
  summary: 'Admins: take an offer out of the campaign',
  params: ZStaffCampaignItemParams,
  response: ZStaffCampaignResponse,
  errors: [403, 404],
});

export const addFlashSale = defineEndpoint({
  ...desk,
  id: 'addFlashSale',
  auditLabel: 'Added a flash sale',
  method: 'POST',
  path: '/campaigns/:id/flash-sales',
  summary: 'Admins: add a flash sale of one product to the campaign',
  params: ZStaffCampaignParams,
  body: ZFlashSaleBody,
  response: ZStaffCampaignResponse,
  errors: [403, 404, 409],
});

export const updateFlashSale = defineEndpoint({
  ...desk,
  id: 'updateFlashSale',
  auditLabel: 'Changed a flash sale',
  method: 'PUT',
  path: '/campaigns/:id/flash-sales/:itemId',
  summary: 'Admins: change a flash sale; its stock never drops below what was sold',
  params: ZStaffCampaignItemParams,
  body: ZFlashSaleBody,
  response: ZStaffCampaignResponse,
  errors: [403, 404, 409],
});

export const removeFlashSale = defineEndpoint({
  ...desk,
  id: 'removeFlashSale',
  auditLabel: 'Removed a flash sale',
  method: 'DELETE',
  path: '/campaigns/:id/flash-sales/:itemId',
  summary: 'Admins: remove a flash sale nobody has bought at yet (409 once someone has)',
  params: ZStaffCampaignItemParams,
  response: ZStaffCampaignResponse,
  errors: [403, 404, 409],
});

export const campaignTargets = defineEndpoint({
  ...desk,
  id: 'campaignTargets',
  method: 'GET',
  path: '/campaign-targets',
  summary: 'Admins: the categories and brands an offer can be on',
  response: ZCampaignTargetsResponse,
  errors: [403],
});

export const uploadCampaignImage = defineEndpoint({
  ...desk,
  id: 'uploadCampaignImage',
  auditLabel: 'Uploaded a campaign picture',
  consumes: ['multipart/form-data'],
  method: 'POST',
  path: '/campaign-image',
  summary:
    'Admins: upload a campaign icon or banner as multipart/form-data with a "file" field (JPEG, PNG or WebP, at most 5 MB; stored as WebP)',
  response: ZCampaignImageResponse,
  errors: [403, 413, 415],
});
