"use client";
// True once React has hydrated this page in the browser; false in the server's
// HTML. A form whose submit only works in JavaScript keeps its button disabled
// until then, so an early click cannot send the fields as a plain GET (with the
// password in the address) and lose what was typed.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
