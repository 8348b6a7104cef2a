import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { staffPagesOf } from "@/lib/players/player-staff-pages";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Staff pages", robots: { index: false } };

export default async function AdminPage() {
  const user = await requireSignedIn("/admin");
  const pages = await staffPagesOf(user.id);
  // A player with no role sees no sign that the staff pages exist.
  if (pages.length === 0) notFound();
  return (
    <article>
      <h1>Staff pages</h1>
      <ul>
        {pages.map((page) => (
          <li key={page.href}>
            <Link href={page.href}>{page.title}</Link>: {page.about}
          </li>
        ))}
      </ul>
    </article>
  );
}
