// The certificates API (docs/api.md, Certificates), one place for both sides: the request schema
// the routes validate with and the response types they answer with, which the certificates store
// imports as types.
import { z } from 'zod';

// ---- Requests ----------------------------------------------------------------------------------

/** `POST /certificates`: the journey to certify (the holder is always the signed-in user). */
export const issueSchema = z.strictObject({ journeyId: z.string({ error: 'Name the journey.' }).min(1).max(80) });

// ---- Responses ---------------------------------------------------------------------------------

/** A certificate as its holder sees it (and anyone, while it is valid). */
export interface CertificateView {
  id: string;
  url: string;
  journeyId: string;
  journeyTitle: string;
  holderName: string;
  /** Unix ms. */
  completedAt: number;
  issuedAt: number;
  revokedAt: number | null;
}

export interface CertificatesOverview {
  /** Whether the user's plan includes certificates. */
  entitled: boolean;
  certificates: CertificateView[];
  /** Completed journeys, every quiz passed, without a live certificate. */
  eligibleJourneys: { id: string; title: string; completedAt: number }[];
  /** Completed journeys that cannot have a certificate: quizzes below the pass mark at the first answers (score in %). */
  journeysWithFailedQuizzes: { id: string; title: string; failedQuizzes: { id: string; title: string; score: number }[] }[];
}

/** `POST /certificates` and `POST /certificates/{id}/revoke`: the certificate as it now stands. */
export interface CertificateAnswer {
  certificate: CertificateView;
}

/** `GET /certificates/{id}`: a valid certificate, or a revoked one that no longer names its holder. */
export interface PublicCertificate {
  certificate: CertificateView | Pick<CertificateView, 'id' | 'url' | 'revokedAt'>;
}
