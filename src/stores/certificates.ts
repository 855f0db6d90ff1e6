import { atom, task } from 'nanostores';
import type { CertificateAnswer, CertificatesOverview, CertificateView } from '../../functions/features/certificates/certificates.schemas';
import { apiRequest } from '../lib/api-client';
import { loadInto, type Loaded } from './loaded';

/** The signed-in user's certificates and the journeys that could have one, with the calls that change them. */
export const $certificates = atom<Loaded<CertificatesOverview>>({ status: 'loading' });

export const loadCertificates = () => loadInto($certificates, () => apiRequest<CertificatesOverview>('/certificates'));

/** Issues a certificate for a completed journey (Pro and up), then reloads the list. */
export function issueCertificate(journeyId: string): Promise<CertificateView> {
  return task(async () => {
    const { certificate } = await apiRequest<CertificateAnswer>('/certificates', { method: 'POST', body: { journeyId } });
    await loadCertificates();
    return certificate;
  });
}

export function revokeCertificate(id: string): Promise<void> {
  return task(async () => {
    await apiRequest<CertificateAnswer>(`/certificates/${encodeURIComponent(id)}/revoke`, { method: 'POST', body: {} });
    await loadCertificates();
  });
}
