/** Certificate ids are 26 lowercase base32 characters (128 random bits). */
export const CERTIFICATE_ID = /^[a-z2-7]{26}$/;

/** The public page of a certificate. */
export const certificateUrl = (id: string) => `/certificates/${id}`;
