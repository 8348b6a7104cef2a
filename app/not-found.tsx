import Link from "next/link";
import { SearchBox } from "@/components/search/SearchBox";

export default function NotFound() {
  return (
    <div className="empty-state">
      <h1>Not found</h1>
      <p>
        There is no page at this address. Try a search, or browse <Link href="/cards">all cards</Link>.
      </p>
      <SearchBox />
    </div>
  );
}
