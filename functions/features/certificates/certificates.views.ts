import { certificateUrl } from '../../../src/lib/certificates/certificates';
import type { CertificateRow } from './certificates.repo';
import type { CertificateView } from './certificates.schemas';

/** A stored certificate as its holder sees it (and anyone, while it is valid). */
export const toCertificateView = (row: CertificateRow): CertificateView => ({
  id: row.id,
  url: certificateUrl(row.id),
  journeyId: row.journey_id,
  journeyTitle: row.journey_title,
  holderName: row.holder_name,
  completedAt: row.completed_at,
  issuedAt: row.issued_at,
  revokedAt: row.revoked_at,
});

/** A revoked certificate as anyone sees it: that it was revoked, and when, but no longer whose it was. */
export const toRevokedCertificateView = (row: CertificateRow): Pick<CertificateView, 'id' | 'url' | 'revokedAt'> => ({
  id: row.id,
  url: certificateUrl(row.id),
  revokedAt: row.revoked_at,
});
