import { atom, task } from 'nanostores';
import { apiRequest, errorMessage } from '../lib/api-client';
import type { SupportRequestView } from '../lib/support/support';

/** The signed-in user's support requests (shown on /help) and the call that sends one. */
export const $myRequests = atom<{ status: 'idle' | 'ready' | 'error'; items: SupportRequestView[]; error: string }>({
  status: 'idle',
  items: [],
  error: '',
});

export function loadMyRequests(): Promise<void> {
  return task(async () => {
    try {
      const { requests } = await apiRequest<{ requests: SupportRequestView[] }>('/support/requests');
      $myRequests.set({ status: 'ready', items: requests, error: '' });
    } catch (err) {
      $myRequests.set({ status: 'error', items: [], error: errorMessage(err) });
    }
  });
}

export interface SupportRequestInput {
  category: string;
  subject: string;
  message: string;
  email?: string;
  website?: string;
  humanCheckToken?: string;
}

/** Sends a request; resolves to the server's success message. */
export function sendSupportRequest(input: SupportRequestInput): Promise<string> {
  return task(async () => {
    const { message } = await apiRequest<{ message: string }>('/support/requests', { method: 'POST', body: input });
    if ($myRequests.get().status === 'ready') await loadMyRequests();
    return message;
  });
}
