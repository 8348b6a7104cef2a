// Password hashing with scrypt from Node's crypto: a memory-hard KDF with no
// native dependency. Parameters and salt travel in the hash string, so they
// can be raised later without breaking stored hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// OWASP's minimum for scrypt: N=2^17, r=8, p=1 (128 MiB, ~0.4 s here). The test suite alone lowers N through
// STARPORT_TEST_SCRYPT_COST (read once): hundreds of sign-ups at full cost were minutes of its run.
const COST = testCost(process.env.STARPORT_TEST_SCRYPT_COST) ?? 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PREFIX = "scrypt";

/** A power of two from 2^10 up, or none. */
function testCost(value: string | undefined): number | undefined {
  const cost = Number(value);
  return Number.isSafeInteger(cost) && cost >= 1024 && (cost & (cost - 1)) === 0 ? cost : undefined;
}

function derive(
  password: string,
  salt: Buffer,
  options: { N: number; r: number; p: number },
  keyLength: number,
): Promise<Buffer> {
  const params: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, params, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$<salt base64>$<hash base64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const options = { N: COST, r: BLOCK_SIZE, p: PARALLELISM };
  const key = await derive(password, salt, options, KEY_LENGTH);
  return [PREFIX, COST, BLOCK_SIZE, PARALLELISM, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when the password matches; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, hash] = stored.split("$");
  if (prefix !== PREFIX || !n || !r || !p || !salt || !hash) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every((v) => Number.isSafeInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, "base64");
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt, "base64"), options, expected.length);
  return timingSafeEqual(actual, expected);
}
