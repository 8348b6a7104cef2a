import type { Metadata } from "next";
import { OfflinePage } from "@/components/offline/OfflinePage";

export const metadata: Metadata = { title: "Offline", robots: { index: false } };

// The same for everyone: the service worker keeps it and shows it for a page it could not fetch.
export default function Offline() {
  return <OfflinePage />;
}
