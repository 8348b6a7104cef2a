// Card images in a folder (IMAGES_DIR, .data/images by default). A write goes
// to a temporary file first, so a reader never sees half an image.
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkImageKey, type ImageStore } from "./image-store";

export function folderStore(dir: string): ImageStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => path.join(root, ...checkImageKey(key).split("/"));
  return {
    kind: "folder",
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}
