// Workers' non-standard constant-time comparison (developers.cloudflare.com/workers/examples/
// protect-against-timing-attacks, checked 2026-11-25); the DOM type definitions the project also
// loads do not know it.
declare global {
  interface SubtleCrypto {
    timingSafeEqual(a: ArrayBuffer | ArrayBufferView, b: ArrayBuffer | ArrayBufferView): boolean;
  }
}

const encoder = new TextEncoder();
const digest = (value: string) => crypto.subtle.digest('SHA-256', encoder.encode(value));

/**
 * Compares a secret someone sent with the configured one in constant time. Both are hashed first,
 * so the comparison always runs over two 32-byte digests (`timingSafeEqual` itself is only
 * constant-time for inputs of equal length): neither the position of the first wrong character nor
 * the length of a guess shows in the time it takes.
 */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return crypto.subtle.timingSafeEqual(a, b);
}
