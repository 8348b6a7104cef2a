// Pages turn a missing (or hidden) resource into Next's not-found page.
import "server-only";
import { notFound } from "next/navigation";
import { AppError } from "./errors";

export async function orNotFound<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}
