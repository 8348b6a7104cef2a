// A whole number read from a query string, strictly: decimal digits only, so
// "0x10" and "1e3" are refused (422) rather than read as 16 and 1000, as
// Number() would. The OpenAPI document still shows an integer. Pure.
import { z } from "zod";

const DIGITS = /^[0-9]{1,9}$/;

/** `fallback`: the value when the parameter is absent (declared as the default in the document). */
export function queryInt({ min, max, fallback }: { min: number; max: number; fallback: number }) {
  return z.preprocess(
    (value) => (typeof value === "string" && DIGITS.test(value) ? Number(value) : value),
    z
      .int("is a whole number (decimal digits)")
      .min(min, min === 1 ? "starts at 1" : `is at least ${min}`)
      .max(max, `is at most ${max}`)
      .default(fallback),
  );
}
