import "@/components/format/formats.css";

export default function FormatsLayout({ children }: { children: React.ReactNode }) {
  return children;
}
