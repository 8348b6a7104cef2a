import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser, openPage } from "./browser";

const { cards } = readCatalogue();
const ship = cards.find((c) => c.type === "SHIP")!;
const crew = cards.find((c) => c.type === "CREW")!;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("/check in Chromium", () => {
  it("shows why an illegal list is not legal, and keeps the list in the form", async () => {
    const page = await openPage(browser, "/check");
    const list = `Ship:\n1x ${ship.name}\nCaptain's deck\n2x ${crew.name}`;
    await page.getByLabel("Decklist").fill(list);
    await page.getByLabel("Format").selectOption("standard");
    await page.getByRole("button", { name: "Check deck" }).click();
    const badge = page.locator(".verdict-badge");
    await expect.poll(() => badge.textContent()).toBe("Not legal");
    const errors = page.getByRole("region", { name: "Errors" });
    const text = await errors.textContent();
    expect(text).toMatch(/60/); // the captain's deck size
    expect(await errors.locator('[data-rule="unique-crew"] a', { hasText: crew.name }).getAttribute("href")).toBe(
      `/cards/${crew.slug}`,
    );
    expect(await errors.locator('[data-rule="unique-crew"] a[href^="/rules#"]').count()).toBe(1);
    expect(await page.getByLabel("Decklist").inputValue()).toBe(list);
    await page.close();
  });

  it("brings the verdict into view below a tall form, on a phone too, each time a list is checked", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await browser.newPage({ baseURL: inject("baseUrl"), viewport });
      await page.goto("/check");
      const answer = page.locator(".check-result");
      const inView = () =>
        answer.evaluate((el) => {
          const { top } = el.getBoundingClientRect();
          return document.activeElement === el && top >= 0 && top < window.innerHeight;
        });
      for (const list of [`Ship:\n1x ${ship.name}`, `1x ${ship.name}\n3x ${crew.name}`]) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByLabel("Decklist").fill(list);
        await page.getByRole("button", { name: "Check deck" }).click();
        await expect.poll(inView).toBe(true);
      }
      await page.close();
    }
  });

  it("names a misspelt card once, in the verdict, with the closest name as a link", async () => {
    const page = await openPage(browser, "/check");
    const misspelt = ship.name.slice(0, -1);
    await page.getByLabel("Decklist").fill(`1x ${misspelt}`);
    await page.getByRole("button", { name: "Check deck" }).click();
    const error = page.locator('.violation[data-rule="unknown-card"]');
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await error.locator(".violation-message").textContent()).toContain(`'${misspelt}' (line 1, 1 copy)`);
    expect(await error.getByRole("link", { name: ship.name }).getAttribute("href")).toBe(`/cards/${ship.slug}`);
    expect(await page.locator(".decklist-issues").count()).toBe(0);
    await page.close();
  });

  it("reads an uploaded .txt file into the textarea", async () => {
    const page = await openPage(browser, "/check");
    const list = `Ship:\r\n1x ${ship.name}\r\n`;
    await page
      .getByLabel("Or upload a .txt file")
      .setInputFiles({ name: "deck.txt", mimeType: "text/plain", buffer: Buffer.from(list) });
    await expect.poll(() => page.getByLabel("Decklist").inputValue()).toBe(list.replace(/\r\n/g, "\n"));
    await page.close();
  });

  it('reads a UTF-16 file (Notepad\'s "Unicode") as the same list, and checks it', async () => {
    const page = await openPage(browser, "/check");
    const list = `Ship:\r\n1x ${ship.name}\r\n`;
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(list, "utf16le")]);
    await page
      .getByLabel("Or upload a .txt file")
      .setInputFiles({ name: "deck.txt", mimeType: "text/plain", buffer: utf16 });
    await expect.poll(() => page.getByLabel("Decklist").inputValue()).toBe(list.replace(/\r\n/g, "\n"));
    await page.getByRole("button", { name: "Check deck" }).click();
    await expect.poll(() => page.locator(".verdict-badge").textContent()).toBe("Not legal");
    expect(await page.locator(".decklist-issues").count()).toBe(0);
    await page.close();
  });

  it("works without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: inject("baseUrl") });
    const page = await context.newPage();
    await page.goto("/check");
    await page.getByLabel("Decklist").fill(`1x ${ship.name}`);
    await page.getByRole("button", { name: "Check deck" }).click();
    await page.waitForLoadState("load");
    expect(await page.locator(".verdict-badge").textContent()).toBe("Not legal");
    expect(await page.getByLabel("Decklist").inputValue()).toBe(`1x ${ship.name}`);
    await context.close();
  });
});

describe("/check's action with arguments no form of ours sends", () => {
  const origin = () => new URL(inject("baseUrl")).origin;

  it("answers 400 with the reason, with JavaScript (the Next-Action header) or without (React's form fields)", async () => {
    const page = await openPage(browser, "/check");
    await page.getByLabel("Decklist").fill(`1x ${ship.name}`);
    const sent = page.waitForRequest((request) => request.headers()["next-action"] !== undefined);
    await page.getByRole("button", { name: "Check deck" }).click();
    const id = (await sent).headers()["next-action"]!;
    await expect.poll(() => page.locator(".verdict-badge").textContent()).toBe("Not legal");

    // Each of these threw in Next or in the action: a 500. Now Next's decoding is spared what it throws on (the
    // edge), and the action refuses what it does not take (parsedAction): both answer 400 with the reason.
    const headers = { "next-action": id, origin: origin() };
    const asText = ['["x"]', '[null,"$K1"]', '{"a":1}', "null", '["$Q1"]'];
    for (const body of asText) {
      const answer = await page.request.post("/check", {
        headers: { ...headers, "content-type": "text/plain;charset=UTF-8" },
        data: body,
      });
      expect(answer.status(), body).toBe(400);
      expect(await answer.text(), body).toMatch(/^Refused: The server action's arguments/);
    }
    // A form reference in a text body is an empty form: the action answers it as it answers an empty decklist.
    const empty = await page.request.post("/check", {
      headers: { ...headers, "content-type": "text/plain;charset=UTF-8" },
      data: '[{"submission":0},"$K1"]',
    });
    expect(empty.status()).toBe(200);
    for (const root of ['[{"submission":0},"x"]', '[1,"$K1"]', '[{"submission":0},"$Q1"]', '["$K1"]', null]) {
      const answer = await page.request.post("/check", {
        headers,
        multipart: root === null ? { decklist: "1x a" } : { "0": root, "1_decklist": "1x a" },
      });
      expect(answer.status(), String(root)).toBe(400);
      expect(await answer.text(), String(root)).toMatch(/^Refused: The server action's arguments/);
    }
    await page.close();

    // Without JavaScript the page binds the form's state to the action in hidden fields.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: inject("baseUrl") });
    const plain = await context.newPage();
    await plain.goto("/check");
    const reference = JSON.parse((await plain.locator('input[name="$ACTION_1:0"]').getAttribute("value"))!) as {
      id: string;
    };
    expect(reference.id).toBe(id);
    const posts: Record<string, string>[] = [
      { [`$ACTION_ID_${id}`]: "", decklist: "1x a" },
      {
        $ACTION_REF_1: "",
        "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }),
        "$ACTION_1:1": '["x",{"a":1},"$Q2"]',
        decklist: "1x a",
      },
      {
        $ACTION_REF_1: "",
        "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }),
        "$ACTION_1:1": "[null]",
        decklist: "1x a",
      },
      { $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id, bound: "$@9" }), decklist: "1x a" },
    ];
    for (const fields of posts) {
      const answer = await context.request.post("/check", { headers: { origin: origin() }, multipart: fields });
      expect(answer.status(), JSON.stringify(fields)).toBe(400);
      expect(await answer.text()).toMatch(/^The (server action's arguments|form's action fields)/);
    }
    await context.close();
  });
});
