import type { TCampaignBody, TFlashSaleBody, TOfferBody } from '@upahar/contract';
import {
  addCampaignOffer,
  addFlashSale,
  campaignTargets,
  createCampaign,
  getStaffCampaign,
  listStaffCampaigns,
  removeCampaignOffer,
  removeFlashSale,
  updateCampaign,
  updateFlashSale,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';
import { uploadWithProgress } from '~/lib/upload-with-progress';

// The admins' calls for campaigns under the dashboard API. Every change answers the whole
// campaign again, so the page shows what the server holds.

export const fetchCampaigns = (signal?: AbortSignal) =>
  callApi(listStaffCampaigns, {}, { signal }).then((r) => r.data.campaigns);
export const fetchCampaign = (id: number, signal?: AbortSignal) =>
  callApi(getStaffCampaign, { params: { id } }, { signal }).then((r) => r.data.campaign);
export const fetchCampaignTargets = (signal?: AbortSignal) =>
  callApi(campaignTargets, {}, { signal }).then((r) => r.data);

export const makeCampaign = (body: TCampaignBody) => callApi(createCampaign, { body });
export const saveCampaign = (id: number, body: TCampaignBody) =>
  callApi(updateCampaign, { params: { id }, body });

export const addOffer = (id: number, body: TOfferBody) => callApi(addCampaignOffer, { params: { id }, body });
export const removeOffer = (id: number, itemId: number) =>
  callApi(removeCampaignOffer, { params: { id, itemId } });

export const addSale = (id: number, body: TFlashSaleBody) => callApi(addFlashSale, { params: { id }, body });
export const saveSale = (id: number, itemId: number, body: TFlashSaleBody) =>
  callApi(updateFlashSale, { params: { id, itemId }, body });
export const removeSale = (id: number, itemId: number) =>
  callApi(removeFlashSale, { params: { id, itemId } });

export const uploadCampaignImage = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<{ path: string }>('/api/dashboard/v1/campaign-image', file, onProgress);
