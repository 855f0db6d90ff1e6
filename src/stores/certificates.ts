import { atom, task } from 'nanostores';
import { apiRequest, errorMessage } from '../lib/api-client';
import type { CertificatesOverview, CertificateView } from '../lib/certificates/certificates';
import type { Loaded } from './loaded';

/** The signed-in user's certificates and the journeys that could have one, with the calls that change them. */

export const $certificates = atom<Loaded<CertificatesOverview>>({ status: 'loading' });

export function loadCertificates(): Promise<void> {
  return task(async () => {
    try {
      $certificates.set({ status: 'ready', data: await apiRequest<CertificatesOverview>('/certificates') });
    } catch (err) {
      $certificates.set({ status: 'error', error: errorMessage(err) });
    }
  });
}

/** Issues a certificate for a completed journey (Pro and up), then reloads the list. */
export function issueCertificate(journeyId: string): Promise<CertificateView> {
  return task(async () => {
    const { certificate } = await apiRequest<{ certificate: CertificateView }>('/certificates', { method: 'POST', body: { journeyId } });
    await loadCertificates();
    return certificate;
  });
}

export function revokeCertificate(id: string): Promise<void> {
  return task(async () => {
    await apiRequest(`/certificates/${encodeURIComponent(id)}/revoke`, { method: 'POST', body: {} });
    await loadCertificates();
  });
}
