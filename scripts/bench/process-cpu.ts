// CPU time used by a process and all its descendants (Linux /proc): what the site spent on a run, apart from the load
// generator that shares the machine with it.
import { readdirSync, readFileSync } from "node:fs";

/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

interface ProcessStat {
  parent: number;
  ticks: number;
}

function readStat(pid: number): ProcessStat | null {
  try {
    const line = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces and parentheses: the fields start after its last ")".
    const fields = line.slice(line.lastIndexOf(")") + 2).split(" ");
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Milliseconds of CPU (user and system) that `root` and every process under it have used so far. */
export function treeCpuMs(root: number): number {
  const stats = new Map<number, ProcessStat>();
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    const stat = Number.isInteger(pid) ? readStat(pid) : null;
    if (stat) stats.set(pid, stat);
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at; at = stats.get(at)?.parent) if (at === root) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks;
  return (ticks * 1000) / TICKS_PER_SECOND;
}
