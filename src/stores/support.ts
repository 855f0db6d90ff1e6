import { atom, task } from 'nanostores';
import type {
  SupportRequestBody,
  SupportRequests,
  SupportRequestSent,
  SupportRequestView,
} from '../../functions/features/support/support.schemas';
import { apiRequest } from '../lib/api-client';
import { loadInto, type Loaded } from './loaded';

/** The signed-in user's support requests (shown on /help) and the call that sends one. */
export const $myRequests = atom<Loaded<SupportRequestView[]>>({ status: 'loading' });

export const loadMyRequests = () => loadInto($myRequests, async () => (await apiRequest<SupportRequests>('/support/requests')).requests);

/** Sends a request; resolves to the server's success message. */
export function sendSupportRequest(input: SupportRequestBody): Promise<string> {
  return task(async () => {
    const { message } = await apiRequest<SupportRequestSent>('/support/requests', { method: 'POST', body: input });
    if ($myRequests.get().status === 'ready') await loadMyRequests();
    return message;
  });
}
