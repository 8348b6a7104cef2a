// One builder line's owned against needed ("2 / 3 owned"), marked when short.
import type { OwnedVsNeeded } from "@/lib/collections/owned-vs-needed";
import styles from "./collection.module.css";

export function OwnedCount({ line }: { line: OwnedVsNeeded }) {
  return (
    <span
      className={line.short > 0 ? styles.short : "muted"}
      title={line.short > 0 ? `${line.short} more to get` : "You own enough"}
    >
      {line.owned} / {line.needed} owned
    </span>
  );
}
