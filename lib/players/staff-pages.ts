// The pages a player's roles open: none for a player, the catalogue's editing for editors and admins, the reports
// of what players post for admins. The account page and /admin list them; each page checks the role itself.
import type { UserRole } from "../generated/prisma/client";

export interface StaffPage {
  href: string;
  title: string;
  about: string;
}

const PAGES: readonly { opens: readonly UserRole[]; page: StaffPage }[] = [
  {
    opens: ["EDITOR", "ADMIN"],
    page: { href: "/admin/cards", title: "Cards to edit", about: "Correct a card, add its errata and rulings." },
  },
  {
    opens: ["ADMIN"],
    page: {
      href: "/admin/reports",
      title: "Reports",
      about: "Comments and reviews players reported, and hidden ones.",
    },
  },
];

export function staffPages(roles: readonly UserRole[]): StaffPage[] {
  return PAGES.filter(({ opens }) => opens.some((role) => roles.includes(role))).map(({ page }) => page);
}
