/** Salted SHA-256 through Web Crypto, so the same code hashes in Node and in the browser worker build. */
const hex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function digest(salt: string, password: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`)));
}

export async function hashPassword(
  password: string,
  salt = crypto.randomUUID().slice(0, 8),
): Promise<string> {
  return `${salt}$${await digest(salt, password)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  return (await digest(salt, password)) === hash;
}
