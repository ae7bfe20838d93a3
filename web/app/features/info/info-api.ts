import type { TFeedbackBody } from '@upahar/contract';
import { sendFeedback as sendFeedbackEndpoint } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

/** Sends the contact form; signed in, the message is linked to the account. */
export const sendFeedback = (body: TFeedbackBody) => callApi(sendFeedbackEndpoint, { body });
