// Card images for a benchmark's site (issue 38: pages measured with images present): every card but the ones named
// gets a front image, a JPEG the size of a card scan with its name drawn on it, kept in the site's IMAGES_DIR as an
// upload would keep it (by its SHA-256) and recorded in card_image.
import { createHash } from "node:crypto";
import { Client } from "pg";
import sharp from "sharp";
import { folderStore } from "../../lib/card-images/folder-store";
import { originalKey } from "../../lib/card-images/image-store";

const WIDTH = 744;
const HEIGHT = 1039;

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A card-shaped picture: a gradient and noise (so it compresses like a photo, not like a flat colour) and a name. */
async function cardPicture(name: string, seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,70%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="40" y="40" width="${WIDTH - 80}" height="80" rx="12" fill="rgba(255,255,255,0.85)"/>
    <text x="60" y="95" font-family="sans-serif" font-size="40">${escapeXml(name)}</text>
  </svg>`;
  const noise = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 82 })
    .toBuffer();
}

export async function giveCardsImages(options: { databaseUrl: string; imagesDir: string; except: string[] }) {
  const store = folderStore(options.imagesDir);
  const db = new Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number; name: string }>(
      `SELECT id, name FROM card WHERE slug <> ALL($1::text[]) ORDER BY id`,
      [options.except],
    );
    for (const card of rows) {
      const bytes = await cardPicture(card.name, card.id);
      const hash = createHash("sha256").update(bytes).digest("hex");
      await store.put(originalKey(hash), bytes, "image/jpeg");
      await db.query(`INSERT INTO card_image ("cardId", face, hash, width, height) VALUES ($1, 'FRONT', $2, $3, $4)`, [
        card.id,
        hash,
        WIDTH,
        HEIGHT,
      ]);
    }
    return rows.length;
  } finally {
    await db.end();
  }
}
