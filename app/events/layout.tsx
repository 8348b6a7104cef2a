// Every event page shares the events stylesheet, print rules included.
import "@/components/event/events.css";

export default function EventsLayout({ children }: { children: React.ReactNode }) {
  return children;
}
