/** A content id and URL segment: lowercase words joined by single hyphens ("plan-and-execute"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
