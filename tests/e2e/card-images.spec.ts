import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPrismaClient } from "../../lib/database/prisma-client";
import { legalDeck, legalDeckCards } from "../factories";
import { launchBrowser, untilInteractive } from "./browser";
import { signUp } from "./sign-up";

// Card images: an editor uploads a ship's front image on its edit page; the card page, the card's preview and the
// deck's card-faces view show it at its set size (it has loaded, its width and height are in the markup), the card's
// text stays in the page, and a visitor who is not signed in sees it on a fresh load. Then an erratum to the same
// ship: the history shows both changes, and a visitor's card page, deck card faces and preview show the new text
// beside the image at the same sizes (the shared deck's kept page is dropped by the card's edit). Screenshots in
// test-results/.
const SLOW = { timeout: 20_000, interval: 500 };
const ship = legalDeck().entries.find((e) => e.card.type === "SHIP")!.card;
/** The erratum adds a sentence, so the ship's printed text (other specs may read it) is still in its text. */
const ADDED = "The Quillon refit applies.";

let browser: Browser;
let editor: BrowserContext;
let page: Page;
let deckPath: string;

async function sql(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: inject("siteDatabaseUrl") });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The image has arrived and been decoded (a lazy one once scrolled to). */
const loadedWidth = async (image: Locator) => {
  await image.scrollIntoViewIfNeeded();
  return image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
};
const noSideScroll = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await browser.newContext({ baseURL: inject("baseUrl"), viewport: { width: 1280, height: 900 } });
  editor.setDefaultTimeout(30_000);
  await signUp(editor, "Image Editor");
  await sql(`UPDATE "user" SET roles = ARRAY['EDITOR']::"UserRole"[] WHERE name = $1`, ["Image Editor"]);
  page = await editor.newPage();
  // The editor's public deck holding the ship, written directly (the import form has its own specs).
  const prisma = createPrismaClient(inject("siteDatabaseUrl"), { max: 1 });
  try {
    const owner = await prisma.user.findFirstOrThrow({ where: { name: "Image Editor" }, select: { id: true } });
    const entries = legalDeckCards();
    const ids = await prisma.card.findMany({ where: { slug: { in: entries.map((e) => e.slug) } } });
    const deck = await prisma.deck.create({
      data: {
        ownerId: owner.id,
        name: "Pictured traders",
        formatId: "standard",
        visibility: "PUBLIC",
        cards: {
          create: entries.map((e) => ({ cardId: ids.find((c) => c.slug === e.slug)!.id, quantity: e.quantity })),
        },
      },
    });
    deckPath = `/decks/${deck.id}`;
  } finally {
    await prisma.$disconnect();
  }
});
afterAll(async () => {
  await browser?.close();
});

describe("card images", () => {
  it("an editor uploads a front image; the card page, the preview and the deck's card faces show it at its size", async () => {
    const png = await sharp({ create: { width: 600, height: 840, channels: 3, background: "#1d4e89" } })
      .png()
      .toBuffer();
    await page.goto(`/admin/cards/${ship.slug}`);
    const front = page.locator("form.card-image-upload").filter({ hasText: "Front" });
    await untilInteractive(front.getByRole("button", { name: "Upload image" }));
    // A file that is not an image is refused with its reason, once.
    await front
      .getByLabel("Image file")
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("hi") });
    await front.getByRole("button", { name: "Upload image" }).click();
    await expect
      .poll(() => front.getByRole("alert").textContent(), SLOW)
      .toBe("The file is not an image that can be read.");
    await front.getByLabel("Image file").setInputFiles({ name: "../../front.png", mimeType: "image/png", buffer: png });
    await front.getByRole("button", { name: "Upload image" }).click();
    await expect.poll(() => front.locator('[role="status"], [role="alert"]').textContent(), SLOW).toBe("Image saved.");
    // The refreshed edit page shows the image and the history names the change.
    await front.locator(`img[alt="${ship.name}"]`).waitFor();
    await page.locator(".card-history").getByText("front image").first().waitFor();

    // The card page (another worker may answer: opened again until it has the image).
    const cardImage = page.locator(`.card-page img.card-image[alt="${ship.name}"]`);
    await expect
      .poll(async () => {
        await page.goto(`/cards/${ship.slug}`);
        return cardImage.count();
      }, SLOW)
      .toBe(1);
    expect(await cardImage.getAttribute("width")).toBe("480");
    expect(await cardImage.getAttribute("height")).toBe("672");
    expect(await cardImage.getAttribute("loading")).toBeNull();
    await expect.poll(() => loadedWidth(cardImage), SLOW).toBeGreaterThan(0);
    // The card's text stays in the page: the drawn face is still there under the image.
    expect(await page.locator(".card-page-face .card-face").count()).toBeGreaterThan(0);
    const src = (await cardImage.getAttribute("src"))!;
    expect(src).toMatch(/^\/images\/[0-9a-f]{64}\/480$/);
    const served = await page.request.get(src);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await page.request.get(src.replace(/480$/, "500"))).status()).toBe(404);

    // The preview on the deck page: the front image instead of the drawn face.
    await page.goto(deckPath);
    const name = page.locator(`[data-card-preview="${ship.slug}"]`).first();
    await untilInteractive(name);
    await name.hover();
    const preview = page.locator(`.card-preview-pop img.card-image[alt="${ship.name}"]`);
    await preview.waitFor(SLOW);
    expect(await preview.getAttribute("width")).toBe("320");
    await expect.poll(() => loadedWidth(preview), SLOW).toBeGreaterThan(0);

    // The deck's card faces: the ship's face carries its image, lazily.
    await page.goto(`${deckPath}?view=grid`);
    const face = page.locator(`.deck-face img.card-image[alt="${ship.name}"]`);
    expect(await face.getAttribute("width")).toBe("160");
    expect(await face.getAttribute("height")).toBe("224");
    expect(await face.getAttribute("loading")).toBe("lazy");
    await expect.poll(() => loadedWidth(face), SLOW).toBeGreaterThan(0);

    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const [shot, path] of [
        ["card", `/cards/${ship.slug}`],
        ["grid", `${deckPath}?view=grid`],
        ["admin", `/admin/cards/${ship.slug}`],
      ] as const) {
        await page.goto(path);
        expect(await noSideScroll(page), `${shot} at ${width} px`).toBe(true);
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({
            path: `test-results/card-images-${shot}-${width}-${colorScheme}.png`,
            fullPage: true,
          });
        }
      }
    }
  }, 120_000);

  it("an erratum to the pictured ship: the history shows it, and a visitor sees the new text beside the image", async () => {
    const visitor = await browser.newContext({ baseURL: inject("baseUrl"), viewport: { width: 1280, height: 900 } });
    try {
      const anonymous = await visitor.newPage();
      const face = anonymous.locator(".deck-face").filter({ has: anonymous.locator(`img[alt="${ship.name}"]`) });
      const faceText = face.locator(".deck-face-text");
      const cardFace = anonymous.locator(".card-page-face");
      // The visitor's pages before the erratum: kept for visitors until something they show changes.
      await anonymous.goto(`${deckPath}?view=grid`);
      expect(await faceText.textContent()).not.toContain(ADDED);
      await anonymous.goto(`/cards/${ship.slug}`);
      expect(await cardFace.textContent()).not.toContain(ADDED);

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/admin/cards/${ship.slug}`);
      const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Save erratum" }) });
      await untilInteractive(form.getByRole("button", { name: "Save erratum" }));
      const printed = await form.getByLabel("Printed text").inputValue();
      await form.getByLabel("Corrected text").fill(`${printed} ${ADDED}`);
      await form.getByLabel("Source").fill("Errata v2.1");
      await form.getByRole("button", { name: "Save erratum" }).click();
      await page.getByRole("status").filter({ hasText: "Erratum saved" }).waitFor();
      const history = page.locator(".card-history");
      await expect
        .poll(async () => {
          await page.goto(`/admin/cards/${ship.slug}`);
          return history.locator("li").first().textContent();
        }, SLOW)
        .toContain("erratum by Image");
      expect(await history.textContent()).toContain("front image");

      // The deck's card faces (the shared deck's kept page is dropped by the card's edit): the new text, the image.
      await expect
        .poll(async () => {
          await anonymous.goto(`${deckPath}?view=grid`);
          return faceText.textContent();
        }, SLOW)
        .toContain(ADDED);
      expect(await face.locator("img.card-image").getAttribute("width")).toBe("160");
      expect(await face.locator("img.card-image").getAttribute("height")).toBe("224");

      // The card page.
      await expect
        .poll(async () => {
          await anonymous.goto(`/cards/${ship.slug}`);
          return cardFace.textContent();
        }, SLOW)
        .toContain(ADDED);
      expect(await anonymous.locator(`.card-page img.card-image[alt="${ship.name}"]`).getAttribute("width")).toBe(
        "480",
      );

      // The preview on the deck page: the image, with the new text in it for screen readers.
      await anonymous.goto(deckPath);
      const name = anonymous.locator(`[data-card-preview="${ship.slug}"]`).first();
      await untilInteractive(name);
      await name.hover();
      const pop = anonymous.locator(".card-preview-pop");
      const preview = pop.locator(`img.card-image[alt="${ship.name}"]`);
      await preview.waitFor(SLOW);
      expect(await preview.getAttribute("width")).toBe("320");
      expect(await pop.textContent()).toContain(ADDED);
    } finally {
      await visitor.close();
    }
  }, 120_000);

  it("a visitor who is not signed in sees the image on a fresh load", async () => {
    const visitor = await browser.newContext({ baseURL: inject("baseUrl"), viewport: { width: 390, height: 844 } });
    const anonymous = await visitor.newPage();
    const image = anonymous.locator(`img.card-image[alt="${ship.name}"]`);
    await expect
      .poll(async () => {
        await anonymous.goto(`/cards/${ship.slug}`);
        return image.count();
      }, SLOW)
      .toBe(1);
    await expect.poll(() => loadedWidth(image), SLOW).toBeGreaterThan(0);
    await visitor.close();
  });

  it("on a phone draws the card page's image 16rem wide from the 480 file, the card's text in view below it", async () => {
    const phone = await browser.newContext({
      baseURL: inject("baseUrl"),
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    const page = await phone.newPage();
    await page.goto(`/cards/${ship.slug}`);
    const image = page.locator(`.card-page img.card-image[alt="${ship.name}"]`);
    await expect.poll(() => loadedWidth(image), SLOW).toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBe(256);
    expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/\/480$/);
    const nameBottom = await page.locator(".card-face .card-name").evaluate((n) => n.getBoundingClientRect().bottom);
    expect(nameBottom).toBeLessThan(823);
    await phone.close();
  });
});
