/** Certificate ids are 26 lowercase base32 characters (128 random bits). */
export const CERTIFICATE_ID = /^[a-z2-7]{26}$/;

/** The public page of a certificate. */
export const certificateUrl = (id: string) => `/certificates/${id}`;

/** The issuing organisation's name, as LinkedIn and the page show it. */
const CERTIFICATE_ISSUER = 'Agent Atlas';

/**
 * LinkedIn's "Add to Profile" address for a certification (docs/decisions.md, Certificates): it
 * opens the member's "Add license or certification" form with these fields filled in. The issue
 * year and month are the issue date's in UTC, as the page shows it.
 */
export function linkedInAddToProfileUrl(certificate: { journeyTitle: string; issuedAt: number; id: string; url: string }): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: `${certificate.journeyTitle} (Learning Hub journey)`,
    organizationName: CERTIFICATE_ISSUER,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificate.url,
    certId: certificate.id,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}
