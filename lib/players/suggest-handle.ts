import "server-only";
import { randomInt } from "node:crypto";
import { prisma } from "../db";
import { isHandleFree } from "./handle-availability";

// Words from the game, never from the player's email or name.
const WORDS = ["captain", "pilot", "trader", "scout", "navigator", "gunner", "broker", "drifter", "envoy", "ranger"];

/** A free handle to offer at sign-up: a word from the game and a number. */
export async function suggestHandle(): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const handle = `${WORDS[randomInt(WORDS.length)]}-${randomInt(1000, 100000)}`;
    if (await isHandleFree({ db: prisma, handle })) return handle;
  }
  return `player-${randomInt(10 ** 8, 10 ** 9)}`;
}
