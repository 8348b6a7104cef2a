// Work done on response bodies (a cached page's script hashes, a compressed
// copy), keyed by path and ETag and bounded in bytes (lru-cache): the same
// cached page is hashed and compressed once per process, not once per request.
import { LRUCache } from "lru-cache";

export type BodyMemo = LRUCache<string, Buffer | string[]>;

export const createBodyMemo = (maxBytes: number): BodyMemo => new LRUCache({ maxSize: maxBytes });
