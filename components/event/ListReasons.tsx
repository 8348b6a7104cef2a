// Why a registered list is not legal, one line per rule, small: under a roster row's verdict or on a decklist sheet.
export function ListReasons({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul className="list-reasons">
      {reasons.map((reason, i) => (
        <li key={i}>{reason}</li>
      ))}
    </ul>
  );
}
