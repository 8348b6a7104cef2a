import Link from "next/link";
import { PageLinks } from "./PageLinks";

/** Previous / numbered / next links; the page number lives in the URL. */
export function Pagination(props: { page: number; pageCount: number; href: (page: number) => string }) {
  return <PageLinks {...props} Anchor={Link} />;
}
