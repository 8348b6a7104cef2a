// Headings on a card face take their level from where the face sits on the
// page, so a page's outline never skips a level (a card page, the rules' anatomy).
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export function CardHeading({
  level,
  className,
  children,
}: {
  level: HeadingLevel;
  className: string;
  children: React.ReactNode;
}) {
  const Tag = `h${level}` as "h2";
  return <Tag className={className}>{children}</Tag>;
}

export function CardSubheading({ level, children }: { level: HeadingLevel; children: React.ReactNode }) {
  return (
    <CardHeading level={level} className="card-subheading">
      {children}
    </CardHeading>
  );
}
