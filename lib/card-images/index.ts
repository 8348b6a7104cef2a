// The image store, chosen once from the environment: a bucket when S3_ENDPOINT
// is set, else the folder IMAGES_DIR.
import "server-only";
import { readEnv, type Env } from "@/lib/env";
import { folderStore } from "./folder-store";
import type { ImageStore } from "./image-store";
import { s3Store } from "./s3-store";

function storeFor(env: Env): ImageStore {
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

let chosen: ImageStore | undefined;
export const imageStore = (): ImageStore => (chosen ??= storeFor(readEnv()));
