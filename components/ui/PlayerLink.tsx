// A player as the site names them everywhere: their handle, linking to their profile.
import Link from "next/link";

export function PlayerLink({ handle }: { handle: string }) {
  return <Link href={`/u/${encodeURIComponent(handle)}`}>{handle}</Link>;
}
