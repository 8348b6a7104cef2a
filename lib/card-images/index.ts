// The image store, chosen once from the environment (store-for.ts).
import "server-only";
import { readEnv } from "@/lib/env";
import type { ImageStore } from "./image-store";
import { storeFor } from "./store-for";

let chosen: ImageStore | undefined;
export const imageStore = (): ImageStore => (chosen ??= storeFor(readEnv()));
