/** Certificate ids are 26 lowercase base32 characters (128 random bits). */
export const CERTIFICATE_ID = /^[a-z2-7]{26}$/;

/** The public page of a certificate. */
export const certificateUrl = (id: string) => `/certificates/${id}`;

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
