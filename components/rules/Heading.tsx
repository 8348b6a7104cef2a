// A heading whose level comes from where it is nested on the page.
export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: number;
  id?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const Tag = `h${Math.min(Math.max(level, 1), 6)}` as "h2";
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
