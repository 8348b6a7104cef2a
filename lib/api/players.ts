// A player's public profile shaped for the API.
import "server-only";
import { AppError } from "../http/errors";
import { getProfile } from "../players/get-profile";

export async function getApiPlayer({ handle, origin }: { handle: string; origin: string }) {
  const found = await getProfile({ handle });
  if (!found?.profile) throw new AppError("NOT_FOUND", "No player has this handle");
  const { profile } = found;
  return {
    handle: profile.handle,
    bio: profile.bio,
    joined: profile.joinedAt.toISOString(),
    likesReceived: profile.likesReceived,
    url: `${origin}/u/${encodeURIComponent(profile.handle)}`,
    decks: profile.decks.map((d) => ({
      id: d.id,
      name: d.name,
      format: d.format,
      likes: d.likes,
      createdAt: d.createdAt.toISOString(),
      url: `${origin}/decks/${d.id}`,
    })),
  };
}
