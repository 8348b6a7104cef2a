// The image store an environment names: a bucket when S3_ENDPOINT and its credentials are set, else the folder
// IMAGES_DIR. Without "server-only", so the catalogue's import and export scripts use the site's store.
import type { Env } from "../env";
import { folderStore } from "./folder-store";
import type { ImageStore } from "./image-store";
import { s3Store } from "./s3-store";

export function storeFor(env: Env): ImageStore {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
    return s3Store({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  return folderStore(env.IMAGES_DIR);
}
