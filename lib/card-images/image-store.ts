// Where card images are kept: one small contract, two backends (a folder, an
// S3-compatible bucket). Keys are made here from content hashes, never from a
// file's name, and checked again by each backend.

export interface ImageStore {
  /** "folder" or "s3": what the contract suite names. */
  readonly kind: string;
  /** Writes the bytes under the key; writing the same key again replaces them. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
}

/** "original/<64 hex>" or "w320/<64 hex>.webp": nothing else is a key. */
const KEY = /^(original|w\d{2,4})\/[0-9a-f]{64}(\.webp)?$/;

export function checkImageKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not an image key: ${JSON.stringify(key)}`);
  return key;
}

export const originalKey = (hash: string) => checkImageKey(`original/${hash}`);
export const resizedKey = (hash: string, width: number) => checkImageKey(`w${width}/${hash}.webp`);
